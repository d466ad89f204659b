import type { DataSource } from 'typeorm';
import { REFERENCE_COLUMNS, VocabularyLookup } from '@shop/contract';
import { readLists } from '../modules/items/vocabularies/vocabulary-rows.sql';
import { CatalogueImport, ImportReport, PictureSource, RowSource } from '../modules/items/catalogue-changes/catalogue-import';
import { CatalogueWriter } from '../modules/items/catalogue-changes/catalogue-writer';
import { ReferenceImport } from '../modules/items/references/reference-import';
import { PictureStore, productPictureRoot, StoredPicture } from '../modules/items/pictures/picture-store';
import { uploadRoot } from '../uploads/upload-store';
import { PRODUCTS_WITH_OWN_PICTURES, renderProductImageSvg, sharedProductPicture } from './catalogue/product-images';
import { PICTURE_NAME } from './demo-rows';
import { demoSheet } from './demo-sheet';
import type { KeptReferences } from './kept-references';

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

/** The demo's pictures: drawn once, at seed time, into the picture store (no file beside the sheet). */
class GeneratedPictures implements PictureSource {
  /** Pictures shared by products beyond the first ones, stored once each (see PRODUCTS_WITH_OWN_PICTURES). */
  private readonly shared = new Map<string, Promise<StoredPicture>>();

  /** `sharedKeys`: which shared picture a name shows, where the sheet worked it out (taken out once stored). */
  constructor(
    private readonly store: PictureStore,
    private readonly sharedKeys: Map<string, string>,
  ) {}

  async check(name: string) {
    return PICTURE_NAME.test(name) ? null : { zh: '不是生成的图片', en: 'not a generated picture' };
  }

  ingest(name: string): Promise<StoredPicture> {
    const [, seed, pid, n] = (PICTURE_NAME.exec(name) ?? []).map(Number);
    if (pid <= PRODUCTS_WITH_OWN_PICTURES) return this.store.ingestGenerated(renderProductImageSvg(pid, n, seed));
    // The product is generated again only where the sheet did not name the key, or to draw a picture not yet stored.
    const key = this.sharedKeys.get(name) ?? sharedProductPicture(pid, n, seed).key;
    this.sharedKeys.delete(name);
    let stored = this.shared.get(key);
    if (!stored) {
      stored = this.store.ingestGenerated(sharedProductPicture(pid, n, seed).draw());
      this.shared.set(key, stored);
    }
    return stored;
  }
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
  const store = new PictureStore(options.pictureRoot ?? productPictureRoot(uploadRoot(process.env.UPLOAD_DIR)));
  const target = { transaction: <T>(work: (writer: CatalogueWriter) => Promise<T>) => dataSource.transaction((manager) => work(new CatalogueWriter(manager))) };
  // The demo draws from the starting vocabularies, which the migrations loaded.
  const vocabularies = new VocabularyLookup(await readLists((sql, p) => dataSource.query(sql, p)));
  const { source, references, sharedPictures } = demoSheet(count, seed, vocabularies.lists);
  const importer = new CatalogueImport(target, vocabularies);
  const { report } = await importer.run(source, new GeneratedPictures(store, sharedPictures), {
    dryRun: false,
    expectedRows: count,
    onProgress: (p) => options.onProgress?.({ done: p.done, total: p.total }),
  });
  if (report.problemCount > 0) {
    const first = report.problems.slice(0, 5).map((p) => `row ${p.row}, column ${p.column}: ${p.message.en}`);
    throw new Error(`the demo catalogue does not pass the import's checks:\n${first.join('\n')}`);
  }
  await seedReferences(target, vocabularies, references);
  // A product with references was written twice (inserted, then its citations set by the references sheet): the dead
  // copies go now, not whenever autovacuum (off on some servers) gets to them, and the planner gets fresh statistics.
  await dataSource.query('VACUUM (ANALYZE) products, product_prices, product_images');
  return report;
}

/** Reference rows per import of the references sheet (each its own transaction). */
const REFERENCE_CHUNK = 20_000;

/**
 * The demo's references (each product's rows) through the references sheet import, about REFERENCE_CHUNK rows
 * at a time; a product's rows stay in one sheet, which replaces the references of the products it names.
 */
async function seedReferences(target: ConstructorParameters<typeof ReferenceImport>[0], vocabularies: VocabularyLookup, kept: KeptReferences): Promise<void> {
  const byProduct = kept.products();
  for (let product = byProduct.next(); !product.done; ) {
    const chunk: string[][] = [];
    for (; !product.done && chunk.length < REFERENCE_CHUNK; product = byProduct.next()) chunk.push(...product.value);
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
