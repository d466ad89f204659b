import type { DataSource } from 'typeorm';
import { CatalogueImport, ImportReport, PictureSource, RowSource } from '../modules/items/catalogue/catalogue-import';
import { CatalogueWriter } from '../modules/items/catalogue/catalogue-writer';
import { formatYuan } from '../modules/items/catalogue/product-cells';
import { PRODUCT_FIELDS, ProductField } from '../modules/items/product-fields';
import { PictureStore, productPictureRoot, StoredPicture } from '../modules/items/pictures/picture-store';
import { uploadRoot } from '../uploads/upload-store';
import { generateCatalogue, generateProduct } from './catalogue/product-generator';
import { renderProductImageSvg } from './catalogue/product-images';
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
  constructor(private readonly store: PictureStore) {}

  async check(name: string) {
    return PICTURE_NAME.test(name) ? null : { zh: '不是生成的图片', en: 'not a generated picture' };
  }

  ingest(name: string): Promise<StoredPicture> {
    const [, seed, pid, n] = (PICTURE_NAME.exec(name) ?? []).map(Number);
    return this.store.ingestGenerated(renderProductImageSvg(pid, n, seed));
  }
}

/** A generated product as the sheet row the import reads. */
function productRow(p: CatalogueProduct, catalogueNumberOf: (pid: number) => string, seed: number): string[] {
  return (PRODUCT_FIELDS as readonly ProductField[]).map((field) => {
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
          .map((image, i) => [pictureName(seed, p.pid, i + 1), image.description, image.descriptionEn].map((t) => t.replace(/[\\;|]/g, (c) => `\\${c}`)).join('|'))
          .join(';');
      case 'status':
        return 'active';
      default: {
        const value = (p as unknown as Record<string, string | string[]>)[(field as { property: string }).property];
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
    await dataSource.query('TRUNCATE products, product_prices, product_images, product_search, search_terms RESTART IDENTITY CASCADE');
  }
  // Catalogue numbers are a pure function of (pid, seed); related products are written by number.
  const catalogueNumbers: string[] = [];
  for (const product of generateCatalogue(count, seed)) catalogueNumbers[product.pid] = product.catalogueNumber;
  const source: RowSource = {
    header: PRODUCT_FIELDS.map((f) => f.wire),
    rows: async function* () {
      for (let pid = 1; pid <= count; pid++) {
        yield { row: pid + 1, cells: productRow(generateProduct(pid, count, seed), (r) => catalogueNumbers[r], seed) };
      }
    },
  };
  const store = new PictureStore(options.pictureRoot ?? productPictureRoot(uploadRoot(process.env.UPLOAD_DIR)));
  const importer = new CatalogueImport({
    transaction: (work) => dataSource.transaction((manager) => work(new CatalogueWriter(manager))),
  });
  const { report } = await importer.run(source, new GeneratedPictures(store), {
    dryRun: false,
    expectedRows: count,
    onProgress: (p) => options.onProgress?.({ done: p.done, total: p.total }),
  });
  if (report.problemCount > 0) {
    const first = report.problems.slice(0, 5).map((p) => `row ${p.row}, column ${p.column}: ${p.message.en}`);
    throw new Error(`the demo catalogue does not pass the import's checks:\n${first.join('\n')}`);
  }
  await dataSource.query('ANALYZE products');
  return report;
}
