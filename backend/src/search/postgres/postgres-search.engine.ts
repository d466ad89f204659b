import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Facet, FacetCount, FACETS, normaliseFacetCounts } from '@shop/contract';
import { RecentAnswers } from '../../cache/recent-answers';
import { RelatedRequest, SECONDARY_ANTIBODY } from '../../modules/items/related-request';
import { pickRelated, RELATED_CANDIDATES, RelatedCandidate, relatedPlan } from '../related-products';
import type { IndexProgress, SearchCount, SearchEngine, SearchRequest, SearchResponse, Suggestion } from '../../modules/items/search-engine';
import { catalogueKeyPrefix, correctableWords, MIN_PREFIX_LENGTH, parseSearchText, phraseOf, rridKey, SearchText, wordsOf } from '../search-text';
import { correctedInput, isCorrectable } from '../typo-correction';
import { facetedSearchSql, tsqueryFor, WordMatch, wordHitsSql } from './faceted-search.sql';
import { LiveFacets } from './live-facets';
import { RankedHits, rankedHits, RankGroupRow } from './ranked-hits';
import { RANK } from '../relevance';
import { SuggestionIndex } from './suggestion-index';
import { indexIsEmpty, rebuildPostgresIndex, syncPostgresIndex } from './postgres-index';
import { TypoVocabulary } from './typo-vocabulary';
import { WordHitsCache } from './word-hits-cache';
import { KeptCounts } from './kept-counts';
import type { SharedWordHits } from './shared-word-hits';

/** Words whose ordered hits are remembered (see WordHitsCache). */
const WORD_CACHE_ENTRIES = Number(process.env.SEARCH_WORD_CACHE_ENTRIES ?? 500);
/**
 * Sets of filters whose counts are kept per word (a researcher narrows a word a chip at a time), and for the whole
 * catalogue (filters without a word: the category pages and the filter panel's own clicks). A set is ~150 values.
 */
const COUNTS_PER_WORD = 8;
const CATALOGUE_COUNTS = 64;
/** Secondaries per host species change with the catalogue only: one read serves every primary of that host for this long. */
const SECONDARIES_CACHE_MS = 30_000;

interface SearchRow {
  total: number;
  ids: number[];
  [facet: string]: unknown;
}

/** Changed products above which an index job on an empty index builds it as a rebuild does. */
const FIRST_LOAD_AS_REBUILD = 20_000;

/**
 * The default engine: no service besides the shop's own database. The index is `product_search`
 * (tsvector + filter columns, GIN) and `search_terms` (vocabulary for autocomplete and typos).
 * PostgreSQL finds and ranks a word's hits; filtering, sorting, paging and the facet counts run in
 * this process over an in-memory copy of every product's filter attributes and sort keys (LiveFacets), which
 * follows index changes from any process through search_index_changes.
 */
@Injectable()
export class PostgresSearchEngine implements SearchEngine {
  readonly name = 'postgres' as const;

  private readonly facets: LiveFacets;
  private readonly wordHits = new WordHitsCache(WORD_CACHE_ENTRIES);
  private readonly hitsBeingRead = new Map<string, Promise<RankedHits>>();
  private readonly catalogueCounts = new KeptCounts(CATALOGUE_COUNTS);
  private readonly vocabulary: TypoVocabulary;
  private vocabularyGeneration = -1;
  private readonly secondaries = new RecentAnswers<RelatedCandidate[]>(SECONDARIES_CACHE_MS, 200);
  private suggestions: { index: SuggestionIndex; generation: number } | null = null;
  private suggestionsLoading: Promise<void> | null = null;
  /** Set once the first load of the autocomplete index has ended, loaded or not. */
  private suggestionsTried = false;

  /** `shared`: word hits shared with the other processes through Redis (the web processes have it; commands do not). */
  constructor(
    private readonly dataSource: DataSource,
    private readonly shared: SharedWordHits | null = null,
  ) {
    this.facets = new LiveFacets(dataSource);
    this.vocabulary = new TypoVocabulary(dataSource);
  }

  /** Loads the in-memory copy and the prefix index ahead of the first search (the web process calls this at start). */
  async warmUp(): Promise<void> {
    await this.facets.reload();
    await this.suggestionIndex();
  }

  async followChanges(): Promise<void> {
    this.secondaries.clear();
    await this.facets.refreshNow();
  }

  /**
   * Whether the in-memory copy and the autocomplete index are loaded (or the latter's load failed: the SQL answers).
   * Readiness waits for both: at a million products the index's load is a dozen statements a balancer should not
   * send searches to compete with.
   */
  loaded(): boolean {
    if (!this.facets.loaded) {
      void this.facets.reload().catch(() => undefined);
      return false;
    }
    if (this.suggestionsTried) return true;
    void this.suggestionIndex().catch(() => undefined);
    return false;
  }

