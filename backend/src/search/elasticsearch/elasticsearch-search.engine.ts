import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type { Client } from '@elastic/elasticsearch';
import type { DataSource } from 'typeorm';
import { normaliseFacetCounts } from '@shop/contract';
import { RecentAnswers } from '../../cache/recent-answers';
import { RelatedRequest } from '../../modules/items/related-request';
import { pickRelated, RelatedCandidate, relatedPlan } from '../related-products';
import type { IndexProgress, SearchCount, SearchEngine, SearchRequest, SearchResponse, Suggestion } from '../../modules/items/search-engine';
import { correctableWords, parseSearchText, SearchText } from '../search-text';
import { correctedInput, isCorrectable } from '../typo-correction';
import { buildCorrectionRequest, readCorrections } from './correction-request.builder';
import {
  loadIndexDefinition,
  PRODUCT_SEARCH_SOURCE_COLUMNS,
  ProductSearchSource,
  searchDocument,
} from './products-index';
import { buildSameTargetRequest, buildSecondariesRequest, readCandidates } from './related-request.builder';
import { buildCountRequest, buildSearchRequest, readSearchResponse } from './search-request.builder';
import { RANK } from '../relevance';

const BULK_BATCH = 2000;
/** Secondaries per host species change with the catalogue only: one read serves every primary of that host for this long. */
const SECONDARIES_CACHE_MS = 30_000;

/**
 * Search through Elasticsearch. `indexAlias` always points at one complete index; a rebuild fills
 * a new index and swaps the alias in one atomic call, so searches never see a half-built index.
 */
@Injectable()
export class ElasticsearchSearchEngine implements SearchEngine, OnApplicationShutdown {
  readonly name = 'elasticsearch' as const;
  private readonly logger = new Logger('ElasticsearchSearchEngine');
  private readonly secondaries = new RecentAnswers<RelatedCandidate[]>(SECONDARIES_CACHE_MS, 200);

  constructor(
    private readonly client: Client,
    readonly indexAlias: string,
    private readonly dataSource: DataSource,
  ) {}

  async ping(): Promise<void> {
    await this.client.ping();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }

  async search(request: SearchRequest): Promise<SearchResponse> {
    const text = parseSearchText(request.word);
    const first = await this.run(request, text);
    if (first.total > 0 || !text) return first;
    // Nothing as typed: the same search with each long unknown word corrected (see typo-correction.ts).
    const correction = await this.correction(request.word as string, text);
    const corrected = correction ? parseSearchText(correction) : null;
    if (!corrected) return first;
    const second = await this.run(request, corrected);
    return second.total > 0 ? { ...second, corrected: true, correction } : first;
  }

  private async run(request: SearchRequest, text: SearchText | null): Promise<SearchResponse> {
    const body = buildSearchRequest({
      text,
      filters: request.filters,
      sort: request.sort,
      from: (request.page - 1) * request.pageSize,
      size: request.pageSize,
    });
    const answer = await this.client.search({ index: this.indexAlias, ...body } as never);
    const read = readSearchResponse(answer as never);
    return {
      total: read.total,
      ids: read.ids,
      facets: normaliseFacetCounts(read.facets, request.filters),
      corrected: false,
      correction: null,
      // The best hit's score is its rank (search/relevance.ts) when the list is in relevance order.
      ...(text && read.best !== null && (request.sort ?? 'relevance') === 'relevance' ? { named: read.best >= RANK.fields } : {}),
    };
  }

  async count(request: Pick<SearchRequest, 'word' | 'filters'>): Promise<SearchCount> {
    const text = parseSearchText(request.word);
    const first = await this.countOf(request, text);
    if (first.total > 0 || !text) return first;
    const correction = await this.correction(request.word as string, text);
    const corrected = correction ? parseSearchText(correction) : null;
    if (!corrected) return first;
    const second = await this.countOf(request, corrected);
    return second.total > 0 ? { ...second, corrected: true } : first;
  }

