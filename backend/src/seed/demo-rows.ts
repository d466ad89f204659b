import { formatYuan } from '../modules/items/catalogue-changes/product-cells';
import { escapePart, FIELD_BY_WIRE, REFERENCE_COLUMNS, WRITABLE_FIELDS } from '@shop/contract';
import { demoChineseName } from './catalogue/chinese-names';
import { demoChinese } from './catalogue/chinese-texts';
import { demoPredictedSpecies } from './catalogue/predicted-species';
import { generateProduct } from './catalogue/product-generator';
import { PRODUCTS_WITH_OWN_PICTURES, sharedProductPicture } from './catalogue/product-images';
import { demoEvidence, DemoEvidence } from './catalogue/research-evidence';
import type { CatalogueProduct } from './catalogue/types';

/**
 * The demo catalogue as the sheet rows the import reads: each product's row and its references' rows. Pure
 * functions of (pid, count, seed), so worker threads make them as well as the seed's own thread (demo-rows.worker.ts).
 */

/** The demo sheet's columns: every column a sheet may write. */
export const DEMO_HEADER = WRITABLE_FIELDS.map((f) => f.wire);

/** The name a demo product's picture goes by in its row; the seed's picture source draws it from the name. */
const pictureName = (seed: number, pid: number, n: number) => `seed-${seed}-${pid}-${n}.svg`;
export const PICTURE_NAME = /^seed-(\d+)-(\d+)-(\d+)\.svg$/;

/**
 * Issue 31: some demo products state their stock so the product page, basket and payment page show it:
 * every third product has its two smaller sizes in stock and the largest made in 2-3 weeks, the next
 * one all sizes in 2-3 weeks; the rest state nothing (the destination's delivery promise applies).
 */
export function demoStock(pid: number, option: number): string {
  if (pid % 3 === 1) return option < 3 ? 'In stock' : '2-3 weeks';
  if (pid % 3 === 2) return '2-3 weeks';
  return '';
}

/** A generated product as the sheet row the import reads. */
export function productRow(p: CatalogueProduct, catalogueNumberOf: (pid: number) => string, seed: number, evidence: DemoEvidence): string[] {
  return WRITABLE_FIELDS.map((field) => {
    switch (field.kind) {
      case 'related':
        return p.recommended.map(catalogueNumberOf).join(', ');
      case 'size':
        return p.prices[field.option! - 1]?.size ?? '';
      case 'price': {
        const price = p.prices[field.option! - 1];
        return price ? formatYuan(price.priceFen) : '';
      }
      case 'images':
        return p.images
          .map((image, i) => [pictureName(seed, p.pid, i + 1), image.description, image.descriptionEn].map(escapePart).join('|'))
          .join(';');
      case 'validation':
        return evidence.validation
          .map((e) => [e.application, e.species, e.kind, e.figure ? pictureName(seed, p.pid, e.figure) : '', e.note, e.noteEn].map(escapePart).join('|'))
          .join(';');
      case 'status':
        return 'active';
      default: {
        if (field.wire === 'rrid') return evidence.rrid;
        const stocked = /^stock([1-3])$/.exec(field.wire);
        if (stocked) return p.prices[Number(stocked[1]) - 1] ? demoStock(p.pid, Number(stocked[1])) : '';
        if (field.wire === 'predictedreactivity') return demoPredictedSpecies(p).join(', ');
        if (field.wire === 'productnamezh') return demoChineseName(p);
        const text = (property: string) => (p as unknown as Record<string, string | string[]>)[property];
        // A free text's Chinese companion: the Chinese of the English text the generator wrote (chinese-texts.ts).
        if ('companionOf' in field && field.companionOf) {
          const english = text((FIELD_BY_WIRE.get(field.companionOf) as { property: string }).property);
          return demoChinese(field.companionOf, typeof english === 'string' ? english : '');
        }
        const value = text((field as { property: string }).property);
        return Array.isArray(value) ? value.join(', ') : value;
      }
    }
  });
}


export function referenceRow(catalogueNumber: string, r: DemoEvidence['references'][number]): string[] {
  const cells: Record<string, string> = {
    catno: catalogueNumber, title: r.title, journal: r.journal, pmid: r.pmid, sample: r.sample,
    species: r.species, application: r.application, impact_factor: r.impactFactor,
  };
  return REFERENCE_COLUMNS.map((c) => cells[c]);
}

export interface DemoRows {
  rows: { row: number; cells: string[] }[];
  /** For each product with references, their rows of the references sheet. */
  references: string[][][];
  /**
   * The shared picture (sharedProductPicture's key) each picture name of these rows shows, for the products beyond
   * PRODUCTS_WITH_OWN_PICTURES: worked out where the product is generated, so the thread storing the pictures
   * does not generate every product again to learn it.
   */
  sharedPictures: [name: string, key: string][];
}

/** Products `from`..`to` (inclusive) of a demo catalogue of `count`; a product's sheet row is its pid + 1. */
export function demoRows(from: number, to: number, count: number, seed: number): DemoRows {
  // Related products are written by catalogue number, a pure function of (pid, seed): the generator lists none
  // today, so numbers are made only when asked for (generating the whole catalogue up front for them cost as
  // much again as the load's own generation).
  const catalogueNumberOf = (pid: number) => generateProduct(pid, count, seed).catalogueNumber;
  const out: DemoRows = { rows: [], references: [], sharedPictures: [] };
  for (let pid = from; pid <= to; pid++) {
    const product = generateProduct(pid, count, seed);
    const evidence = demoEvidence(product, seed);
    if (evidence.references.length > 0) out.references.push(evidence.references.map((r) => referenceRow(product.catalogueNumber, r)));
    out.rows.push({ row: pid + 1, cells: productRow(product, catalogueNumberOf, seed, evidence) });
    if (pid > PRODUCTS_WITH_OWN_PICTURES) {
      for (let n = 1; n <= product.images.length; n++) out.sharedPictures.push([pictureName(seed, pid, n), sharedProductPicture(pid, n, seed).key]);
    }
  }
  return out;
}
