import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../config/app-config.service';
import { Facet, FACET_FIELDS, FacetCounts, FacetFilters, FACETS, foldPredicted, inDisplayOrder, withPredicted } from '@shop/contract';
import { CATALOGUE_ANSWER_MS } from '../../../cache/prepared-answers';
import { RecentAnswers } from '../../../cache/recent-answers';
import { SharedCaches } from '../../../cache/shared-caches';
import { SEARCH_ENGINE, SearchEngine, SearchResponse, SearchSort, Suggestion } from '../search-engine';
import { SEARCH_INDEX, SearchIndex } from '../search-index';
import { fitsHost } from '../related-request';
import { catalogueKey } from '../catalogue-key';
import { QueryFilter, readQuery } from './query-words';
import { Product } from '../product.entity';
import { LIST_COLUMNS, RelatedProduct, SearchItemRow, searchItem } from './product-response';
import { RESEARCH_SELECT, ResearchRows } from '../evidence/product-evidence';
import { readSuccessors } from '../discontinued/successors';
import { LoadedVocabularies } from '../vocabularies/loaded-vocabularies';
import { LoadedTargetNames } from '../target-names/loaded-target-names';
import { honestSearch } from './honest-search';
import { SAFETY_SHEETS_SELECT, shownSheets, type ShownSds } from '../safety-sheets/shown-sheets';
import type { SearchNotice } from './search-notice';

export const PAGE_SIZE = 20;
/** The vocabulary each filter's values come from (the evidence filter has none). */
const FACET_VOCABULARY = new Map(FACET_FIELDS.flatMap((f) => (f.vocabulary ? [[f.wire, f.vocabulary] as const] : [])));
export const SUGGESTIONS = 8;
const HOME_RECOMMENDATIONS = 12;
/**
 * Product details are read far more often than they change. A change made through any process
 * clears them at once (SharedCaches); this bounds one made around the shop, as the prepared
 * answers' time does (browsers revalidate every answer by ETag).
 */
const DETAIL_CACHE_MS = CATALOGUE_ANSWER_MS;
const DETAIL_CACHE_ENTRIES = 20_000;

/** A product as the detail page, the datasheet and the search engines' neighbours read it. */
export interface ProductRead {
  product: Product;
  related: RelatedProduct[];
  research: ResearchRows;
  /** For a discontinued product: its replacement and alternatives (issue 25). */
  successors: { replacement: RelatedProduct | null; alternatives: RelatedProduct[] } | null;
  /** Its safety data sheets per language: its own, else its product type's (issue 35). */
  safetySheets: ShownSds;
}

export interface CatalogueSearch {
  total: number;
  pages: number;
  items: ReturnType<typeof searchItem>[];
  facets: FacetCounts;
  /** What was searched for instead of a mistyped word ("Calbindin"), or null. */
  correction: string | null;
  /** Filters read from the words ("rabbit", "兔单抗"), each with the search text without it. */
  chips: QueryFilter[];
  /** Why the list is not exactly what was typed (issue 30), or null. */
  notice: SearchNotice | null;
}

