import { randomBytes } from 'node:crypto';
import type { DataSource, QueryRunner } from 'typeorm';
import type { IndexProgress } from '../../modules/items/search-engine';
import { readOwnWords } from './own-words';
import {
  SEARCH_DOCUMENT_COLUMNS,
  SEARCH_DOCUMENT_UPSERT,
  searchDocumentSelect,
  searchTermsSelect,
  searchWordsSelect,
  updateWhenChanged,
} from './search-document.sql';

/** Products per statement of a rebuild or a big index job: small enough that the connections finish close together. */
const BATCH = 20_000;
/**
 * Connections that derive search rows at once. A batch is the products' own words here (own-words.ts, about 0.6 s
 * for 20,000 products with their reading) and then one statement in PostgreSQL (about 1.5 s): two builders keep both
 * cores of the smallest machine we run on busy without starving the shop.
 */
const BUILDERS = 2;

/**
 * Index job for the PostgreSQL engine: re-derives these products' search rows (or drops them), BATCH products
 * per transaction on BUILDERS connections at once. Followers see each batch as it commits.
 */
export async function syncPostgresIndex(dataSource: DataSource, ids: number[], batch = BATCH): Promise<void> {
  const batches: number[][] = [];
  for (let i = 0; i < ids.length; i += batch) batches.push(ids.slice(i, i + batch));
  await inParallel(batches, (batch) => syncBatch(dataSource, batch));
}

async function syncBatch(dataSource: DataSource, ids: number[]): Promise<void> {
  await dataSource.transaction(async (m) => {
    await writeSearchRows(m, 'product_search', 'p.id = ANY($1::int[])', [ids], SEARCH_DOCUMENT_UPSERT);
    await m.query(
      `DELETE FROM product_search s WHERE s.product_id = ANY($1::int[])
         AND NOT EXISTS (SELECT 1 FROM products p WHERE p.id = s.product_id AND p.status = 'active')`,
      [ids],
    );
    // New words become suggestible at once; counts and vanished words are settled by the next rebuild.
    await m.query(
      `INSERT INTO search_terms (kind, term, display, products) ${searchTermsSelect('p.id = ANY($1::int[])')}
       ON CONFLICT (kind, term) DO NOTHING`,
      [ids],
    );
    await m.query(
      `INSERT INTO search_words (word, display, products) ${searchWordsSelect('p.id = ANY($1::int[])')}
       ON CONFLICT (word) DO NOTHING`,
      [ids],
    );
    await logIndexChanges(m, ids);
  });
}

/**
 * Derives the search rows of the active products matching `where` (a condition on `p` with `params`) into `into`,
 * with `upsert` as the conflict clause (empty for a table without rows of them). Returns how many products it derived
 * (a row that was already so is left as it is, SEARCH_DOCUMENT_UPSERT).
 */
export async function writeSearchRows(
  m: Pick<QueryRunner, 'query'>,
  into: string,
  where: string,
  params: unknown[],
  upsert: string,
): Promise<number> {
  const own = await readOwnWords(m, where, params);
  if (own.ids.length === 0) return 0;
  await m.query(`INSERT INTO ${into} (${SEARCH_DOCUMENT_COLUMNS}) ${searchDocumentSelect()} ${upsert}`, [own.ids, own.words, own.targets]);
  return own.ids.length;
}

/** Any constant shared by every writer of search_index_changes; the first half of "search_index_changes" in ASCII. */
const CHANGE_LOG_LOCK = 0x7365_6172_6368;

/**
 * Adds rows to the log other processes follow to update their in-memory facet copies (LiveFacets), as the last
 * step of the transaction that changed product_search (`null`: everything changed, reload). A follower reads
 * "revisions after the last one I saw", so revisions must become visible in the order they are numbered: two
 * index jobs running at once (two workers, or one worker's two slots) could otherwise commit 11 before 10, and a
 * follower that read 11 would never see 10. The lock, held until commit, numbers and commits one writer at a time.
 */
export async function logIndexChanges(m: Pick<QueryRunner, 'query'>, ids: (number | null)[]): Promise<void> {
  await m.query(`DELETE FROM search_index_changes WHERE changed_at < now() - interval '1 day'`);
  await m.query('SELECT pg_advisory_xact_lock($1)', [CHANGE_LOG_LOCK]);
  await m.query('INSERT INTO search_index_changes (product_id) SELECT unnest($1::int[])', [ids]);
}


/**
 * Re-derives every search row, BATCH products per statement on BUILDERS connections at once.
 * On an empty index (a fresh catalogue load) the rows are derived into an unlogged staging table, then
 * copied into product_search in one transaction with its secondary indexes dropped and built afterwards
 * (several times faster than maintaining them row by row; a crash half-way leaves the indexes in place).
 * Otherwise each batch is upserted in its own transaction, so searches keep answering from the old rows
 * until the new ones commit.
 */