  private async countOf(request: Pick<SearchRequest, 'filters'>, text: SearchText | null): Promise<SearchCount> {
    const answer = await this.client.search({ index: this.indexAlias, ...buildCountRequest({ text, filters: request.filters }) } as never);
    const read = readSearchResponse(answer as never);
    return { total: read.total, ...(text && read.best !== null && read.total > 0 ? { named: read.best >= RANK.fields } : {}) };
  }

  private async correction(input: string, text: SearchText): Promise<string | null> {
    const words = correctableWords(text).filter(isCorrectable);
    if (words.length === 0) return null;
    const answer = await this.client.search({ index: this.indexAlias, ...buildCorrectionRequest(words) } as never);
    const found = readCorrections(words, answer as never);
    const replacements = new Map<string, string>();
    words.forEach((word, i) => {
      const best = found[i];
      if (best) replacements.set(word, best.display);
    });
    return replacements.size > 0 ? correctedInput(input, replacements) : null;
  }

  async related(of: RelatedRequest): Promise<number[]> {
    const plan = relatedPlan(of);
    const sameTarget = plan.target
      ? readCandidates((await this.client.search({ index: this.indexAlias, ...buildSameTargetRequest(plan.target, of.pid) } as never)) as never)
      : plan.sameSpecies
        ? await this.secondariesAgainst(plan.sameSpecies)
        : [];
    const secondaries = plan.secondariesFor ? await this.secondariesAgainst(plan.secondariesFor) : [];
    return pickRelated(of, sameTarget, secondaries);
  }

  private secondariesAgainst(species: string[]): Promise<RelatedCandidate[]> {
    return this.secondaries.get(JSON.stringify([...species].sort()), async () =>
      readCandidates((await this.client.search({ index: this.indexAlias, ...buildSecondariesRequest(species) } as never)) as never),
    );
  }

  async suggest(prefix: string, limit: number): Promise<Suggestion[]> {
    const typed = prefix.normalize('NFKC').trim().toLowerCase();
    if (!typed) return [];
    const key = typed.replace(/[^a-z0-9]/g, '');
    const answer = await this.client.search({
      index: this.indexAlias,
      size: 50,
      _source: ['catalogue_number', 'gene_name', 'alias_keys', 'product_name'],
      query: {
        bool: {
          should: [
            { prefix: { gene_key: { value: typed, boost: 3 } } },
            { prefix: { alias_keys: { value: typed, boost: 2 } } },
            { prefix: { name_key: { value: typed } } },
            ...(key.length >= 2 && /\d/.test(key) ? [{ prefix: { catalogue_key: { value: key, boost: 4 } } }] : []),
          ],
          minimum_should_match: 1,
        },
      },
    });
    const out: Suggestion[] = [];
    const seen = new Set<string>();
    const add = (text: string, kind: Suggestion['kind']) => {
      if (text && text.toLowerCase().startsWith(kind === 'catalogue' ? '' : typed) && !seen.has(text.toLowerCase())) {
        seen.add(text.toLowerCase());
        out.push({ text, kind });
      }
    };
    const sources = answer.hits.hits.map((h) => h._source as Record<string, unknown>);
    for (const s of sources) if (key && String(s.catalogue_number).toLowerCase().replace(/[^a-z0-9]/g, '').startsWith(key)) add(String(s.catalogue_number), 'catalogue');
    for (const s of sources) add(String(s.gene_name ?? ''), 'gene');
    for (const s of sources) for (const a of (s.alias_keys as string[]) ?? []) add(a, 'alias');
    for (const s of sources) add(String(s.product_name ?? ''), 'name');
    return out.slice(0, limit);
  }

  /** Index job: these products' documents (or their removal), BULK_BATCH products per bulk request. */
  async syncProducts(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.ensureIndex();
    for (let i = 0; i < ids.length; i += BULK_BATCH) await this.syncBatch(ids.slice(i, i + BULK_BATCH));
    this.secondaries.clear();
  }

