import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { sanitizeRichText } from '../modules/content/promotions/rich-text-sanitizer';
import { uploadRoot } from '../uploads/upload-store';
import { HOME_CAROUSEL, PROMOTIONS } from './catalogue/home-content';
import { renderCarouselSvg, renderPromotionSvg } from './catalogue/product-images';

const pictureName = (seed: number, id: number) => `seed-${seed}-${id}.svg`;

/** Draws the demo's banner once into the upload folder the shop serves carousel and promotion pictures from. */
async function storePicture(folder: 'carousel' | 'promotions', name: string, svg: string): Promise<string> {
  const dir = join(uploadRoot(process.env.UPLOAD_DIR), folder);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, name), svg);
  return name;
}

/**
 * Carousel slides and promotions with their texts; the pictures are the seed's SVG drawings, stored
 * once in the upload folder. Staff edit promotions afterwards, so existing content is kept unless forced.
 */
export async function seedHomeContent(dataSource: DataSource, seed: number, force: boolean): Promise<{ loaded: boolean }> {
  return dataSource.transaction(async (manager) => {
    const [{ count }] = await manager.query(`SELECT (SELECT count(*) FROM promotions) + (SELECT count(*) FROM carousel_pictures) AS count`);
    if (Number(count) > 0 && !force) return { loaded: false };
    await manager.query(`TRUNCATE promotions, carousel_pictures RESTART IDENTITY`);
    for (const [position, slide] of HOME_CAROUSEL.entries()) {
      await manager.query(`INSERT INTO carousel_pictures (id, image_file, link, name_zh, name_en, position) VALUES ($1, $2, $3, $4, $5, $6)`, [
        slide.id,
        await storePicture('carousel', pictureName(seed, slide.id), renderCarouselSvg(slide.id, seed)),
        slide.routlink,
        slide.picname_ch,
        slide.picname_en,
        position + 1,
      ]);
    }
    for (const [position, promotion] of PROMOTIONS.entries()) {
      // Through the same sanitiser as staff edits, so seeded HTML obeys the same rules.
      await manager.query(
        `INSERT INTO promotions (id, name_zh, name_en, image_file, body_zh, body_en, position) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          promotion.textid,
          promotion.textname_ch,
          promotion.textname_en,
          await storePicture('promotions', pictureName(seed, promotion.textid), renderPromotionSvg(promotion.textid, seed)),
          sanitizeRichText(promotion.textedit_ch),
          sanitizeRichText(promotion.textedit_en),
          position + 1,
        ],
      );
    }
    // Explicit ids were inserted: move the sequences past them so staff-created rows do not collide.
    await manager.query(`SELECT setval(pg_get_serial_sequence('promotions', 'id'), GREATEST((SELECT max(id) FROM promotions), 1))`);
    await manager.query(`SELECT setval(pg_get_serial_sequence('carousel_pictures', 'id'), GREATEST((SELECT max(id) FROM carousel_pictures), 1))`);
    return { loaded: true };
  });
}