  async ping(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }

  async search(request: SearchRequest): Promise<SearchResponse> {
    const text = parseSearchText(request.word);
    const first = await this.run(request, text ? wordMatch(text) : null);
    if (first.total > 0 || !text) return first;

    const correction = await this.correction(request.word as string, text);
    const corrected = correction ? parseSearchText(correction) : null;
    if (!corrected) return first;
    const second = await this.run(request, wordMatch(corrected));
    return second.total > 0 ? { ...second, corrected: true, correction } : first;
  }

  async count(request: Pick<SearchRequest, 'word' | 'filters'>): Promise<SearchCount> {
    const text = parseSearchText(request.word);
    const first = await this.countOf(request, text ? wordMatch(text) : null);
    if (first.total > 0 || !text) return first;
    // As search() does: a word nothing matches is counted as the catalogue writes it.
    const correction = await this.correction(request.word as string, text);
    const corrected = correction ? parseSearchText(correction) : null;
    if (!corrected) return first;
    const second = await this.countOf(request, wordMatch(corrected));
    return second.total > 0 ? { ...second, corrected: true } : first;
  }

  private async countOf(request: Pick<SearchRequest, 'filters'>, word: WordMatch | null): Promise<SearchCount> {
    const memory = await this.facets.current();
    const candidates = word ? await this.hitsOf(word) : null;
    const { total, best } = memory.count(candidates, request.filters);
    return { total, ...(candidates && total > 0 ? { named: (best ?? 0) >= RANK.fields } : {}) };
  }

  async related(of: RelatedRequest): Promise<number[]> {
    const plan = relatedPlan(of);
    const columns = 'product_id AS pid, host, conjugation, modification';
    const sameTarget: RelatedCandidate[] = plan.target
      ? await this.dataSource.query(
          `SELECT ${columns} FROM product_search WHERE target = $1 AND product_id <> $2 ORDER BY product_id LIMIT ${RELATED_CANDIDATES}`,
          [plan.target, of.pid],
        )
      : plan.sameSpecies
        ? await this.secondariesAgainst(plan.sameSpecies)
        : [];
    const secondaries = plan.secondariesFor ? await this.secondariesAgainst(plan.secondariesFor) : [];
    return pickRelated(of, sameTarget, secondaries);
  }

  /** Secondary antibodies against any of these species, one per conjugate and host, in pid order. */
  private secondariesAgainst(species: string[]): Promise<RelatedCandidate[]> {
    return this.secondaries.get(JSON.stringify([...species].sort()), async () => {
      const rows: RelatedCandidate[] = await this.dataSource.query(
        `SELECT DISTINCT ON (conjugation, host) product_id AS pid, host, conjugation, modification FROM product_search
          WHERE product_type = $1 AND reactivities && $2::text[] ORDER BY conjugation, host, product_id`,
        [SECONDARY_ANTIBODY, species],
      );
      return rows.sort((a, b) => a.pid - b.pid);
    });
  }

  async suggest(prefix: string, limit: number): Promise<Suggestion[]> {
    const typed = suggestionPrefix(prefix);
    if (!typed) return [];
    const index = await this.suggestionIndex();
    const terms = index ? index.suggest(typed, limit) : await this.termSuggestionsInSql(typed, limit);
    return this.withCatalogueNumbers(typed, terms, limit);
  }

  /**
   * The prefix index when it follows the catalogue's latest change; null while a newer one loads
   * (the SQL answers meanwhile). The first call waits for the first load.
   */
  private async suggestionIndex(): Promise<SuggestionIndex | null> {
    await this.facets.current(); // follows index changes from any process, like searches
    const generation = this.facets.generation;
    if (this.suggestions?.generation === generation) return this.suggestions.index;
    this.suggestionsLoading ??= SuggestionIndex.load(this.dataSource)
      .then((index) => void (this.suggestions = { index, generation }))
      .catch((error: Error) => new Logger('Search').warn(`Autocomplete index not loaded (SQL answers): ${error.message}`))
      .finally(() => {
        this.suggestionsLoading = null;
        this.suggestionsTried = true;
      });
    if (!this.suggestions) await this.suggestionsLoading;
    return this.suggestions?.generation === generation ? this.suggestions.index : null;
  }

  /** The reference the prefix index answers like: gene symbols before aliases before names; exact before longer; used-by-many first. */
  async termSuggestionsInSql(typed: string, limit: number): Promise<Suggestion[]> {
    const like = `${typed.replace(/[\\%_]/g, '\\$&')}%`;
    return this.dataSource.query(
      `SELECT display AS text, kind FROM search_terms WHERE term LIKE $1
        ORDER BY (term = $2) DESC, CASE kind WHEN 'gene' THEN 0 WHEN 'alias' THEN 1 ELSE 2 END, products DESC, term
        LIMIT $3`,
      [like, typed, limit],
    );
  }

