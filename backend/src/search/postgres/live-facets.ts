import { FACET_FIELDS, MULTI_VALUED_FACETS } from '@shop/contract';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { RoaringBitmap32 } from 'roaring';
import type { DataSource } from 'typeorm';
import { FacetMemory, FacetRow } from './facet-memory';
import { readFloat64s, readInt32s, readUint32s } from './packed-values';

/** A product's creation time in microseconds, exact in a double until year 2255. */
const CREATED_US = '(extract(epoch FROM created_at) * 1000000)::float8';
/** A product's filter attributes and sort keys (FacetRow). */
const FACET_ROW_COLUMNS = ['product_id', ...FACET_FIELDS.map((f) => f.column), 'citations', `${CREATED_US} AS created_us`].join(', ');
/** Products per statement of a load's sort keys (3 packed values of a few hundred kB), and per turn of a filter value's. */
const KEY_RANGE = 100_000;
const PRODUCT_KEYS_SQL = `
  SELECT string_agg(int4send(product_id), ''::bytea ORDER BY product_id) AS ids,
         string_agg(int4send(citations), ''::bytea ORDER BY product_id) AS citations,
         string_agg(float8send(${CREATED_US}), ''::bytea ORDER BY product_id) AS created
    FROM product_search WHERE product_id > $1 AND product_id <= $2`;
/** One filter's values, each with its products packed (a multi-valued filter's arrays unnested). */
const valueProductsSql = (column: string, multi: boolean) =>
  multi
    ? `SELECT v AS value, string_agg(int4send(s.product_id), ''::bytea) AS ids FROM product_search s, unnest(s.${column}) v GROUP BY v`
    : `SELECT ${column} AS value, string_agg(int4send(product_id), ''::bytea) AS ids FROM product_search GROUP BY ${column}`;

interface PackedKeys {
  ids: Buffer | null;
  citations: Buffer | null;
  created: Buffer | null;
}
interface PackedValue {
  value: string | null;
  ids: Buffer;
}

/** When a log row was written, in microseconds since 1970, as text (exact; part of LiveFacets.stamp). */
const WRITTEN_AT = '(extract(epoch FROM changed_at) * 1000000)::bigint::text';

/** How stale another process's index changes may be before a search looks for them. */
const POLL_MS = 1000;
/** More changes than this at once (or a rebuild) and the whole copy is reloaded instead. */
const MAX_INCREMENTAL = 5000;
/** A process idle longer than this may have missed log rows that were pruned: it reloads. */
const MAX_IDLE_MS = 60 * 60 * 1000;

/**
 * This process's FacetMemory, kept in line with product_search by following search_index_changes.
 * A search asks for `current()`: the first call loads the catalogue; later calls look at the log at
 * most once a second (one indexed query) and re-read only the products that changed.
 */
export class LiveFacets {
  private memory: FacetMemory | null = null;
  private revision = 0;
  /** When the log row of `revision` was written, in microseconds (see `stamp`). */
  private revisionAt = '';
  private loading: Promise<void> | null = null;
  private polling: Promise<void> | null = null;
  private polledAt = 0;
  /** Bumped whenever the copy changes, so caches derived from it know to drop their answers. */
  generation = 0;

  constructor(private readonly dataSource: DataSource) {}

  get loaded(): boolean {
    return this.memory !== null;
  }

  /**
   * The state of the index this copy follows, the same in every process that has followed the log as far: the latest
   * revision and when it was written (a database reseeded or restored counts revisions from 1 again, never at the
   * same instant). Null before the log has a row.
   */
  get stamp(): string | null {
    return this.revision > 0 ? `${this.revision}@${this.revisionAt}` : null;
  }

  async current(): Promise<FacetMemory> {
    if (!this.memory) await this.reload();
    if (Date.now() - this.polledAt >= POLL_MS) await this.poll();
    // A refresh under way (a change another process announced) is waited for: an answer read from the copy before
    // it would predate the change, and browse answers are kept for seconds.
    else if (this.polling) await this.polling;
    return this.memory as FacetMemory;
  }

  /** After a rebuild by this process: a loaded copy is reloaded (an unloaded one loads when first used). */
  async reloadIfLoaded(): Promise<void> {
    if (this.memory) await this.reload();
  }

  /** Reads the log now (after this process has changed the index itself). */
  async refreshNow(): Promise<void> {
    // A change announced while the copy loads may have committed after the load read the log's revision and some
    // of the catalogue: the log is read again once the load is done (a load is a dozen statements, not one).
    if (this.loading) await this.loading.catch(() => undefined);
    if (this.memory) await this.poll(true);
  }

