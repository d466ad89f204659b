import { Logger } from '@nestjs/common';
import sharp from 'sharp';
import type { Language } from '../../../http/request-language';
import type { PictureStore } from '../pictures/picture-store';
import type { ProductImage } from '../product-image.entity';
import type { DatasheetPicture } from './datasheet-content';

/** Wide enough for half an A4 page at about 150 dpi; the PDF stays a few hundred kB. */
const PICTURE_PIXELS = 640;

/**
 * The product's pictures as JPEGs for the PDF (pdfkit embeds JPEG and PNG; the store keeps WebP sizes
 * and the demo's SVGs). sharp decodes on libuv's thread pool, off the event loop. A picture that cannot
 * be read is left out rather than failing the datasheet.
 */
export async function datasheetPictures(store: PictureStore, images: ProductImage[], language: Language): Promise<DatasheetPicture[]> {
  const sorted = [...images].sort((a, b) => a.position - b.position);
  const pictures = await Promise.all(
    sorted.map(async (image): Promise<DatasheetPicture | null> => {
      try {
        const bytes = await store.read(image.file, 'detail');
        if (!bytes) return null;
        const { data, info } = await sharp(bytes, { limitInputPixels: 40_000_000 })
          .resize({ width: PICTURE_PIXELS, height: PICTURE_PIXELS, fit: 'inside', withoutEnlargement: true })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 82 })
          .toBuffer({ resolveWithObject: true });
        const caption = (language === 'en' ? image.descriptionEn : image.description) ?? '';
        return { jpeg: data, width: info.width, height: info.height, caption };
      } catch (error) {
        new Logger('Datasheet').warn(`Picture ${image.file} left out of the datasheet: ${(error as Error).message}`);
        return null;
      }
    }),
  );
  return pictures.filter((p): p is DatasheetPicture => p !== null);
}