  /** Catalogue numbers the input begins (an index range in PostgreSQL), ahead of the terms. */
  private async withCatalogueNumbers(typed: string, terms: Suggestion[], limit: number): Promise<Suggestion[]> {
    const key = typed.replace(/[^a-z0-9]/g, '');
    const catalogue: { display: string }[] =
      key.length >= 2 && /\d/.test(key)
        ? await this.dataSource.query(
            `SELECT p.catalogue_number AS display FROM product_search s JOIN products p ON p.id = s.product_id
              WHERE s.catalogue_key LIKE $1 ORDER BY s.catalogue_key LIMIT $2`,
            [`${key}%`, limit],
          )
        : [];
    // A typed catalogue number is almost certainly one: its completions go first.
    const merged: Suggestion[] = [...catalogue.map((c) => ({ text: c.display, kind: 'catalogue' as const })), ...terms];
    const seen = new Set<string>();
    return merged.filter((s) => !seen.has(s.text.toLowerCase()) && seen.add(s.text.toLowerCase())).slice(0, limit);
  }

  async syncProducts(ids: number[]): Promise<void> {
    // A first load (an import into an empty index) goes the rebuild's way: rows staged, indexes built once after.
    if (ids.length > FIRST_LOAD_AS_REBUILD && (await indexIsEmpty(this.dataSource))) return this.rebuild();
    await syncPostgresIndex(this.dataSource, ids);
    this.secondaries.clear();
    await this.facets.refreshNow();
  }

  async rebuild(onProgress?: (progress: IndexProgress) => void): Promise<void> {
    await rebuildPostgresIndex(this.dataSource, onProgress);
    this.secondaries.clear();
    await this.facets.reloadIfLoaded();
  }

  private async run(request: SearchRequest, word: WordMatch | null): Promise<SearchResponse> {
    const memory = await this.facets.current();
    const candidates = word ? await this.hitsOf(word) : null;
    // Read after the hits (reading them may bring products into the copy): counts are reused only on the same copy.
    const generation = this.facets.generation;
    const kept = candidates ? (candidates.counts ??= new KeptCounts(COUNTS_PER_WORD)) : this.catalogueCounts;
    const known = kept.get(request.filters, generation);
    const offset = (request.page - 1) * request.pageSize;
    const found = await memory.searchInTurns(candidates, request.filters, offset, request.pageSize, request.sort, known);
    // Kept only when the copy did not change between the search's turns.
    if (!known && this.facets.generation === generation) kept.set(request.filters, generation, found.counts);
    return {
      total: found.total,
      ids: found.ids,
      facets: normaliseFacetCounts(found.counts, request.filters),
      corrected: false,
      correction: null,
      ...(candidates && found.ids.length && request.page === 1 && (request.sort ?? 'relevance') === 'relevance'
        ? { named: bestRank(candidates, found.ids[0]) >= RANK.fields }
        : {}),
    };
  }

  /**
   * A word's ranked hits: remembered, or being read for another request (researchers' searches come in bursts of the
   * same words, and at a million products one read of a common word keeps a PostgreSQL core busy for 0.1-0.6 s: 16
   * requests for it at once read it once, not 16 times), or read now.
   */
  private hitsOf(word: WordMatch): Promise<RankedHits> {
    const key = JSON.stringify(word);
    const generation = this.facets.generation;
    const cached = this.wordHits.get(key, generation);
    if (cached) return Promise.resolve(cached);
    const flight = `${generation} ${key}`;
    let reading = this.hitsBeingRead.get(flight);
    if (!reading) {
      reading = this.readHits(key, word, generation).finally(() => this.hitsBeingRead.delete(flight));
      this.hitsBeingRead.set(flight, reading);
    }
    return reading;
  }

  private async readHits(key: string, word: WordMatch, generation: number): Promise<RankedHits> {
    const stamp = this.facets.stamp;
    // Shared only when the copy did not change during the read: a change another process announced meanwhile may
    // have committed after the read's snapshot, and the hits would miss that product for every process at that stamp.
    const read = async () => {
      const hits = await this.hitsFromDatabase(word);
      return { hits, keep: this.facets.generation === generation };
    };
    const hits = this.shared && stamp ? await this.shared.hitsOf(stamp, key, read) : (await read()).hits;
    await this.facets.include(hits.all);
    // Kept only for the copy the read began on, and only while that copy is still current. A change another process
    // announced during the read may have committed after the read's snapshot: hits kept for the newer copy would miss
    // that product until the next change (a product a staff member had just added stayed out of its own catalogue
    // number's search for a minute in CI). A read whose hits brought products into the copy (include) is not kept either.
    if (this.facets.generation === generation) this.wordHits.set(key, generation, hits);
    return hits;
  }