/** Reading the catalogue: search through the configured engine, details from the database. */
@Injectable()
export class CatalogueService implements OnApplicationBootstrap {
  private readonly browseCache: RecentAnswers<SearchResponse>;
  private readonly details = new RecentAnswers<ProductRead | null>(
    DETAIL_CACHE_MS,
    DETAIL_CACHE_ENTRIES,
  );
  private readonly recommended = new RecentAnswers<Product[]>(DETAIL_CACHE_MS, 1);
  /** Search result rows by product id: most searches list products another search listed a moment ago. */
  private readonly listed = new RecentAnswers<SearchItemRow>(DETAIL_CACHE_MS, DETAIL_CACHE_ENTRIES);
  /** What the header's autocomplete offers for a typed beginning: each keystroke of every visitor asks, few change it. */
  private readonly suggestions = new RecentAnswers<Suggestion[]>(DETAIL_CACHE_MS, DETAIL_CACHE_ENTRIES);
  /** The discontinued product a catalogue key names, or null: asked by every search word with a digit (TP53, CD4). */
  private readonly retired = new RecentAnswers<number | null>(DETAIL_CACHE_MS, DETAIL_CACHE_ENTRIES);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SEARCH_ENGINE) private readonly engine: SearchEngine,
    private readonly config: AppConfig,
    @Inject(SEARCH_INDEX) searchIndex: SearchIndex,
    private readonly shared: SharedCaches,
    private readonly vocabularies: LoadedVocabularies,
    private readonly targetNames: LoadedTargetNames,
  ) {
    this.browseCache = new RecentAnswers(config.get('SEARCH_BROWSE_CACHE_SECONDS') * 1000);
    shared.onDrop(() => {
      this.browseCache.clear();
      this.details.clear();
      this.recommended.clear();
      this.listed.clear();
      this.retired.clear();
      this.suggestions.clear();
      void engine.followChanges?.().catch(() => undefined);
    });
    // Once an index worker (of any process) has applied a change, every instance recomputes browse answers.
    searchIndex.onSynced(() => void shared.changed());
  }

  /**
   * A serving process loads the engine's in-memory data now rather than on the first search (a
   * million products take seconds). Not in tests, whose catalogues are seeded after start.
   */
  onApplicationBootstrap(): void {
    const warm = (this.engine as Partial<{ warmUp(): Promise<void> }>).warmUp;
    if (!warm || this.config.get('NODE_ENV') !== 'production' || this.config.get('PROCESS_ROLE') === 'worker') return;
    warm.call(this.engine).catch((error: Error) => new Logger('Catalogue').warn(`Search warm-up failed: ${error.message}`));
  }

  /** `predicted`: the reactivity filter also finds the products predicted (by homology) to react with a chosen species (issue 35). */
  async search(typed: string | null, chosen: FacetFilters, page: number, sort: SearchSort = 'relevance', predicted = false): Promise<CatalogueSearch> {
    // Words that describe the antibody become filters; the engine matches the naming words (issues 23, 30).
    const read = readQuery(typed, chosen, this.vocabularies.lookup, this.targetNames.table);
    const run = async (word: string | null, shown: FacetFilters) => {
      const filters = withPredicted(shown, predicted);
      const request = { word, filters, page, pageSize: PAGE_SIZE, sort };
      const key = JSON.stringify([page, sort, FACETS.map((f) => [...(filters[f] ?? [])].sort())]);
      const found = await (word === null || word.trim() === '' ? this.browseCache.get(key, () => this.engine.search(request)) : this.engine.search(request));
      return { ...found, facets: foldPredicted(found.facets, predicted) };
    };
    const count = (word: string | null, shown: FacetFilters) => this.engine.count({ word, filters: withPredicted(shown, predicted) });
    const { found, notice } = await honestSearch(read, chosen, { search: run, count, suggest: (prefix, limit) => this.engine.suggest(prefix, limit) });
    const rows = await this.listRows(found.ids);
    return {
      total: found.total,
      pages: Math.ceil(found.total / PAGE_SIZE),
      items: (page === 1 && typed && !notice ? exactNameFirst(typed, rows) : rows).map(searchItem),
      facets: this.inDisplayOrder(found.facets),
      correction: found.correction,
      chips: read.chips,
      notice,
    };
  }

  /** Each filter's values in its vocabulary's order, as staff arrange them (the engines count; most first). */
  private inDisplayOrder(facets: FacetCounts): FacetCounts {
    const lookup = this.vocabularies.lookup;
    return inDisplayOrder(facets, (facet: Facet, value) => {
      const vocabulary = FACET_VOCABULARY.get(facet);
      return vocabulary ? lookup.position(vocabulary, value) : undefined;
    });
  }

  /** The first `limit` products of a search in its order, and how many it found (a list download). */
  async matching(typed: string | null, chosen: FacetFilters, sort: SearchSort, limit: number, predicted = false): Promise<{ total: number; ids: number[] }> {
    const read = readQuery(typed, chosen, this.vocabularies.lookup, this.targetNames.table);
    const filters = withPredicted({ ...chosen, ...read.filters }, predicted);
    const found = await this.engine.search({ word: read.word, filters, sort, page: 1, pageSize: limit });
    return { total: found.total, ids: found.ids };
  }

  /**
   * The discontinued product whose catalogue number this search word is, in any case and spacing
   * ("AB-10020", "ab10020", "ab 10020", full-width too), with its replacement; null for any other word.
   * One lookup on the catalogue's unique key: name searches never reach a discontinued product.
   */
  async discontinuedByNumber(word: string): Promise<(RelatedProduct & { replacement: RelatedProduct | null }) | null> {
    const key = catalogueKey(word.normalize('NFKC'));
    if (key.length < 3 || key.length > 40 || !/\d/.test(key)) return null;
    const id = await this.retired.get(key, async () => {
      const [row] = await this.dataSource.query(`SELECT id FROM products WHERE catalogue_key = $1 AND status = 'discontinued'`, [key]);
      return (row?.id as number | undefined) ?? null;
    });
    if (id === null) return null;
    const read = await this.product(id);
    if (!read) return null;
    const [shown] = await this.relatedRows([id]);
    return shown ? { ...shown, replacement: read.successors?.replacement ?? null } : null;
  }

  suggest(prefix: string): Promise<Suggestion[]> {
    return this.suggestions.get(foldName(prefix), () => this.engine.suggest(prefix, SUGGESTIONS));
  }

  product(id: number): Promise<ProductRead | null> {
    return this.details.get(String(id), () => this.readProduct(id));
  }

  private async readProduct(id: number): Promise<ProductRead | null> {
    // One round trip for the product with its prices and pictures: the detail page is the busiest read.
    const [row] = await this.dataSource.query(
      `SELECT ${this.productColumns()},
         (SELECT coalesce(json_agg(json_build_object('option', x.option, 'size', x.size, 'priceFen', x.price_fen)
            ORDER BY x.option), '[]') FROM product_prices x WHERE x.product_id = p.id) AS prices,
         (SELECT coalesce(json_agg(json_build_object('position', i.position, 'file', i.file, 'originalName', i.original_name,
            'description', i.description, 'descriptionEn', i.description_en) ORDER BY i.position), '[]')
            FROM product_images i WHERE i.product_id = p.id) AS images,
         ${RESEARCH_SELECT},
         ${SAFETY_SHEETS_SELECT}
       FROM products p WHERE p.id = $1`,
      [id],
    );
    if (!row) return null;
    const { evidenceEntries, referenceRows, reviewEvidence, safetySheets, ...columns } = row;
    const research: ResearchRows = { evidenceEntries, referenceRows, reviewEvidence };
    const product = Object.assign(new Product(), columns) as Product;
    const relatedIds = await this.relatedIds(product);
    const related = await this.relatedRows(relatedIds);
    let successors: ProductRead['successors'] = null;
    if (product.status === 'discontinued') {
      const found = await readSuccessors(this.dataSource, product, relatedIds);
      const rows = await this.relatedRows([...(found.replacement ? [found.replacement] : []), ...found.alternatives]);
      successors = { replacement: found.replacement ? (rows.find((r) => r.pid === found.replacement) ?? null) : null, alternatives: rows.filter((r) => r.pid !== found.replacement) };
    }
    return { product, related, research, successors, safetySheets: shownSheets(safetySheets) };
  }

  private async relatedRows(ids: number[]): Promise<RelatedProduct[]> {
    return (await this.listRows(ids)).map((item) => {
      const shown = searchItem(item);
      return { pid: shown.pid, productname: shown.productname, catno: shown.catno, picture: shown.picture };
    });
  }

  /**
   * The staff's related products first (without a secondary against another host, which could not
   * detect this product), then the search engine's: same target, then secondaries for this host.
   * A search engine that does not answer leaves the staff's list alone rather than the page.
   */
  private async relatedIds(product: Product): Promise<number[]> {
    let staff = product.recommendedIds.filter((r) => r !== product.id);
    if (staff.length > 0) {
      const kinds: { id: number; productType: string; reactivities: string[] }[] = await this.dataSource.query(
        'SELECT id, product_type AS "productType", reactivities FROM products WHERE id = ANY($1::int[])',
        [staff],
      );
      const unfit = new Set(kinds.filter((k) => !fitsHost(product, k)).map((k) => k.id));
      staff = staff.filter((r) => !unfit.has(r));
    }
    let found: number[] = [];
    try {
      found = await this.engine.related({
        pid: product.id,
        productType: product.productType,
        host: product.host,
        conjugation: product.conjugation,
        modification: product.modification,
        geneName: product.geneName,
        productName: product.productName,
        reactivities: product.reactivities,
        applications: product.applications,
      });
    } catch (error) {
      new Logger('Catalogue').warn(`Related products of ${product.id} without the search engine: ${(error as Error).message}`);
    }
    return [...new Set([...staff, ...found])];
  }

  private selectList?: string;

  /** Every products column under its entity property name, from the entity's own metadata. */
  private productColumns(): string {
    this.selectList ??= this.dataSource
      .getMetadata(Product)
      .columns.map((c) => `p.${c.databaseName} AS "${c.propertyName}"`)
      .join(', ');
    return this.selectList;
  }

  /** The home page carousel: products tagged hot first, then the newest, HOME_RECOMMENDATIONS in all. */
  recommendations(): Promise<Product[]> {
    return this.recommended.get('home', () => this.loadRecommendations());
  }

  private async loadRecommendations(): Promise<Product[]> {
    const rows: { id: number }[] = await this.dataSource.query(
      `(SELECT id FROM products WHERE 'hot' = ANY(search_tags) ORDER BY id LIMIT $1)
       UNION ALL (SELECT id FROM products ORDER BY id DESC LIMIT $1)`,
      [HOME_RECOMMENDATIONS],
    );
    const ids = [...new Set(rows.map((r) => r.id))].slice(0, HOME_RECOMMENDATIONS);
    if (ids.length === 0) return [];
    const products = await this.dataSource
      .getRepository(Product)
      .find({ where: ids.map((id) => ({ id })), relations: { images: true } });
    return ids.map((id) => products.find((p) => p.id === id)).filter((p): p is Product => Boolean(p));
  }

  /** List rows in the order of `ids` (an engine may know ids the database has just lost: skipped). */
  private async listRows(ids: number[]): Promise<SearchItemRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.listed.getMany(ids.map(String), async (missing) => {
      const read: SearchItemRow[] = await this.dataSource.query(`SELECT ${LIST_COLUMNS} FROM products p WHERE p.id = ANY($1::int[])`, [missing]);
      return new Map(read.map((row) => [String(row.id), row]));
    });
    return ids.flatMap((id) => rows.get(String(id)) ?? []);
  }
}

/** Typed text (a product name, an autocomplete beginning) with width, case and spacing ignored. */
const foldName = (text: string) => text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * A product's exact full name, typed, ranks it first on the page (issue 30: "Vimentin Monoclonal antibody" is one
 * product's name; its words also read as chips, which leave other vimentin products level with it). Compared here,
 * on the page's rows, rather than by one more statement per search: the product is on the page or not found at all.
 */
function exactNameFirst(typed: string, rows: SearchItemRow[]): SearchItemRow[] {
  const name = foldName(typed);
  if (name.length < 6 || rows.length < 2) return rows;
  const named = rows.filter((row) => typeof row.product_name === 'string' && foldName(row.product_name) === name);
  if (named.length === 0) return rows;
  const first = named.reduce((a, b) => (b.id < a.id ? b : a));
  return [first, ...rows.filter((row) => row !== first)];
}
