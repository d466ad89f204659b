/** The three picture formats the shop accepts from users (spec section 5: jpg, jpeg, png, gif). */
export type ImageKind = 'jpeg' | 'png' | 'gif';

export const EXTENSION_OF: Record<ImageKind, string> = { jpeg: 'jpg', png: 'png', gif: 'gif' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * Judges a file by its first bytes, never by its name: a PHP script or an SVG renamed to .jpg
 * has none of these signatures.
 */
export function sniffImageKind(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 6) {
    const head = bytes.subarray(0, 6).toString('latin1');
    if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  }
  return null;
}
