import sharp from 'sharp';
import type { RasterKind } from './picture-kind';
import { DAMAGED_PICTURE, PictureRejected, TOO_MANY_PIXELS } from './picture-rejected';

/** The web sizes, by the square each must fit inside. */
export const VARIANT_BOX = { zoom: 1600, detail: 800, thumb: 240 } as const;
export type VariantSize = keyof typeof VARIANT_BOX;
export const VARIANT_SIZES = Object.keys(VARIANT_BOX) as VariantSize[];

/** A small file may still claim billions of pixels (decompression bomb). */
export const MAX_PICTURE_PIXELS = 60_000_000;

const WEBP_QUALITY = 82;

/**
 * Reads only the header: refuses what sharp cannot parse, a format that is not what the first bytes
 * said, and pictures over the pixel limit. Width and height are as the picture stands (EXIF orientation applied).
 */
export async function measurePicture(bytes: Buffer, kind: RasterKind): Promise<{ width: number; height: number }> {
  let meta: sharp.Metadata;
  try {
    // The limit is checked below so that a bomb gets its own message instead of "damaged".
    meta = await sharp(bytes, { failOn: 'error', limitInputPixels: false }).metadata();
  } catch {
    throw new PictureRejected(DAMAGED_PICTURE, 'damaged');
  }
  if (meta.format !== kind || !meta.width || !meta.height) throw new PictureRejected(DAMAGED_PICTURE, 'damaged');
  if (meta.width * meta.height > MAX_PICTURE_PIXELS) throw new PictureRejected(TOO_MANY_PIXELS, 'too-many-pixels');
  return meta.autoOrient ?? { width: meta.width, height: meta.height };
}

/**
 * Decodes the picture once (first frame of a GIF, first page of a TIFF), stands it upright, and
 * encodes the three WebP sizes. The smaller sizes are scaled from the uncompressed zoom pixels, so
 * there is one full decode however large the original; going through raw pixels also leaves every
 * piece of metadata (EXIF, GPS, ICC, XMP) behind. Nothing is ever enlarged.
 */
export async function renderVariants(bytes: Buffer): Promise<Record<VariantSize, Buffer>> {
  let zoom: { data: Buffer; info: sharp.OutputInfo };
  try {
    zoom = await sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: VARIANT_BOX.zoom, height: VARIANT_BOX.zoom, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    // Truncated or corrupt data surfaces only here, when every byte is decoded.
    throw new PictureRejected(DAMAGED_PICTURE, 'damaged');
  }
  const { width, height, channels } = zoom.info;
  const encode = (size: VariantSize) =>
    sharp(zoom.data, { raw: { width, height, channels } })
      .resize({ width: VARIANT_BOX[size], height: VARIANT_BOX[size], fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  const [zoomWebp, detail, thumb] = await Promise.all([encode('zoom'), encode('detail'), encode('thumb')]);
  return { zoom: zoomWebp, detail, thumb };
}

/** Size of the generator's SVG, for the page layout; the SVG is trusted and never rasterised for storage. */
export async function measureSvg(bytes: Buffer): Promise<{ width: number; height: number }> {
  const meta = await sharp(bytes, { failOn: 'error' })
    .metadata()
    .catch(() => null);
  if (!meta || meta.format !== 'svg' || !meta.width || !meta.height) throw new PictureRejected(DAMAGED_PICTURE, 'damaged');
  return { width: meta.width, height: meta.height };
}
