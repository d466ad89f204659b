import { mkdir, open } from 'node:fs/promises';
import { join } from 'node:path';
import { contentHash, fileExists as exists, writeFileAtomically } from '../stored-files/content-addressed';
import { PICTURE_EXTENSION, PictureKind, sniffPictureKind } from './picture-kind';
import { NOT_A_PICTURE, PICTURE_TOO_LARGE, PICTURE_UNREADABLE, PictureRejected } from './picture-rejected';
import { VARIANT_SIZES, VariantSize, measurePicture, measureSvg, renderVariants } from './picture-variants';

export type { PictureKind } from './picture-kind';
export { PictureRejected } from './picture-rejected';
export type { RejectionReason } from './picture-rejected';

export type PictureSize = 'thumb' | 'detail' | 'zoom' | 'original';
export const PICTURE_SIZES: readonly PictureSize[] = ['thumb', 'detail', 'zoom', 'original'];

export function isPictureSize(value: string): value is PictureSize {
  return (PICTURE_SIZES as readonly string[]).includes(value);
}

/** `width`/`height` are the original's, as it stands (EXIF orientation applied). */
export interface StoredPicture {
  file: string;
  kind: PictureKind;
  width: number;
  height: number;
}

export const PICTURE_MAX_BYTES = 20 * 1024 * 1024;

/** The only names the store hands out or accepts back: 32 hex digits and a known extension, never a path. */
const STORED_NAME = new RegExp(`^([0-9a-f]{32})\\.(${[...new Set(Object.values(PICTURE_EXTENSION))].join('|')})$`);

export function isStoredPictureName(file: string): boolean {
  return STORED_NAME.test(file);
}

export function pictureUrl(file: string, size: PictureSize): string {
  return `/api/iteminfo/picture/${size}/${file}`;
}

/**
 * Product pictures, content-addressed under <UPLOAD_DIR>/products: the original as handed in
 * (original/<hash>.<ext>) and WebP sizes for the pages (thumb|detail|zoom/<hash>.webp).
 * A plain class so the seed and import commands can build one without Nest.
 */
export class PictureStore {
  private folders: Promise<unknown> | null = null;

  constructor(readonly root: string) {}

  async ingest(bytes: Buffer): Promise<StoredPicture> {
    if (bytes.length > PICTURE_MAX_BYTES) throw new PictureRejected(PICTURE_TOO_LARGE, 'too-large');
    const kind = sniffPictureKind(bytes);
    if (!kind) throw new PictureRejected(NOT_A_PICTURE, 'kind');
    const { width, height } = await measurePicture(bytes, kind);
    const hash = contentHash(bytes);
    const file = `${hash}.${PICTURE_EXTENSION[kind]}`;

    const missing: VariantSize[] = [];
    for (const size of VARIANT_SIZES) if (!(await exists(this.variantPath(hash, size)))) missing.push(size);
    if (missing.length > 0) {
      const variants = await renderVariants(bytes);
      await this.ensureFolders();
      await Promise.all(missing.map((size) => writeFileAtomically(this.variantPath(hash, size), variants[size])));
    }
    // The original goes last: once has(file) is true, every size can be served.
    await this.keepOriginal(file, bytes);
    return { file, kind, width, height };
  }

  async ingestFile(path: string): Promise<StoredPicture> {
    let bytes: Buffer;
    try {
      const handle = await open(path, 'r');
      try {
        const stat = await handle.stat();
        if (!stat.isFile()) throw new PictureRejected(PICTURE_UNREADABLE, 'unreadable');
        // Checked before reading so a huge file never lands in memory.
        if (stat.size > PICTURE_MAX_BYTES) throw new PictureRejected(PICTURE_TOO_LARGE, 'too-large');
        bytes = await handle.readFile();
      } finally {
        await handle.close();
      }
    } catch (error) {
      if (error instanceof PictureRejected) throw error;
      throw new PictureRejected(PICTURE_UNREADABLE, 'unreadable');
    }
    return this.ingest(bytes);
  }

  /** The demo generator's own SVG: trusted, kept as is, and served for every size. */
  async ingestGenerated(svg: string): Promise<StoredPicture> {
    const bytes = Buffer.from(svg, 'utf8');
    // The generator writes its size on the root element; decoding thousands of SVGs at seed time just to measure them costs seconds.
    const declared = /^<svg\b[^>]*?\swidth="(\d+)"[^>]*?\sheight="(\d+)"/.exec(svg);
    const { width, height } = declared ? { width: Number(declared[1]), height: Number(declared[2]) } : await measureSvg(bytes);
    const file = `${contentHash(bytes)}.${PICTURE_EXTENSION.svg}`;
    await this.keepOriginal(file, bytes);
    return { file, kind: 'svg', width, height };
  }

  async has(file: string): Promise<boolean> {
    const path = this.pathOf(file, 'original');
    return path !== null && exists(path);
  }

  pathOf(file: string, size: PictureSize): string | null {
    const match = STORED_NAME.exec(file);
    if (!match || !isPictureSize(size)) return null;
    const [, hash, extension] = match;
    if (size === 'original' || extension === PICTURE_EXTENSION.svg) return join(this.root, 'original', file);
    return this.variantPath(hash, size);
  }

  private variantPath(hash: string, size: VariantSize): string {
    return join(this.root, size, `${hash}.webp`);
  }

  private async keepOriginal(file: string, bytes: Buffer): Promise<void> {
    const target = join(this.root, 'original', file);
    if (await exists(target)) return;
    await this.ensureFolders();
    await writeFileAtomically(target, bytes);
  }

  private ensureFolders(): Promise<unknown> {
    this.folders ??= Promise.all(['original', ...VARIANT_SIZES].map((f) => mkdir(join(this.root, f), { recursive: true }))).catch((error) => {
      this.folders = null;
      throw error;
    });
    return this.folders;
  }
}

/** Product pictures live in the `products` folder of the upload root (UPLOAD_DIR). */
export function productPictureRoot(uploadRoot: string): string {
  return join(uploadRoot, 'products');
}
