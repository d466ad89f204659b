import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Facet, FACETS, FacetCount, normaliseFacetCounts } from '../facets';
import type { IndexProgress, SearchEngine, SearchRequest, SearchResponse, Suggestion } from '../search-engine';
import { catalogueKeyPrefix, MIN_FUZZY_LENGTH, MIN_PREFIX_LENGTH, parseSearchText, SearchText } from '../search-text';
import { facetedSearchSql, tsqueryFor, WordMatch } from './faceted-search.sql';
import { rebuildPostgresIndex, syncPostgresIndex } from './postgres-index';

interface SearchRow {
  total: number;
  ids: number[];
  [facet: string]: unknown;
}

/**
 * The default engine: no service besides the shop's own database. The index is `product_search`
 * (tsvector + filter columns, GIN) and `search_terms` (vocabulary for autocomplete and typos).
 */
@Injectable()
export class PostgresSearchEngine implements SearchEngine {
  readonly name = 'postgres' as const;

  constructor(private readonly dataSource: DataSource) {}

  async ping(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }

  async search(request: SearchRequest): Promise<SearchResponse> {
    const text = parseSearchText(request.word);
    const first = await this.run(request, text ? wordMatch(text, text.tokens.map((t) => [t])) : null);
    if (first.total > 0 || !text) return first;

    const groups = await this.corrections(text);
    if (!groups) return first;
    return { ...(await this.run(request, wordMatch(text, groups))), corrected: true };
  }

  async suggest(prefix: string, limit: number): Promise<Suggestion[]> {
    const typed = prefix.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
    if (!typed) return [];
    const like = `${typed.replace(/[\\%_]/g, '\\$&')}%`;
    // Gene symbols before aliases before product names; exact before longer; used-by-many first.
    const terms: { display: string; kind: Suggestion['kind'] }[] = await this.dataSource.query(
      `SELECT display, kind FROM search_terms WHERE term LIKE $1
        ORDER BY (term = $2) DESC, CASE kind WHEN 'gene' THEN 0 WHEN 'alias' THEN 1 ELSE 2 END, products DESC, term
        LIMIT $3`,
      [like, typed, limit],
    );
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
    const merged: Suggestion[] = [
      ...catalogue.map((c) => ({ text: c.display, kind: 'catalogue' as const })),
      ...terms.map((t) => ({ text: t.display, kind: t.kind })),
    ];
    const seen = new Set<string>();
    return merged.filter((s) => !seen.has(s.text.toLowerCase()) && seen.add(s.text.toLowerCase())).slice(0, limit);
  }

  syncProducts(ids: number[]): Promise<void> {
    return syncPostgresIndex(this.dataSource, ids);
  }

  rebuild(onProgress?: (progress: IndexProgress) => void): Promise<void> {
    return rebuildPostgresIndex(this.dataSource, onProgress);
  }

  private async run(request: SearchRequest, word: WordMatch | null): Promise<SearchResponse> {
    const { sql, params } = facetedSearchSql({
      word,
      filters: request.filters,
      limit: request.pageSize,
      offset: (request.page - 1) * request.pageSize,
    });
    const [row] = (await this.dataSource.query(sql, params)) as SearchRow[];
    const raw: Partial<Record<Facet, FacetCount[]>> = {};
    for (const facet of FACETS) {
      raw[facet] = ((row[facet] as [string, number][]) ?? []).map(([value, count]) => ({ value, count }));
    }
    return {
      total: row.total,
      ids: row.ids,
      facets: normaliseFacetCounts(raw, request.filters),
      corrected: false,
    };
  }

  /**
   * Nothing matched as typed: each long word that is not a known term is replaced by the gene
   * symbols and aliases one edit away. Null when there is nothing to correct.
   */
  private async corrections(text: SearchText): Promise<string[][] | null> {
    let changed = false;
    const groups: string[][] = [];
    for (const token of text.tokens) {
      if (token.length < MIN_FUZZY_LENGTH) {
        groups.push([token]);
        continue;
      }
      const near: { term: string }[] = await this.dataSource.query(
        `SELECT DISTINCT term FROM search_terms
          WHERE kind IN ('gene', 'alias') AND length(term) BETWEEN $2 - 1 AND $2 + 1
            AND term ~ '^[[:alnum:]]+$' AND term <> $1 AND levenshtein(term, $1) <= 1
          ORDER BY term LIMIT 10`,
        [token, token.length],
      );
      if (near.length > 0) changed = true;
      groups.push(near.length > 0 ? near.map((n) => n.term) : [token]);
    }
    return changed ? groups : null;
  }
}

function wordMatch(text: SearchText, groups: string[][]): WordMatch {
  return {
    tsquery: tsqueryFor(groups, MIN_PREFIX_LENGTH),
    cataloguePrefix: catalogueKeyPrefix(text),
    exactCatalogueKey: text.compact,
    exactGene: text.whole,
  };
}