  /** Makes sure these ids are in the copy (hits of a product indexed a moment ago elsewhere). */
  async include(ids: RoaringBitmap32): Promise<void> {
    const memory = this.memory;
    if (!memory) return;
    const missing = memory.missing(ids);
    const absent = missing.isEmpty ? [] : Array.from(missing.toUint32Array(MAX_INCREMENTAL));
    missing.dispose();
    if (absent.length > 0) await this.refresh(absent);
  }

  reload(): Promise<void> {
    this.loading ??= this.load().finally(() => (this.loading = null));
    return this.loading;
  }

  /**
   * The whole catalogue a column at a time: every product's id and sort keys packed in three values per range
   * of ids, then each filter value with its products packed in one value. A million products were a million row
   * objects before (12-17 s, and some 350 MB of garbage whose collection later held the event loop for hundreds
   * of milliseconds); each step here is one statement and one native call or a typed-array loop, with a turn of
   * the event loop between steps.
   */
  private async load(): Promise<void> {
    // The revision is read first: a change committed during the load is re-read by the next poll.
    const { revision, at } = await this.latestRevision();
    const memory = new FacetMemory();
    const [{ last }] = await this.dataSource.query('SELECT coalesce(max(product_id), 0) AS last FROM product_search');
    for (let after = 0; after < Number(last); after += KEY_RANGE) {
      const [keys]: PackedKeys[] = await this.dataSource.query(PRODUCT_KEYS_SQL, [after, after + KEY_RANGE]);
      if (keys.ids) memory.addProducts(readUint32s(keys.ids), readInt32s(keys.citations as Buffer), readFloat64s(keys.created as Buffer));
      await nextTurn();
    }
    for (const field of FACET_FIELDS) {
      const values: PackedValue[] = await this.dataSource.query(valueProductsSql(field.column, MULTI_VALUED_FACETS.has(field.wire)));
      for (const { value, ids } of values) {
        const products = readUint32s(ids);
        // A value most products carry (Human, WB) is added a slice at a time too.
        for (let from = 0; from < products.length; from += KEY_RANGE) {
          memory.addValue(field.wire, value ?? '', products.subarray(from, from + KEY_RANGE));
          await nextTurn();
        }
      }
    }
    this.memory = memory;
    this.revision = revision;
    this.revisionAt = at;
    this.polledAt = Date.now();
    this.generation++;
  }

  private poll(force = false): Promise<void> {
    if (this.polling) return this.polling;
    if (!force && Date.now() - this.polledAt < POLL_MS) return Promise.resolve();
    this.polling = this.readLog().finally(() => (this.polling = null));
    return this.polling;
  }

  private async readLog(): Promise<void> {
    if (Date.now() - this.polledAt > MAX_IDLE_MS) return this.reload();
    const rows: { revision: string; product_id: number | null; at: string }[] = await this.dataSource.query(
      `SELECT revision, product_id, ${WRITTEN_AT} AS at FROM search_index_changes WHERE revision > $1 ORDER BY revision LIMIT ${MAX_INCREMENTAL + 1}`,
      [this.revision],
    );
    this.polledAt = Date.now();
    if (rows.length === 0) return;
    if (rows.length > MAX_INCREMENTAL || rows.some((r) => r.product_id === null)) {
      // Searches keep using the old copy while the new one loads.
      void this.reload().catch(() => undefined);
      return;
    }
    await this.refresh([...new Set(rows.map((r) => r.product_id as number))]);
    // A reload that ended during the refresh may have read a newer revision already.
    const last = rows[rows.length - 1];
    if (Number(last.revision) > this.revision) {
      this.revision = Number(last.revision);
      this.revisionAt = last.at;
    }
  }

  private async refresh(ids: number[]): Promise<void> {
    const memory = this.memory;
    if (!memory) return;
    const rows: FacetRow[] = await this.dataSource.query(
      `SELECT ${FACET_ROW_COLUMNS} FROM product_search WHERE product_id = ANY($1::int[])`,
      [ids],
    );
    const found = new Set(rows.map((r) => r.product_id));
    memory.set(rows);
    for (const id of ids) if (!found.has(id)) memory.remove(id);
    this.generation++;
  }

  private async latestRevision(): Promise<{ revision: number; at: string }> {
    const [row] = await this.dataSource.query(
      `SELECT revision, ${WRITTEN_AT} AS at FROM search_index_changes ORDER BY revision DESC LIMIT 1`,
    );
    return row ? { revision: Number(row.revision), at: String(row.at) } : { revision: 0, at: '' };
  }
}
