/** Raster formats staff may hand in, plus the demo generator's SVG (never accepted from outside). */
export type PictureKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'tiff' | 'svg';

/** Formats an uploaded or imported picture may have. */
export type RasterKind = Exclude<PictureKind, 'svg'>;

export const PICTURE_EXTENSION: Record<PictureKind, string> = {
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  tiff: 'tif',
  svg: 'svg',
};

export const CONTENT_TYPE_OF_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  tif: 'image/tiff',
  svg: 'image/svg+xml',
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function startsWith(bytes: Buffer, head: Buffer | string, at = 0): boolean {
  const expected = typeof head === 'string' ? Buffer.from(head, 'latin1') : head;
  return bytes.length >= at + expected.length && bytes.subarray(at, at + expected.length).equals(expected);
}

/**
 * Judges a file by its first bytes, never by its name: an SVG, HTML page or PHP script renamed
 * to .jpg carries none of these signatures and is refused before any decoder sees it.
 */
export function sniffPictureKind(bytes: Buffer): RasterKind | null {
  if (startsWith(bytes, Buffer.from([0xff, 0xd8, 0xff]))) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a')) return 'gif';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return 'webp';
  // Classic TIFF, little- and big-endian.
  if (startsWith(bytes, Buffer.from([0x49, 0x49, 0x2a, 0x00])) || startsWith(bytes, Buffer.from([0x4d, 0x4d, 0x00, 0x2a]))) return 'tiff';
  return null;
}
