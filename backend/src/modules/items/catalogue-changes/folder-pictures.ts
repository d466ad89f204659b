import { open } from 'node:fs/promises';
import sharp from 'sharp';
import { resolveInside } from '../../../sheets/image-archive';
import { sniffPictureKind } from '../pictures/picture-kind';
import { PICTURE_MAX_BYTES, PictureStore, StoredPicture } from '../pictures/picture-store';
import { MAX_PICTURE_PIXELS } from '../pictures/picture-variants';
import { MISSING, PictureSource } from './catalogue-import';
import type { LocalizedText } from '@shop/contract';

/** Why a file beside the sheet is no picture, as the import reports it (`row N, column images: …`). */
export const UNREADABLE_PICTURE = (name: string, why: LocalizedText): LocalizedText => ({
  zh: `${name} 无法作为图片读取（${why.zh}）`,
  en: `${name} cannot be read as a picture (${why.en})`,
});
const LARGER_THAN_LIMIT: LocalizedText = { zh: '文件大于 20 MB', en: 'the file is larger than 20 MB' };
const NO_PICTURE_SIGNATURE: LocalizedText = { zh: '内容不是 JPG、PNG、GIF、WebP 或 TIFF 图片', en: 'its content is not a JPG, PNG, GIF, WebP or TIFF picture' };
/**
 * The decoder's own words (English, technical) stay out of the Chinese sentence: staff reading
 * Chinese learn the file is damaged; the English report (and the command in English) keeps the detail.
 */
const DAMAGED_DATA = (detail: string): LocalizedText => ({ zh: '图片数据已损坏，无法解码', en: `the picture data is damaged (decoder: ${detail})` });
const TOO_MANY_PIXELS = (width: number, height: number): LocalizedText => ({
  zh: `${width} × ${height} 像素，超过 6000 万像素的上限`,
  en: `${width} × ${height} pixels, more than the 60 million allowed`,
});

/** sharp's error text without its stack or file path, short enough for a report line. */
const decoderSays = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0].replace(/^Input (file|buffer) /, '').slice(0, 120);

/**
 * Pictures named by the sheet, looked up in a folder (given on the command line, or where an
 * uploaded ZIP was unpacked). A name never leads outside the folder; the content decides whether a
 * file is a picture. The check decodes every byte once (a damaged PNG or a JPEG signature followed
 * by HTML only fails there) and refuses a declared size over the pixel limit before decoding, so a
 * bad file is a problem on its row instead of a failure half-way through the write. The verdict
 * is kept per name: a sheet naming one picture on many rows decodes it once.
 */
export class FolderPictures implements PictureSource {
  private readonly verdicts = new Map<string, Promise<LocalizedText | null>>();

  constructor(
    private readonly root: string | null,
    private readonly store: PictureStore,
  ) {}

  check(name: string): Promise<LocalizedText | null> {
    let verdict = this.verdicts.get(name);
    if (!verdict) {
      verdict = this.judge(name);
      this.verdicts.set(name, verdict);
    }
    return verdict;
  }

  private async judge(name: string): Promise<LocalizedText | null> {
    const path = this.root ? resolveInside(this.root, name) : null;
    if (!path) return MISSING;
    let handle;
    try {
      handle = await open(path, 'r');
    } catch {
      return MISSING;
    }
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) return MISSING;
      if (stat.size > PICTURE_MAX_BYTES) return UNREADABLE_PICTURE(name, LARGER_THAN_LIMIT);
      const head = Buffer.alloc(16);
      await handle.read(head, 0, 16, 0);
      const kind = sniffPictureKind(head);
      if (!kind) return UNREADABLE_PICTURE(name, NO_PICTURE_SIGNATURE);
      const why = await probe(path, kind);
      return why ? UNREADABLE_PICTURE(name, why) : null;
    } finally {
      await handle.close();
    }
  }

  ingest(name: string): Promise<StoredPicture> {
    const path = this.root ? resolveInside(this.root, name) : null;
    if (!path) throw new Error(`picture ${name} is not in the images folder`);
    return this.store.ingestFile(path);
  }
}

/** Header first (format and declared size, no pixels decoded), then a full decode into a tiny raster. */
async function probe(path: string, kind: string): Promise<LocalizedText | null> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(path, { failOn: 'error', limitInputPixels: false }).metadata();
  } catch (error) {
    return DAMAGED_DATA(decoderSays(error));
  }
  if (meta.format !== kind) return NO_PICTURE_SIGNATURE;
  if (!meta.width || !meta.height) return DAMAGED_DATA('no width or height');
  if (meta.width * meta.height > MAX_PICTURE_PIXELS) return TOO_MANY_PIXELS(meta.width, meta.height);
  try {
    await sharp(path, { failOn: 'error', limitInputPixels: MAX_PICTURE_PIXELS }).resize(32, 32, { fit: 'inside' }).raw().toBuffer();
  } catch (error) {
    return DAMAGED_DATA(decoderSays(error));
  }
  return null;
}
