import type { DataSource } from 'typeorm';
import { escapePart, FIELD_BY_WIRE, REFERENCE_COLUMNS, VocabularyLookup, WRITABLE_FIELDS } from '@shop/contract';
import { readLists } from '../modules/items/vocabularies/vocabulary-rows.sql';
import { CatalogueImport, ImportReport, PictureSource, RowSource } from '../modules/items/catalogue-changes/catalogue-import';
import { CatalogueWriter } from '../modules/items/catalogue-changes/catalogue-writer';
import { formatYuan } from '../modules/items/catalogue-changes/product-cells';
import { demoChinese } from './catalogue/chinese-texts';
import { demoPredictedSpecies } from './catalogue/predicted-species';
import { ReferenceImport } from '../modules/items/references/reference-import';
import { demoEvidence, DemoEvidence } from './catalogue/research-evidence';
import { PictureStore, productPictureRoot, StoredPicture } from '../modules/items/pictures/picture-store';
import { uploadRoot } from '../uploads/upload-store';
import { generateCatalogue, generateProduct } from './catalogue/product-generator';
import { PRODUCTS_WITH_OWN_PICTURES, renderProductImageSvg, sharedProductPicture } from './catalogue/product-images';
import type { CatalogueProduct } from './catalogue/types';

export interface LoadProgress {
  done: number;
  total: number;
}

export interface SeedProductsOptions {
  /** Empty the catalogue first (fresh pids from 1), instead of updating it by catalogue number. */
  force?: boolean;
  onProgress?: (progress: LoadProgress) => void;
  /** Where product pictures are stored; UPLOAD_DIR's products folder by default. */
  pictureRoot?: string;
}

const pictureName = (seed: number, pid: number, n: number) => `seed-${seed}-${pid}-${n}.svg`;
const PICTURE_NAME = /^seed-(\d+)-(\d+)-(\d+)\.svg$/;

/** The demo's pictures: drawn once, at seed time, into the picture store (no file beside the sheet). */
class GeneratedPictures implements PictureSource {
  /** Pictures shared by products beyond the first ones, stored once each (see PRODUCTS_WITH_OWN_PICTURES). */
  private readonly shared = new Map<string, Promise<StoredPicture>>();

  constructor(private readonly store: PictureStore) {}

  async check(name: string) {
    return PICTURE_NAME.test(name) ? null : { zh: '不是生成的图片', en: 'not a generated picture' };
  }

