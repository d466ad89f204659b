import { open } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStorage, OpenedFile } from '../../../files/file-storage';
import { LocalFolderStorage } from '../../../files/local-folder.storage';
import { contentHash } from '../../../files/content-addressed';
import { CONTENT_TYPE_OF_EXTENSION, PICTURE_EXTENSION, PictureKind, sniffPictureKind } from './picture-kind';
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

export function pictureUrl(file: string, size: PictureSize): string {
  return `/api/iteminfo/picture/${size}/${file}`;
}

/**
 * Product pictures, content-addressed in the shop's file storage under `products/` (the shared
 * UPLOAD_DIR folder or object storage): the original as handed in (original/<hash>.<ext>) and WebP
 * sizes for the pages (thumb|detail|zoom/<hash>.webp). A plain class so the seed and import commands
 * can build one without Nest: given a folder path, it stores there directly.
 */
export class PictureStore {
  readonly storage: FileStorage;
  /** The local folder the pictures are in, when the storage is a folder ('' for object storage). */
  readonly root: string;

  constructor(
    target: FileStorage | string,
    private readonly prefix = '',
  ) {
    this.storage = typeof target === 'string' ? new LocalFolderStorage(target) : target;
    this.root = this.storage instanceof LocalFolderStorage ? join(this.storage.root, prefix) : '';
  }

  async ingest(bytes: Buffer): Promise<StoredPicture> {
    if (bytes.length > PICTURE_MAX_BYTES) throw new PictureRejected(PICTURE_TOO_LARGE, 'too-large');
    const kind = sniffPictureKind(bytes);
    if (!kind) throw new PictureRejected(NOT_A_PICTURE, 'kind');
    const { width, height } = await measurePicture(bytes, kind);
    const hash = contentHash(bytes);
    const file = `${hash}.${PICTURE_EXTENSION[kind]}`;

    const missing: VariantSize[] = [];
    for (const size of VARIANT_SIZES) if (!(await this.storage.exists(this.variantKey(hash, size)))) missing.push(size);
    if (missing.length > 0) {
      const variants = await renderVariants(bytes);
      await Promise.all(missing.map((size) => this.storage.put(this.variantKey(hash, size), variants[size], 'image/webp')));
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
    const key = this.keyOf(file, 'original');
    return key !== null && this.storage.exists(key);
  }

  /** A size of a stored picture, opened for sending; null for a name or size the store never handed out, or nothing stored. */
  async open(file: string, size: PictureSize): Promise<OpenedFile | null> {
    const key = this.keyOf(file, size);
    return key ? this.storage.stream(key) : null;
  }

  /** A size of a stored picture as bytes (the datasheet embeds them), or null. */
  async read(file: string, size: PictureSize): Promise<Buffer | null> {
    const key = this.keyOf(file, size);
    return key ? this.storage.get(key) : null;
  }

  /** The storage key of a size of a stored picture; null for a name or size the store never hands out. */
  keyOf(file: string, size: PictureSize): string | null {
    const match = STORED_NAME.exec(file);
    if (!match || !isPictureSize(size)) return null;
    const [, hash, extension] = match;
    if (size === 'original' || extension === PICTURE_EXTENSION.svg) return `${this.prefix}original/${file}`;
    return this.variantKey(hash, size);
  }

  /** Its path in the local folder, when the storage is one (tests and tools). */
  pathOf(file: string, size: PictureSize): string | null {
    const key = this.keyOf(file, size);
    return key && this.storage instanceof LocalFolderStorage ? this.storage.pathOf(key) : null;
  }

  private variantKey(hash: string, size: VariantSize): string {
    return `${this.prefix}${size}/${hash}.webp`;
  }

  private async keepOriginal(file: string, bytes: Buffer): Promise<void> {
    const key = `${this.prefix}original/${file}`;
    if (await this.storage.exists(key)) return;
    await this.storage.put(key, bytes, CONTENT_TYPE_OF_EXTENSION[file.slice(file.lastIndexOf('.') + 1)]);
  }
}

/** Product pictures live in the `products` folder of the upload root (UPLOAD_DIR) or storage. */
export function productPictureRoot(uploadRoot: string): string {
  return join(uploadRoot, 'products');
}

export const PRODUCT_PICTURES_PREFIX = 'products/';