  private async syncBatch(ids: number[]): Promise<void> {
    const rows: ProductSearchSource[] = await this.dataSource.query(
      `SELECT ${PRODUCT_SEARCH_SOURCE_COLUMNS} FROM products WHERE id = ANY($1::int[])`,
      [ids],
    );
    const found = new Set(rows.filter((r) => r.status === 'active').map((r) => r.id));
    const operations: unknown[] = [];
    for (const row of rows) if (found.has(row.id)) operations.push({ index: { _index: this.indexAlias, _id: String(row.id) } }, searchDocument(row));
    for (const id of ids) if (!found.has(id)) operations.push({ delete: { _index: this.indexAlias, _id: String(id) } });
    const result = await this.client.bulk({ operations: operations as never, refresh: 'wait_for' });
    // A delete of something already gone is the outcome we wanted; anything else must be retried.
    const failed = result.items.filter((item) => {
      const op = Object.values(item)[0] as { status: number };
      return op.status >= 300 && op.status !== 404;
    });
    if (failed.length > 0) throw new Error(`Elasticsearch refused ${failed.length} of ${ids.length} index operations`);
  }

  async rebuild(onProgress?: (progress: IndexProgress) => void): Promise<void> {
    const definition = loadIndexDefinition();
    const target = `${this.indexAlias}-${Date.now()}`;
    await this.client.indices.create({
      index: target,
      settings: { ...definition.settings, refresh_interval: '-1' },
      mappings: definition.mappings,
    } as never);
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM products WHERE status = 'active'`);
    let done = 0;
    let after = 0;
    onProgress?.({ done, total });
    for (;;) {
      const rows: ProductSearchSource[] = await this.dataSource.query(
        `SELECT ${PRODUCT_SEARCH_SOURCE_COLUMNS} FROM products WHERE id > $1 AND status = 'active' ORDER BY id LIMIT $2`,
        [after, BULK_BATCH],
      );
      if (rows.length === 0) break;
      const operations = rows.flatMap((row) => [{ index: { _index: target, _id: String(row.id) } }, searchDocument(row)]);
      const result = await this.client.bulk({ operations: operations as never });
      if (result.errors) throw new Error(`Elasticsearch refused documents while rebuilding ${target}`);
      after = rows[rows.length - 1].id;
      done += rows.length;
      onProgress?.({ done, total });
    }
    await this.client.indices.putSettings({ index: target, settings: { refresh_interval: '1s' } });
    await this.client.indices.refresh({ index: target });

    const previous = await this.indicesBehindAlias();
    await this.client.indices.updateAliases({
      actions: [
        ...previous.map((index) => ({ remove: { index, alias: this.indexAlias } })),
        { add: { index: target, alias: this.indexAlias, is_write_index: true } },
      ],
    });
    for (const index of previous) await this.client.indices.delete({ index }).catch(() => undefined);
    this.secondaries.clear();
    this.logger.log(`Alias ${this.indexAlias} now points at ${target} (${done} products)`);
  }

  /** The first sync on an empty cluster creates an empty index behind the alias. */
  private async ensureIndex(): Promise<void> {
    if (await this.client.indices.existsAlias({ name: this.indexAlias })) return;
    const definition = loadIndexDefinition();
    const target = `${this.indexAlias}-${Date.now()}`;
    await this.client.indices.create({
      index: target,
      settings: definition.settings,
      mappings: definition.mappings,
      aliases: { [this.indexAlias]: { is_write_index: true } },
    } as never);
  }

  private async indicesBehindAlias(): Promise<string[]> {
    if (!(await this.client.indices.existsAlias({ name: this.indexAlias }))) return [];
    return Object.keys(await this.client.indices.getAlias({ name: this.indexAlias }));
  }
}