export async function rebuildPostgresIndex(
  dataSource: DataSource,
  onProgress?: (progress: IndexProgress) => void,
  batch = BATCH,
): Promise<void> {
  const [{ min, max, total }] = await dataSource.query(
    `SELECT coalesce(min(id), 0) AS min, coalesce(max(id), -1) AS max, count(*)::int AS total FROM products WHERE status = 'active'`,
  );
  const empty = await indexIsEmpty(dataSource);
  const ranges: [number, number][] = [];
  for (let from = Number(min); from <= Number(max); from += batch) ranges.push([from, from + batch - 1]);
  let done = 0;
  onProgress?.({ done, total });
  const derive = async (into: string, upsert: string, [from, to]: [number, number]) => {
    const n = await dataSource.transaction(async (m) => {
      await planForBatch(m);
      return writeSearchRows(m, into, 'p.id BETWEEN $1 AND $2', [from, to], upsert);
    });
    done += n;
    onProgress?.({ done, total });
  };
  if (empty) await loadEmptyIndex(dataSource, (staging) => inParallel(ranges, (range) => derive(staging, '', range)));
  else {
    await inParallel(ranges, (range) => derive('product_search', SEARCH_DOCUMENT_UPSERT, range));
    await dataSource.query(
      `DELETE FROM product_search s WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.id = s.product_id AND p.status = 'active')`,
    );
  }
  await dataSource.transaction(async (m) => {
    await replaceTerms(m, 'search_terms', ['kind', 'term'], ['display', 'products'], searchTermsSelect());
    await replaceTerms(m, 'search_words', ['word'], ['display', 'products'], searchWordsSelect());
  });
  // Everything changed: followers reload. Log rows older than a day are of no use to anyone (an
  // idle follower reloads anyway), so they go with every write.
  await dataSource.transaction((m) => logIndexChanges(m, [null]));
  // A vacuum, not only statistics: it marks the new rows visible to all (the visibility map), so the first
  // searches neither write hint bits on every page they read nor skip index-only scans.
  await dataSource.query('VACUUM (ANALYZE) product_search');
  await dataSource.query('ANALYZE search_terms');
  await dataSource.query('ANALYZE search_words');
}

/**
 * Makes `table` hold the rows of `select` (in the order of `key`, then `values`), writing only what differs: a rebuild
 * of an unchanged catalogue writes nothing, and readers see the old rows until the transaction commits. Deleting
 * every row and inserting them again left a million products' 600,000 autocomplete terms as dead rows beside the new
 * ones in every rebuild until a vacuum (the table grew to 600 MB) and took 25 s, where inserting into an empty table
 * in key order takes 8 s.
 */
async function replaceTerms(m: Pick<QueryRunner, 'query'>, table: string, key: string[], values: string[], select: string): Promise<void> {
  const columns = [...key, ...values];
  const fresh = `${table}_fresh`;
  await m.query(`CREATE TEMPORARY TABLE ${fresh} (LIKE ${table}) ON COMMIT DROP`);
  await m.query(`INSERT INTO ${fresh} (${columns.join(', ')}) ${select}`);
  await m.query(
    `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${columns.join(', ')} FROM ${fresh} ORDER BY ${key.join(', ')}
     ON CONFLICT (${key.join(', ')}) ${updateWhenChanged(table, values)}`,
  );
  await m.query(
    `DELETE FROM ${table} t WHERE NOT EXISTS (SELECT 1 FROM ${fresh} f WHERE ${key.map((c) => `f.${c} = t.${c}`).join(' AND ')})`,
  );
}

/** Whether product_search holds no row (a fresh catalogue load, or the index was emptied). */
export async function indexIsEmpty(dataSource: DataSource): Promise<boolean> {
  const [{ empty }] = await dataSource.query('SELECT NOT EXISTS (SELECT 1 FROM product_search) AS empty');
  return empty;
}

/**
 * Settings for one rebuild batch's search-document statement (20,000 products), for the transaction only. The
 * planner guesses 200 rows for each DISTINCT of the statement and then compares every product's background
 * text with every distinct one (a nested loop, 9 million comparisons per batch) where a hash join reads each
 * once; its sorts spill to disk under the default work_mem. Not for the index job: a disabled nested loop adds
 * its penalty to the plan's cost, which lifts a one-product statement over jit_above_cost, and compiling it
 * took a second per job (search-misses.api-spec.ts then searched before the product was indexed).
 */
async function planForBatch(m: Pick<QueryRunner, 'query'>): Promise<void> {
  await m.query(`SET LOCAL work_mem = '64MB'`);
  await m.query('SET LOCAL enable_nestloop = off');
}

/** Runs `work` for every item, BUILDERS at a time (each takes its own pooled connection). */
async function inParallel<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const builder = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(BUILDERS, items.length) }, builder));
}

/** Fills an empty product_search: `fill` derives the rows into a staging table, copied in here in one transaction. */
async function loadEmptyIndex(dataSource: DataSource, fill: (staging: string) => Promise<void>): Promise<void> {
  // Unlogged (nothing to replay after a crash) and named per run: two rebuilds never share one.
  const staging = `product_search_staging_${randomBytes(6).toString('hex')}`;
  await dataSource.query(`CREATE UNLOGGED TABLE ${staging} (LIKE product_search INCLUDING DEFAULTS)`);
  const runner = dataSource.createQueryRunner();
  try {
    await fill(staging);
    await runner.startTransaction();
    await runner.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    await runner.query(`SET LOCAL work_mem = '256MB'`);
    const saved = await dropSecondaryIndexes(runner);
    // Rows of one gene, then of one target, side by side: a word's hits are then read from few pages. In the order
    // the batches derive them (by id) H3C1's 34,507 hits at a million products lay on 31,335 pages and a cold read took
    // 754 ms; in this order 6,623 pages and 248 ms. The sort costs about 12 s at a million products.
    await runner.query(
      `INSERT INTO product_search (${SEARCH_DOCUMENT_COLUMNS}) SELECT ${SEARCH_DOCUMENT_COLUMNS} FROM ${staging} ORDER BY gene_key, target, product_id`,
    );
    for (const definition of saved) await runner.query(definition);
    await runner.commitTransaction();
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    throw error;
  } finally {
    await runner.release();
    await dataSource.query(`DROP TABLE IF EXISTS ${staging}`);
  }
}

async function dropSecondaryIndexes(runner: QueryRunner): Promise<string[]> {
  const rows: { name: string; definition: string }[] = await runner.query(
    `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename = 'product_search'
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
  );
  for (const row of rows) await runner.query(`DROP INDEX "${row.name}"`);
  return rows.map((r) => r.definition);
}