  ingest(name: string): Promise<StoredPicture> {
    const [, seed, pid, n] = (PICTURE_NAME.exec(name) ?? []).map(Number);
    if (pid <= PRODUCTS_WITH_OWN_PICTURES) return this.store.ingestGenerated(renderProductImageSvg(pid, n, seed));
    const picture = sharedProductPicture(pid, n, seed);
    let stored = this.shared.get(picture.key);
    if (!stored) {
      stored = this.store.ingestGenerated(picture.draw());
      this.shared.set(picture.key, stored);
    }
    return stored;
  }
}

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
function productRow(p: CatalogueProduct, catalogueNumberOf: (pid: number) => string, seed: number, evidence: DemoEvidence): string[] {
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

/**
 * Loads the generated demo catalogue of `count` products from `seed` through the catalogue import
 * (the same checks and writer as a supplier's sheet). Running it again with the same parameters
 * changes nothing, so restarting the demo keeps baskets and orders. The search index is rebuilt by
 * the caller.
 */
export async function seedProducts(
  dataSource: DataSource,
  count: number,
  seed: number,
  options: SeedProductsOptions = {},
): Promise<ImportReport> {
  if (options.force) {
    await dataSource.query('TRUNCATE products, product_prices, product_images, product_evidence, product_references, product_search, search_terms, search_words RESTART IDENTITY CASCADE');
  }
  // Catalogue numbers are a pure function of (pid, seed); related products are written by number.
  const catalogueNumbers: string[] = [];
  for (const product of generateCatalogue(count, seed)) catalogueNumbers[product.pid] = product.catalogueNumber;
  // Kept from the products' pass for the references sheet, which can only be read once the products exist:
  // generating a million products a second time would cost as much as the first.
  const references: string[][][] = [];
  const source: RowSource = {
    header: WRITABLE_FIELDS.map((f) => f.wire),
    rows: async function* () {
      for (let pid = 1; pid <= count; pid++) {
        const product = generateProduct(pid, count, seed);
        const evidence = demoEvidence(product, seed);
        if (evidence.references.length > 0) references.push(evidence.references.map((r) => referenceRow(catalogueNumbers[pid], r)));
        yield { row: pid + 1, cells: productRow(product, (r) => catalogueNumbers[r], seed, evidence) };
      }
    },
  };
  const store = new PictureStore(options.pictureRoot ?? productPictureRoot(uploadRoot(process.env.UPLOAD_DIR)));
  const target = { transaction: <T>(work: (writer: CatalogueWriter) => Promise<T>) => dataSource.transaction((manager) => work(new CatalogueWriter(manager))) };
  // The demo draws from the starting vocabularies, which the migrations loaded.
  const vocabularies = new VocabularyLookup(await readLists((sql, p) => dataSource.query(sql, p)));
  const importer = new CatalogueImport(target, vocabularies);
  const { report } = await importer.run(source, new GeneratedPictures(store), {
    dryRun: false,
    expectedRows: count,
    onProgress: (p) => options.onProgress?.({ done: p.done, total: p.total }),
  });
  if (report.problemCount > 0) {
    const first = report.problems.slice(0, 5).map((p) => `row ${p.row}, column ${p.column}: ${p.message.en}`);
    throw new Error(`the demo catalogue does not pass the import's checks:\n${first.join('\n')}`);
  }
  await seedReferences(target, vocabularies, references);
  // Each product row was written twice (inserted, then its research columns set): the dead copies go now, not
  // whenever autovacuum (off on some servers) gets to them, and the planner gets fresh statistics.
  await dataSource.query('VACUUM (ANALYZE) products, product_prices, product_images');
  return report;
}

/** Reference rows per import of the references sheet (each its own transaction). */
const REFERENCE_CHUNK = 20_000;

function referenceRow(catalogueNumber: string, r: DemoEvidence['references'][number]): string[] {
  const cells: Record<string, string> = {
    catno: catalogueNumber, title: r.title, journal: r.journal, pmid: r.pmid, sample: r.sample,
    species: r.species, application: r.application, impact_factor: r.impactFactor,
  };
  return REFERENCE_COLUMNS.map((c) => cells[c]);
}

/**
 * The demo's references (each product's rows) through the references sheet import, about REFERENCE_CHUNK rows
 * at a time; a product's rows stay in one sheet, which replaces the references of the products it names.
 */
async function seedReferences(target: ConstructorParameters<typeof ReferenceImport>[0], vocabularies: VocabularyLookup, byProduct: string[][][]): Promise<void> {
  for (let next = 0; next < byProduct.length; ) {
    const chunk: string[][] = [];
    while (next < byProduct.length && chunk.length < REFERENCE_CHUNK) chunk.push(...byProduct[next++]);
    const source: RowSource = {
      header: [...REFERENCE_COLUMNS],
      rows: async function* () {
        for (let i = 0; i < chunk.length; i++) yield { row: i + 2, cells: chunk[i] };
      },
    };
    const { report } = await new ReferenceImport(target, vocabularies).run(source, { dryRun: false });
    if (report.problemCount > 0) {
      const first5 = report.problems.slice(0, 5).map((p) => `row ${p.row}, column ${p.column}: ${p.message.en}`);
      throw new Error(`the demo references do not pass the import's checks:\n${first5.join('\n')}`);
    }
  }
}
