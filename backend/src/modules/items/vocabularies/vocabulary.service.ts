import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  FACET_FIELDS,
  foldedSpelling,
  type ManagedValue,
  spellingKey,
  VOCABULARY_NAMES,
  VocabularyLookup,
  VocabularyName,
  VocabularyValue,
} from '@shop/contract';
import { DataSource, EntityManager } from 'typeorm';
import { RecentAnswers } from '../../../cache/recent-answers';
import { SharedCaches } from '../../../cache/shared-caches';
import { SEARCH_ENGINE, SearchEngine } from '../search-engine';
import { LocalizedException } from '../../../http/localized-exception';
import { CatalogueChangesService } from '../catalogue-changes/catalogue-changes.service';
import { VOCABULARY_MESSAGES as M } from './vocabulary-messages';
import { moveValue, placesOf, productsWith } from './vocabulary-usage.sql';
import type { SqlQuery } from '../../../database/sql-query';
import { insertValues } from './vocabulary-rows.sql';
import { LoadedVocabularies } from './loaded-vocabularies';

/**
 * Counts of a vocabulary that no filter has (the search tags): counted in the products table, at
 * most once per this time or change, not on every load of the page.
 */
const UNFILTERED_COUNTS_MS = 10 * 60_000;

/** Staff's changes to the vocabularies; every process reads the changed lists again (LoadedVocabularies). */
@Injectable()
export class VocabularyService {
  private readonly unfilteredCounts = new RecentAnswers<Map<string, number>>(UNFILTERED_COUNTS_MS);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly shared: SharedCaches,
    private readonly changes: CatalogueChangesService,
    private readonly loaded: LoadedVocabularies,
    @Inject(SEARCH_ENGINE) private readonly engine: SearchEngine,
  ) {
    shared.onDrop(() => this.unfilteredCounts.clear());
  }

  /** The lists as this process last read them. */
  get lookup(): VocabularyLookup {
    return this.loaded.lookup;
  }

  /** The lists read now (an import starts from them: a value staff added a moment ago counts). */
  fresh(): Promise<VocabularyLookup> {
    return this.loaded.fresh();
  }

  /** After values were added elsewhere (an import's transaction): every process reads the lists again. */
  async changed(): Promise<void> {
    await this.published();
  }

  /** Every process reads the lists again; this one before the caller answers (a search right after sees the change). */
  private async published(): Promise<void> {
    await this.shared.changed();
    await this.loaded.fresh();
  }

  /**
   * One vocabulary with each value's product count, retired values included (the staff page).
   * `exact` values are counted in the products table rather than taken from the search engine:
   * a merge's kept value, whose moved products the index queue has not reindexed yet.
   */
  async managed(name: string, exact: string[] = []): Promise<ManagedValue[]> {
    const vocabulary = known(name);
    const rows: Omit<ManagedValue, 'products'>[] = await this.dataSource.query(
      `SELECT key, label_zh AS zh, label_en AS en, synonyms, retired, position FROM vocabulary_values WHERE vocabulary = $1 ORDER BY position, id`,
      [vocabulary],
    );
    const counts = await this.productCounts(vocabulary);
    for (const key of exact) counts.set(key, await this.listedWith(vocabulary, key));
    return rows.map((r) => ({ ...r, products: counts.get(r.key) ?? 0 }));
  }

  async add(name: string, value: { key: string; zh?: string; en?: string; synonyms?: string[] }): Promise<void> {
    const vocabulary = known(name);
    const key = value.key.trim();
    if (!key || SEPARATORS.test(key) || (value.synonyms ?? []).some((s) => SEPARATORS.test(s))) throw new LocalizedException(M.badKey, HttpStatus.BAD_REQUEST);
    await this.dataSource.transaction(async (manager) => {
      await lockVocabulary(manager, vocabulary);
      await this.refuseTaken(manager, vocabulary, [key, ...(value.synonyms ?? [])], null);
      await insertValues((sql, p) => manager.query(sql, p), [{ vocabulary, key, zh: value.zh?.trim() || key, en: value.en?.trim() || key, synonyms: clean(value.synonyms) }]);
    });
    await this.published();
  }

  /** New labels and other spellings of a value; its key (what products store) stays. */
  async relabel(name: string, key: string, value: { zh?: string; en?: string; synonyms?: string[] }): Promise<void> {
    const vocabulary = known(name);
    if ((value.synonyms ?? []).some((s) => SEPARATORS.test(s))) throw new LocalizedException(M.badKey, HttpStatus.BAD_REQUEST);
    await this.dataSource.transaction(async (manager) => {
      await lockVocabulary(manager, vocabulary);
      await this.row(manager, vocabulary, key);
      if (value.synonyms) await this.refuseTaken(manager, vocabulary, value.synonyms, key);
      await manager.query(
        `UPDATE vocabulary_values SET label_zh = coalesce(nullif($3, ''), label_zh), label_en = coalesce(nullif($4, ''), label_en),
           synonyms = coalesce($5::text[], synonyms), updated_at = now() WHERE vocabulary = $1 AND key = $2`,
        [vocabulary, key, value.zh?.trim() ?? null, value.en?.trim() ?? null, value.synonyms ? clean(value.synonyms) : null],
      );
    });
    await this.published();
  }

  /** The display order: every key of the vocabulary, once. */
  async reorder(name: string, keys: string[]): Promise<void> {
    const vocabulary = known(name);
    await this.dataSource.transaction(async (manager) => {
      await lockVocabulary(manager, vocabulary);
      const stored: { key: string }[] = await manager.query('SELECT key FROM vocabulary_values WHERE vocabulary = $1', [vocabulary]);
      if (keys.length !== stored.length || new Set(keys).size !== keys.length || !stored.every((s) => keys.includes(s.key))) {
        throw new LocalizedException(M.badOrder, HttpStatus.BAD_REQUEST);
      }
      await manager.query(
        `UPDATE vocabulary_values v SET position = o.position, updated_at = now()
           FROM unnest($2::text[]) WITH ORDINALITY AS o(key, position) WHERE v.vocabulary = $1 AND v.key = o.key`,
        [vocabulary, keys],
      );
    });
    await this.published();
  }

  /**
   * `from` becomes `into` on every product (its columns, references and validation entries), and
   * `from`'s spellings become other spellings of `into` (a sheet still writing the old one is
   * read as the new one). The changed products are reindexed through the index queue.
   */
  async merge(name: string, from: string, into: string): Promise<{ products: number }> {
    const vocabulary = known(name);
    if (from === into) throw new LocalizedException(M.mergeSelf, HttpStatus.BAD_REQUEST);
    const ids = await this.dataSource.transaction(async (manager) => {
      await lockVocabulary(manager, vocabulary);
      const merged = await this.row(manager, vocabulary, from);
      if ((await this.row(manager, vocabulary, into)).retired) throw new LocalizedException(M.mergeIntoRetired(into), HttpStatus.CONFLICT);
      const changed = new Set<number>();
      for (const place of placesOf(vocabulary)) {
        for (const row of (await manager.query(moveValue(place), [from, into]))[0] ?? []) changed.add(row.id);
      }
      await manager.query('DELETE FROM vocabulary_values WHERE vocabulary = $1 AND key = $2', [vocabulary, from]);
      await manager.query(
        `UPDATE vocabulary_values SET synonyms = ARRAY(SELECT DISTINCT s FROM unnest(synonyms || $3::text[]) s WHERE lower(s) <> lower(key)), updated_at = now()
           WHERE vocabulary = $1 AND key = $2`,
        [vocabulary, into, [from, ...merged.synonyms]],
      );
      return [...changed];
    });
    await this.published();
    await this.changes.changed(ids);
    return { products: ids.length };
  }

  /** No longer offered or accepted; refused while any product carries the value. */
  async retire(name: string, key: string, retired = true): Promise<void> {
    const vocabulary = known(name);
    await this.dataSource.transaction(async (manager) => {
      await lockVocabulary(manager, vocabulary);
      await this.row(manager, vocabulary, key);
      if (retired) {
        const using = await this.usingProducts((sql, p) => manager.query(sql, p), vocabulary, key);
        if (using > 0) throw new LocalizedException(M.inUse(key, using), HttpStatus.CONFLICT);
      }
      await manager.query('UPDATE vocabulary_values SET retired = $3, updated_at = now() WHERE vocabulary = $1 AND key = $2', [vocabulary, key, retired]);
    });
    await this.published();
  }

  private async usingProducts(query: SqlQuery, vocabulary: VocabularyName, key: string): Promise<number> {
    const union = placesOf(vocabulary).map(productsWith).join(' UNION ');
    const [row] = await query(`SELECT count(*)::int AS n FROM (${union}) used`, [key]);
    return row.n;
  }

  /**
   * How many listed (active) products carry each value, without reading the products table at a
   * million products: a filter's vocabulary takes the search engine's counts for the whole
   * catalogue (the PostgreSQL engine's in-memory facet bitmaps, or one Elasticsearch aggregation),
   * the FACET_VALUES values with most products. Discontinued products are not counted; retiring a
   * value still checks every product (usingProducts).
   */
  private async productCounts(vocabulary: VocabularyName): Promise<Map<string, number>> {
    const facet = FACET_FIELDS.find((f) => f.vocabulary === vocabulary)?.wire;
    if (!facet) return this.unfilteredCounts.get(vocabulary, () => this.countInProducts(vocabulary));
    const catalogue = await this.engine.search({ word: null, filters: {}, page: 1, pageSize: 1 });
    return new Map(catalogue.facets[facet].map((c) => [c.value, c.count]));
  }

  /** The listed products carrying one value, counted in the table (its columns' indexes find them). */
  private async listedWith(vocabulary: VocabularyName, key: string): Promise<number> {
    const union = placesOf(vocabulary)
      .filter((p) => p.table === 'products')
      .map((p) => `${productsWith(p)} AND status = 'active'`)
      .join(' UNION ');
    if (!union) return 0;
    const [row] = await this.dataSource.query(`SELECT count(*)::int AS n FROM (${union}) listed`, [key]);
    return row.n;
  }

  /** The listed products carrying each value, counted in the table (a vocabulary no filter has). */
  private async countInProducts(vocabulary: VocabularyName): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    for (const place of placesOf(vocabulary).filter((p) => p.table === 'products')) {
      const value = place.many ? `unnest(${place.column})` : place.column;
      const rows: { key: string; n: number }[] = await this.dataSource.query(
        `SELECT v AS key, count(*)::int AS n FROM (SELECT ${value} AS v FROM products WHERE status = 'active') t GROUP BY v`,
      );
      for (const r of rows) counts.set(r.key, (counts.get(r.key) ?? 0) + r.n);
    }
    return counts;
  }

  private async row(manager: EntityManager, vocabulary: VocabularyName, key: string): Promise<VocabularyValue> {
    const [row] = await manager.query('SELECT key, synonyms, retired FROM vocabulary_values WHERE vocabulary = $1 AND key = $2', [vocabulary, key]);
    if (!row) throw new LocalizedException(M.unknownValue(key), HttpStatus.NOT_FOUND);
    return row;
  }

  /**
   * A new key or other spelling must not already name a value (its own excepted), nor differ from
   * one only in case, spaces or hyphens (foldedSpelling).
   */
  private async refuseTaken(manager: EntityManager, vocabulary: VocabularyName, spellings: string[], own: string | null): Promise<void> {
    const rows: { key: string; synonyms: string[] }[] = await manager.query('SELECT key, synonyms FROM vocabulary_values WHERE vocabulary = $1', [vocabulary]);
    for (const spelling of spellings.map((s) => s.trim()).filter(Boolean)) {
      for (const row of rows) {
        if (row.key === own) continue;
        if (spellingKey(row.key) === spellingKey(spelling)) throw new LocalizedException(M.exists(spelling, row.key), HttpStatus.CONFLICT);
        if (row.synonyms.some((s) => spellingKey(s) === spellingKey(spelling))) throw new LocalizedException(M.synonymTaken(spelling, row.key), HttpStatus.CONFLICT);
        if (foldedSpelling(row.key) === foldedSpelling(spelling)) throw new LocalizedException(M.nearDuplicate(spelling, row.key), HttpStatus.CONFLICT);
        const near = row.synonyms.find((s) => foldedSpelling(s) === foldedSpelling(spelling));
        if (near !== undefined) throw new LocalizedException(M.nearDuplicate(spelling, near), HttpStatus.CONFLICT);
      }
    }
  }
}

/** What sheet cells separate values with (several values, validation entries and their parts). */
const SEPARATORS = /[,;|]/;

function known(name: string): VocabularyName {
  const vocabulary = VOCABULARY_NAMES.find((n) => n === name);
  if (!vocabulary) throw new LocalizedException(M.unknownVocabulary(name), HttpStatus.NOT_FOUND);
  return vocabulary;
}

const clean = (synonyms: string[] | undefined): string[] => [...new Set((synonyms ?? []).map((s) => s.trim()).filter(Boolean))];

/** Changes to one vocabulary one at a time (positions and spellings are checked against what is stored). */
async function lockVocabulary(manager: EntityManager, vocabulary: VocabularyName): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext('vocabulary:' || $1))`, [vocabulary]);
}

