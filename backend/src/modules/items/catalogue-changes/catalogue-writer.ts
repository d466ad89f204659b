import type { EntityManager } from 'typeorm';
import { catalogueKey } from '../catalogue-key';
import type { SqlQuery } from '../../../database/sql-query';
import { inTurn } from '../../../database/statements-in-turn';
import { isMultiValued, WRITABLE_ATTRIBUTE_FIELDS as ATTRIBUTE_FIELDS } from '@shop/contract';
import type { PictureRecord, PriceOptionRecord, ProductPatch, ProductRecord } from './product-record';
import { RECORD_SELECT, StoredRecord, toStoredRecord } from './product-record.sql';
import { cellsByColumn } from './product-cells';
import { newProductEvidence, refreshResearchColumnsOf } from '../evidence/research-columns.sql';

/** A product to write: its patch with pictures already resolved to stored files. */
export interface ProductChange {
  key: string;
  patch: ProductPatch;
  /** Replaces the pictures when set. */
  pictures?: PictureRecord[];
}

export interface BatchOutcome {
  created: number[];
  updated: number[];
  unchanged: number;
  /** Active products this batch discontinued. */
  discontinued: number;
  /** For each updated product, the sheet columns that change (old → new), in `updated`'s order. */
  changes: ProductChanges[];
}

/** What an update does to one product, column by column as the sheet writes it. */
export interface ProductChanges {
  catno: string;
  fields: { column: string; old: string; new: string }[];
}