  private async hitsFromDatabase(word: WordMatch): Promise<RankedHits> {
    const { sql, params } = wordHitsSql(word);
    const rows: RankGroupRow[] = await this.dataSource.transaction(async (m) => {
      // Through the GIN index, always: the planner prices an OR of many prefixes (内参 is 18 targets of up to 27
      // prefixes each) at half the catalogue and would read every document instead (11 s against 0.5 s at 1M).
      // Without JIT: that price is also over jit_above_cost, and compiling the rank's expressions took longer than
      // running them (a gene's read at 1M, TP53 or BCL2, alone: 60-100 ms with JIT, 27-50 without; the 136 distinct reads
      // of a Chinese bench run one after another: 5.8-6.4 s with, 4.8-5.6 without).
      await m.query(`SELECT set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`);
      return m.query(sql, params);
    });
    return rankedHits(rows);
  }

  /**
   * The whole search in one SQL statement, without the in-memory copy. Same answers; kept as the
   * reference the contract suite compares the in-memory path with.
   */
  async searchInSql(request: SearchRequest): Promise<SearchResponse> {
    const text = parseSearchText(request.word);
    return this.runSql(request, text ? wordMatch(text) : null);
  }

  private async runSql(request: SearchRequest, word: WordMatch | null): Promise<SearchResponse> {
    const { sql, params } = facetedSearchSql({
      word,
      filters: request.filters,
      sort: request.sort ?? 'relevance',
      limit: request.pageSize,
      offset: (request.page - 1) * request.pageSize,
    });
    const [row] = (await this.dataSource.query(sql, params)) as (SearchRow & { best: number | null })[];
    const raw: Partial<Record<Facet, FacetCount[]>> = {};
    for (const facet of FACETS) {
      raw[facet] = ((row[facet] as [string, number][]) ?? []).map(([value, count]) => ({ value, count }));
    }
    return {
      total: row.total,
      ids: row.ids,
      facets: normaliseFacetCounts(raw, request.filters),
      corrected: false,
      correction: null,
      // The best rank the filters leave, as the in-memory path reads it off the first hit.
      ...(word && row.ids.length && request.page === 1 && (request.sort ?? 'relevance') === 'relevance' ? { named: (row.best ?? 0) >= RANK.fields } : {}),
    };
  }

  /**
   * Nothing matched as typed: the input with each long word the catalogue does not use replaced by
   * the word one edit away that most products use (see typo-correction.ts). Null when there is
   * nothing to correct.
   */
  private async correction(input: string, text: SearchText): Promise<string | null> {
    // New words arrive with index changes, which bump the copy's generation.
    if (this.vocabularyGeneration !== this.facets.generation) {
      this.vocabulary.forget();
      this.vocabularyGeneration = this.facets.generation;
    }
    const replacements = new Map<string, string>();
    for (const token of correctableWords(text)) {
      if (!isCorrectable(token) || (await this.vocabulary.has(token))) continue;
      const best = await this.vocabulary.correct(token);
      if (best) replacements.set(token, best.display);
    }
    return replacements.size > 0 ? correctedInput(input, replacements) : null;
  }
}

/** The rank of a hit (the list's first, in relevance order: the best hit the filters leave). */
function bestRank(hits: RankedHits, pid: number): number {
  return hits.ranks.find((r) => r.ids.has(pid))?.rank ?? 0;
}

/** What autocomplete compares with search_terms.term: NFKC, trimmed, lower case, single spaces. */
function suggestionPrefix(input: string): string {
  return input.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
}

function wordMatch(text: SearchText): WordMatch {
  const words = wordsOf(text);
  const typed = phraseOf(text);
  return {
    tsquery: tsqueryFor(words, MIN_PREFIX_LENGTH),
    nameQuery: tsqueryFor(words, MIN_PREFIX_LENGTH, 'A'),
    wholeNameQuery: tsqueryFor(words, MIN_PREFIX_LENGTH, 'A', true),
    phraseQuery: typed.length > 1 ? tsqueryFor(typed, MIN_PREFIX_LENGTH, 'A', true, '<->') : null,
    fieldsQuery: tsqueryFor(words, MIN_PREFIX_LENGTH, 'ABC'),
    wholeFieldsQuery: tsqueryFor(words, MIN_PREFIX_LENGTH, 'ABC', true),
    cataloguePrefix: catalogueKeyPrefix(text),
    exactCatalogueKey: text.compact,
    rridKey: rridKey(text),
    targetKeys: text.keys,
    targetPhrases: text.phrases,
    listedKeys: text.listed,
  };
}
