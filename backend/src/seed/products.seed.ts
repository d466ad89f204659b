import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DataSource } from 'typeorm';
import { generateCatalogue } from './catalogue/product-generator';
import type { CatalogueProduct } from './catalogue/types';
import { copyLine } from './copy-text';

const BATCH = 10_000;

const PRODUCT_COLUMNS = `id, catalogue_number, product_name, product_type, host, applications, reactivities, modification,
  conjugation, clonality, clone_number, isotype, light_chain_type, dilution_ratio, concentration, immunogen, specificity,
  form, buffer_system, storage, purification, molecular_weight, gene_name, alternative_names, background,
  subcellular_location, research_field, protein_name, entrez_gene_human, entrez_gene_mouse, entrez_gene_rat,
  swiss_prot_human, swiss_prot_mouse, swiss_prot_rat, search_tags, recommended_ids, image_seed`;

export interface LoadProgress {
  done: number;
  total: number;
}

export interface LoadOptions {
  /** Seed the pictures are rendered with (stored per product); null when pictures are not generated. */
  imageSeed: number | null;
  /** How many products the iterable yields, for progress only. */
  expected: number;
  onProgress?: (progress: LoadProgress) => void;
}

interface Batch {
  products: string;
  prices: string;
  images: string;
  size: number;
}

function toBatch(products: CatalogueProduct[], imageSeed: number | null): Batch {
  let productLines = '';
  let priceLines = '';
  let imageLines = '';
  for (const p of products) {
    productLines += copyLine([
      p.pid, p.catalogueNumber, p.productName, p.productType, p.host, p.applications, p.reactivities, p.modification,
      p.conjugation, p.clonality, p.cloneNumber, p.isotype, p.lightChainType, p.dilutionRatio, p.concentration,
      p.immunogen, p.specificity, p.form, p.bufferSystem, p.storage, p.purification, p.molecularWeight, p.geneName,
      p.alternativeNames, p.background, p.subcellularLocation, p.researchField, p.proteinName, p.entrezGeneHuman,
      p.entrezGeneMouse, p.entrezGeneRat, p.swissProtHuman, p.swissProtMouse, p.swissProtRat, p.searchTags,
      p.recommended, imageSeed,
    ]);
    p.prices.forEach((price, i) => {
      priceLines += copyLine([p.pid, i + 1, price.size, price.priceFen]);
    });
    p.images.forEach((image, i) => {
      imageLines += copyLine([p.pid, i + 1, image.path, image.description, image.descriptionEn]);
    });
  }
  return { products: productLines, prices: priceLines, images: imageLines, size: products.length };
}

function copyInto(client: PoolClient, target: string, data: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const stream = client.query(copyFrom(`COPY ${target} FROM STDIN`));
    stream.on('finish', resolve);
    stream.on('error', reject);
    stream.end(data);
  });
}

/**
 * Replaces the whole catalogue with these products, in one transaction: readers see the old
 * catalogue until the new one is complete. Rows go in with COPY in batches; the next batch is
 * generated while PostgreSQL stores the previous one. Rows of other tables that point at products
 * (baskets, reviews) are removed with them, as their products no longer exist.
 * The search index is not touched: run the engine's rebuild afterwards.
 */
export async function loadCatalogue(
  dataSource: DataSource,
  products: Iterable<CatalogueProduct>,
  options: LoadOptions,
): Promise<number> {
  const runner = dataSource.createQueryRunner();
  const client = (await runner.connect()) as PoolClient;
  let done = 0;
  try {
    await runner.startTransaction();
    await runner.query('TRUNCATE products, product_prices, product_images, product_search, search_terms CASCADE');
    // Checking each price and picture row's product one by one costs more than the COPY itself;
    // the constraints are re-added (and so checked in one pass) before the transaction commits.
    const foreignKeys: { table: string; name: string; definition: string }[] = await runner.query(
      `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS definition
         FROM pg_constraint WHERE contype = 'f' AND conrelid IN ('product_prices'::regclass, 'product_images'::regclass)`,
    );
    for (const fk of foreignKeys) await runner.query(`ALTER TABLE ${fk.table} DROP CONSTRAINT "${fk.name}"`);
    let storing: Promise<void> = Promise.resolve();
    const store = async (batch: Batch) => {
      await copyInto(client, `products (${PRODUCT_COLUMNS})`, batch.products);
      await copyInto(client, 'product_prices (product_id, option, size, price_fen)', batch.prices);
      await copyInto(client, 'product_images (product_id, position, path, description, description_en)', batch.images);
      done += batch.size;
      options.onProgress?.({ done, total: options.expected });
    };
    let pending: CatalogueProduct[] = [];
    for (const product of products) {
      pending.push(product);
      if (pending.length < BATCH) continue;
      const batch = toBatch(pending, options.imageSeed);
      pending = [];
      await storing;
      storing = store(batch);
      // Marked handled now; a failure still surfaces at the next await.
      storing.catch(() => undefined);
    }
    await storing;
    if (pending.length > 0) await store(toBatch(pending, options.imageSeed));
    for (const fk of foreignKeys) {
      await runner.query(`ALTER TABLE ${fk.table} ADD CONSTRAINT "${fk.name}" ${fk.definition}`);
    }
    // Products added later through the shop continue after the highest seeded pid.
    await runner.query(
      `SELECT setval(pg_get_serial_sequence('products', 'id'), greatest((SELECT max(id) FROM products), 1))`,
    );
    await runner.commitTransaction();
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    throw error;
  } finally {
    await runner.release();
  }
  await dataSource.query('ANALYZE products');
  await dataSource.query('ANALYZE product_prices');
  await dataSource.query('ANALYZE product_images');
  return done;
}

export interface SeedProductsOptions {
  /** Load again even when the same catalogue is already there. */
  force?: boolean;
  onProgress?: (progress: LoadProgress) => void;
}

/**
 * Loads the generated demo catalogue of `count` products from `seed`. Idempotent: when exactly
 * this catalogue is already loaded nothing changes (so restarting the demo keeps baskets and
 * orders); otherwise the catalogue is replaced. The search index is rebuilt by the caller.
 */
export async function seedProducts(
  dataSource: DataSource,
  count: number,
  seed: number,
  options: SeedProductsOptions = {},
): Promise<{ loaded: boolean; products: number }> {
  const [current] = await dataSource.query(
    `SELECT l.seed, l.products, (SELECT count(*)::int FROM products) AS present FROM catalogue_loads l`,
  );
  if (!options.force && current && current.seed === seed && current.products === count && current.present === count) {
    return { loaded: false, products: count };
  }
  const products = await loadCatalogue(dataSource, generateCatalogue(count, seed), {
    imageSeed: seed,
    expected: count,
    onProgress: options.onProgress,
  });
  await dataSource.query(
    `INSERT INTO catalogue_loads (id, seed, products) VALUES (true, $1, $2)
     ON CONFLICT (id) DO UPDATE SET seed = excluded.seed, products = excluded.products, loaded_at = now()`,
    [seed, count],
  );
  return { loaded: true, products };
}
