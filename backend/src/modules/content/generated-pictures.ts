import { renderCarouselSvg, renderPromotionSvg } from '../../seed/catalogue/product-images';

/** Seeded pictures are named `seed-<seed>-<id>.svg` and drawn on request, as product pictures are. */
const GENERATED = /^seed-(\d{1,9})-(\d{1,6})\.svg$/;

export function generatedPictureName(seed: number, id: number): string {
  return `seed-${seed}-${id}.svg`;
}

/** The SVG of a seeded carousel or promotion picture, or null when the name is not one. */
export function renderGeneratedPicture(folder: 'promotions' | 'carousel', name: string): Buffer | null {
  const match = GENERATED.exec(name);
  if (!match) return null;
  const [seed, id] = [Number(match[1]), Number(match[2])];
  try {
    return Buffer.from(folder === 'carousel' ? renderCarouselSvg(id, seed) : renderPromotionSvg(id, seed));
  } catch {
    return null;
  }
}