/** Long cells (a background, a validation list) are shown cut: the report says what changed, not the whole text. */
const SHOWN_CHARS = 300;
const shown = (text: string) => (text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}…` : text);

/** The sheet cells that differ between two versions of a product. */
function changedCells(before: ProductRecord, after: ProductRecord): ProductChanges['fields'] {
  const old = cellsByColumn(before);
  const now = cellsByColumn(after);
  return Object.keys(now).filter((column) => old[column] !== now[column]).map((column) => ({ column, old: shown(old[column]), new: shown(now[column]) }));
}

// Text arrays cross the wire joined by the unit separator, which no accepted text contains.
const SEPARATOR = '\u001f';
const ATTRIBUTE_COLUMNS = ATTRIBUTE_FIELDS.map((f) => f.column);

function emptyRecord(): ProductRecord {
  const attributes: Record<string, unknown> = {};
  for (const field of ATTRIBUTE_FIELDS) attributes[field.property] = isMultiValued(field) ? [] : field.kind === 'status' ? 'active' : '';
  return { attributes: attributes as ProductRecord['attributes'], recommend: [], prices: [], images: [], validation: [] };
}

/** The patch laid over what is stored (or over an empty product). */
export function mergePatch(stored: ProductRecord | undefined, change: ProductChange): ProductRecord {
  const base = stored ?? emptyRecord();
  const prices = new Map<number, PriceOptionRecord>(base.prices.map((p) => [p.option, { ...p }]));
  for (const [key, parts] of Object.entries(change.patch.prices ?? {})) {
    const option = Number(key) as 1 | 2 | 3;
    const current = prices.get(option);
    const size = parts.size ?? current?.size ?? '';
    const priceFen = parts.priceFen === undefined ? current?.priceFen ?? null : parts.priceFen;
    if (priceFen === null || size === '') prices.delete(option);
    else prices.set(option, { option, size, priceFen });
  }
  return {
    attributes: { ...base.attributes, ...change.patch.attributes },
    recommend: change.patch.recommend ?? base.recommend,
    prices: [...prices.values()].sort((a, b) => a.option - b.option),
    images: change.pictures ?? base.images,
    validation: change.patch.validation ?? base.validation,
  };
}

function comparable(record: ProductRecord): string {
  return JSON.stringify([
    ATTRIBUTE_FIELDS.map((f) => record.attributes[f.property as keyof ProductRecord['attributes']]),
    record.recommend.map(catalogueKey),
    record.prices.map((p) => [p.option, p.size, p.priceFen]),
    record.images.map((i) => [i.file, i.originalName, i.caption, i.captionEn]),
    record.validation.map((e) => [e.application, e.species, e.kind, e.figure, e.note, e.noteEn]),
  ]);
}

const columnValues = (records: ProductRecord[], property: string, multi: boolean) =>
  records.map((r) => {
    const value = (r.attributes as Record<string, string | string[]>)[property];
    return multi ? (value as string[]).join(SEPARATOR) : value;
  });

/** A text array sent joined by SEPARATOR (`value`, an unnested column), as a text[] again. */
const joinedArray = (value: string) => `CASE WHEN ${value} = '' THEN '{}'::text[] ELSE string_to_array(${value}, E'\\x1f') END`;

/** `unnest` parameter casts, and the expression turning each unnested column back into its type. */
const ATTRIBUTE_INPUTS = ATTRIBUTE_FIELDS.map((f, i) => ({
  column: f.column,
  property: f.property,
  multi: isMultiValued(f),
  expression: isMultiValued(f) ? joinedArray(`v.c${i}`) : `v.c${i}`,
}));
const UNNEST_COLUMNS = ATTRIBUTE_INPUTS.map((_, i) => `c${i}`).join(', ');

/**
 * Writes products by catalogue number in batches, inside the caller's transaction: a product the
 * batch does not change is not written at all (its updated_at stays), new ones get fresh pids.
 * Related products are linked by catalogue number at the end (`linkRelated`), once every product
 * of the transaction exists. The staff editor, the sheet import and the demo seed all write here.
 */
export class CatalogueWriter {
  private linksPrepared = false;
  private linksQueued = 0;
  private researchPrepared = false;
  private researchPending = 0;
  private jitOff = false;
  /**
   * The transaction's connection, one statement at a time: the import asks for the next batch's read, and begins
   * the next batch's write, while this one's statements run (import-pipeline.ts).
   */
  private readonly sql: SqlQuery;

  constructor(manager: EntityManager) {
    this.sql = inTurn((sql, parameters) => manager.query(sql, parameters));
  }

  /** A read inside the writer's transaction, without JIT like the writer's own. */
  async query(sql: string, parameters?: unknown[]): Promise<any[]> { // eslint-disable-line @typescript-eslint/no-explicit-any
    await this.withoutJit();
    return this.sql(sql, parameters);
  }

  async read(keys: string[]): Promise<Map<string, StoredRecord>> {
    if (keys.length === 0) return new Map();
    await this.withoutJit();
    const rows: Record<string, unknown>[] = await this.sql(`${RECORD_SELECT} WHERE p.catalogue_key = ANY($1::text[])`, [keys]);
    return new Map(rows.map((row) => [String(row.catalogue_key), toStoredRecord(row)]));
  }

  /** `stored`: what `read` returned for these keys, when the caller has already read them. */
  async write(changes: ProductChange[], stored?: Map<string, StoredRecord>): Promise<BatchOutcome> {
    stored ??= await this.read(changes.map((c) => c.key));
    const created: { key: string; record: ProductRecord }[] = [];
    const updated: { id: number; record: ProductRecord; relinks: boolean }[] = [];
    const described: ProductChanges[] = [];
    let discontinued = 0;
    for (const change of changes) {
      const before = stored.get(change.key);
      const after = mergePatch(before?.record, change);
      if (!before) {
        created.push({ key: change.key, record: after });
      } else if (comparable(after) !== comparable(before.record)) {
        updated.push({ id: before.id, record: after, relinks: JSON.stringify(after.recommend.map(catalogueKey)) !== JSON.stringify(before.record.recommend.map(catalogueKey)) });
        described.push({ catno: before.record.attributes.catalogueNumber, fields: changedCells(before.record, after) });
        if (before.record.attributes.status === 'active' && after.attributes.status === 'discontinued') discontinued++;
      }
    }
    const createdIds = await this.insert(created.map((c) => c.record));
    await this.update(updated);
    const touched = [...createdIds, ...updated.map((u) => u.id)];
    const records = [...created.map((c) => c.record), ...updated.map((u) => u.record)];
    await this.replaceSatellites(touched, records, updated.map((u) => u.id));
    await this.queueLinks([
      ...createdIds.map((id, i) => ({ id, keys: created[i].record.recommend.map(catalogueKey) })).filter((l) => l.keys.length > 0),
      ...updated.filter((u) => u.relinks).map((u) => ({ id: u.id, keys: u.record.recommend.map(catalogueKey) })),
    ]);
    return { created: createdIds, updated: updated.map((u) => u.id), unchanged: changes.length - touched.length, discontinued, changes: described };
  }

  /**
   * Right after a bulk load the planner's statistics are stale; it then overestimates these small
   * batch statements by orders of magnitude and spends ~0.4 s compiling each with JIT (measured on a
   * million-row import: 440 ms of 455 ms per batch). Batches are small and indexed: no JIT here.
   */
  private async withoutJit(): Promise<void> {
    if (this.jitOff) return;
    await this.sql('SET LOCAL jit = off');
    this.jitOff = true;
  }

  /**
   * Once every product of the transaction is written: the derived research columns of the products
   * that may have changed evidence are computed in one set-wise statement, then related lists are
   * linked. Returns the products whose related list was (re)linked.
   */
  async finish(): Promise<number[]> {
    await this.refreshResearch();
    return this.linkRelated();
  }

  /** Many written products: fresh planner statistics first, the load changed the tables by orders of magnitude. */
  private static readonly ANALYSE_FROM = 5000;

  private async refreshResearch(): Promise<void> {
    if (this.researchPending === 0) return;
    await refreshResearchColumnsOf(this.sql, 'pending_research', this.researchPending >= CatalogueWriter.ANALYSE_FROM);
    await this.sql('TRUNCATE pending_research');
    this.researchPending = 0;
  }

  /** Points the queued products' related lists at the products those catalogue numbers now have. */
  private async linkRelated(): Promise<number[]> {
    if (!this.linksPrepared) return [];
    if (this.linksQueued >= CatalogueWriter.ANALYSE_FROM) await this.sql('ANALYZE pending_links, products');
    const rows: { id: number }[] = await this.sql(`
      WITH linked AS (UPDATE products p SET recommended_ids = r.ids, updated_at = now()
        FROM (SELECT l.product_id, coalesce(array_agg(t.id ORDER BY k.ord) FILTER (WHERE t.id IS NOT NULL AND t.id <> l.product_id), '{}') AS ids
                FROM pending_links l
                LEFT JOIN LATERAL unnest(l.keys) WITH ORDINALITY k(key, ord) ON true
                LEFT JOIN products t ON t.catalogue_key = k.key
               GROUP BY l.product_id) r
       WHERE p.id = r.product_id AND p.recommended_ids IS DISTINCT FROM r.ids
      RETURNING p.id) SELECT id FROM linked`);
    await this.sql('TRUNCATE pending_links');
    this.linksQueued = 0;
    return rows.map((r) => r.id);
  }

  /** New products, with their derived evidence column (newProductEvidence: nothing else can name them yet). */
  private async insert(records: ProductRecord[]): Promise<number[]> {
    if (records.length === 0) return [];
    const evidence = records.map((r) => newProductEvidence(r.validation.map((e) => e.kind)).join(SEPARATOR));
    const n = ATTRIBUTE_INPUTS.length;
    const rows: { id: number }[] = await this.sql(
      `INSERT INTO products (${ATTRIBUTE_COLUMNS.join(', ')}, evidence)
       SELECT ${ATTRIBUTE_INPUTS.map((a) => a.expression).join(', ')}, ${joinedArray('v.evidence')}
         FROM unnest(${ATTRIBUTE_INPUTS.map((_, i) => `$${i + 1}::text[]`).join(', ')}, $${n + 1}::text[]) WITH ORDINALITY AS v(${UNNEST_COLUMNS}, evidence, ord)
        ORDER BY v.ord
       RETURNING id`,
      [...ATTRIBUTE_INPUTS.map((a) => columnValues(records, a.property, a.multi)), evidence],
    );
    return rows.map((r) => r.id);
  }

  private async update(changes: { id: number; record: ProductRecord }[]): Promise<void> {
    if (changes.length === 0) return;
    const records = changes.map((c) => c.record);
    await this.sql(
      `UPDATE products p SET ${ATTRIBUTE_INPUTS.map((a) => `${a.column} = ${a.expression}`).join(', ')}, updated_at = now()
         FROM unnest($1::int[], ${ATTRIBUTE_INPUTS.map((_, i) => `$${i + 2}::text[]`).join(', ')}) AS v(id, ${UNNEST_COLUMNS})
        WHERE p.id = v.id`,
      [changes.map((c) => c.id), ...ATTRIBUTE_INPUTS.map((a) => columnValues(records, a.property, a.multi))],
    );
  }

  /** `existing`: the ids that may already have prices and pictures (new products have none to delete). */
  private async replaceSatellites(ids: number[], records: ProductRecord[], existing: number[]): Promise<void> {
    if (ids.length === 0) return;
    // Skipping the delete for new products matters: during a bulk load the planner has no statistics
    // for the growing price table and scans it whole for each batch (86 s of a million-row import).
    if (existing.length > 0) {
      await this.sql('DELETE FROM product_prices WHERE product_id = ANY($1::int[])', [existing]);
      await this.sql('DELETE FROM product_images WHERE product_id = ANY($1::int[])', [existing]);
      await this.sql('DELETE FROM product_evidence WHERE product_id = ANY($1::int[])', [existing]);
    }
    const prices = records.flatMap((r, i) => r.prices.map((p) => [ids[i], p.option, p.size, p.priceFen] as const));
    if (prices.length > 0) {
      await this.sql(
        `INSERT INTO product_prices (product_id, option, size, price_fen)
         SELECT * FROM unnest($1::int[], $2::smallint[], $3::text[], $4::int[])`,
        [0, 1, 2, 3].map((k) => prices.map((p) => p[k])),
      );
    }
    const images = records.flatMap((r, i) => r.images.map((p, n) => [ids[i], n + 1, p.file, p.originalName, p.caption, p.captionEn] as const));
    if (images.length > 0) {
      await this.sql(
        `INSERT INTO product_images (product_id, position, file, original_name, description, description_en)
         SELECT * FROM unnest($1::int[], $2::smallint[], $3::text[], $4::text[], $5::text[], $6::text[])`,
        [0, 1, 2, 3, 4, 5].map((k) => images.map((p) => p[k])),
      );
    }
    const evidence = records.flatMap((r, i) =>
      r.validation.map((e, n) => [ids[i], n + 1, e.application, e.species, e.kind, e.figure || null, e.note, e.noteEn] as const),
    );
    if (evidence.length > 0) {
      await this.sql(
        `INSERT INTO product_evidence (product_id, position, application, species, kind, figure_file, note, note_en)
         SELECT * FROM unnest($1::int[], $2::smallint[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])`,
        [0, 1, 2, 3, 4, 5, 6, 7].map((k) => evidence.map((p) => p[k])),
      );
    }
    // New products were inserted with their derived columns (insert); only changed ones are derived again.
    await this.queueResearch(existing);
  }

  /** Products whose research columns `finish` derives again. */
  private async queueResearch(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    if (!this.researchPrepared) {
      await this.sql('CREATE TEMP TABLE IF NOT EXISTS pending_research (id integer PRIMARY KEY) ON COMMIT DROP');
      this.researchPrepared = true;
    }
    await this.sql('INSERT INTO pending_research (id) SELECT unnest($1::int[]) ON CONFLICT DO NOTHING', [ids]);
    this.researchPending += ids.length;
  }

  private async queueLinks(links: { id: number; keys: string[] }[]): Promise<void> {
    if (links.length === 0) return;
    if (!this.linksPrepared) {
      await this.sql('CREATE TEMP TABLE IF NOT EXISTS pending_links (product_id integer PRIMARY KEY, keys text[] NOT NULL) ON COMMIT DROP');
      this.linksPrepared = true;
    }
    await this.sql(
      `INSERT INTO pending_links (product_id, keys)
       SELECT id, string_to_array(k, E'\\x1f') FROM unnest($1::int[], $2::text[]) AS v(id, k)
       ON CONFLICT (product_id) DO UPDATE SET keys = excluded.keys`,
      [links.map((l) => l.id), links.map((l) => l.keys.join(SEPARATOR))],
    );
    this.linksQueued += links.length;
  }
}
