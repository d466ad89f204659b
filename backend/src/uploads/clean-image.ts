import { HttpStatus } from '@nestjs/common';
import sharp from 'sharp';
import { LocalizedException } from '../http/localized-exception';
import { ImageKind, sniffImageKind } from './image-kind';

export const NOT_AN_IMAGE = {
  zh: '只能上传 JPG、PNG 或 GIF 图片（按文件内容判断）',
  en: 'Only JPG, PNG or GIF pictures can be uploaded (judged by the file content)',
};
export const UNREADABLE_IMAGE = {
  zh: '图片已损坏或无法读取，请换一张图片',
  en: 'The picture is damaged or cannot be read; please choose another one',
};

/** Decompression bombs: a 5 MB file may still claim billions of pixels. */
const MAX_PIXELS = 40_000_000;

export interface CleanImage {
  kind: ImageKind;
  bytes: Buffer;
}

/**
 * Re-encodes an uploaded picture in its own format. Re-encoding drops EXIF (GPS, camera serials),
 * ICC/XMP and any bytes appended after the image data, so what we store and serve is only pixels.
 * JPEG orientation is applied first so the picture still stands the right way up without its EXIF.
 */
export async function cleanImage(upload: Buffer): Promise<CleanImage> {
  const kind = sniffImageKind(upload);
  if (!kind) throw new LocalizedException(NOT_AN_IMAGE, HttpStatus.UNSUPPORTED_MEDIA_TYPE);
  try {
    const input = sharp(upload, { animated: kind === 'gif', limitInputPixels: MAX_PIXELS, failOn: 'error' });
    const meta = await input.metadata();
    if (meta.format !== kind) throw new Error(`declared ${kind}, decoded ${meta.format}`);
    let bytes: Buffer;
    if (kind === 'jpeg') bytes = await input.rotate().jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    else if (kind === 'png') bytes = await input.png({ compressionLevel: 9 }).toBuffer();
    else bytes = await input.gif().toBuffer();
    return { kind, bytes };
  } catch {
    throw new LocalizedException(UNREADABLE_IMAGE, HttpStatus.UNPROCESSABLE_ENTITY);
  }
}
