import { api, type EnvelopeMeta } from '../../app/api';
import { formBody } from '../../app/formBody';
import { FILTER_KEYS, FilterKey, HotQuery, toBracketList } from './hotQuery';

export interface SearchItem {
  pid: number;
  productname: string;
  catno: string;
  application: string;
  reactivity: string;
  search_tag: string;
  picture: string;
  /** Antibody Registry identifier ("AB_2900017"), '' when the product has none. */
  rrid?: string;
  /** Number of references. */
  citations?: number;
  /** The evidence filter's values the product has, as one text: "knockout, publications". */
  evidence?: string;
}

export interface FacetCount {
  value: string;
  count: number;
}

export interface SearchAnswer {
  data?: SearchItem[];
  /** Number of pages. */
  page?: number;
  /** Number of matching products. */
  total?: number;
  facets?: Partial<Record<FilterKey, FacetCount[]>>;
  /** Set when nothing matched the word as typed and a word one letter away was searched instead ("Calbindin"). */
  correctedword?: string;
  /** The word was the catalogue number of a discontinued product (not listed): it, with its replacement (issue 25). */
  discontinued?: RelatedProduct & { replacement: RelatedProduct | null };
  /** Filters read from the typed words ("rabbit" → host Rabbit), each with the search text without it. */
  queryfilters?: QueryFilter[];
}

/** A filter the server read from the search words (issue 23). */
export interface QueryFilter {
  facet: 'host' | 'clonality' | 'application' | 'conjugation' | 'reactivity' | 'producttype';
  values: string[];
  word: string;
  without: string;
}

export interface ProductImage {
  /** Detail size; thumb and zoom are the strip and enlarged sizes (absent on older answers). */
  imagepath: string;
  thumb?: string;
  zoom?: string;
  description: string;
  description_en?: string;
}

/** Spec section 3 "Product", as /iteminfo/baseinfo answers it (prices in yuan). */
export interface Product {
  pid: number;
  productname: string;
  catno: string;
  host: string;
  application: string;
  reactivity: string;
  dilutionratio: string;
  concentration: string;
  immunogen: string;
  specificity: string;
  conjugation: string;
  modification: string;
  form: string;
  buffersystem: string;
  storage: string;
  purification: string;
  clonality: string;
  clonalityNo: string;
  isotype: string;
  lightchaintype: string;
  molecularweight: string;
  genename: string;
  alternativenames: string;
  background: string;
  subcellularlocation: string;
  researchfield: string;
  proteinname: string;
  entrezgenehuman: string;
  entrezgenemouse: string;
  entrezgenerat: string;
  swissprothuman: string;
  swissprotmouse: string;
  swissprotrat: string;
  producttype?: string;
  /** A discontinued product keeps its page but can no longer be ordered. */
  status?: 'active' | 'discontinued';
  recommend: number[];
  /** Names and pictures of the related products. */
  recommendinfo?: RelatedProduct[];
  /** Catalogue number of the product replacing a discontinued one ('' when none). */
  replacedby?: string;
  /** A discontinued product's replacement (when orderable) and alternatives: same target and host first, same protein form. */
  replacement?: RelatedProduct | null;
  alternatives?: RelatedProduct[];
  size1: string;
  size2: string;
  size3: string;
  /** Stock status or lead time of each size as staff set it ('' = not stated; values: product-vocabulary STOCK_STATUSES). */
  stock1?: string;
  stock2?: string;
  stock3?: string;
  price1: number | string | null;
  price2: number | string | null;
  price3: number | string | null;
  /** Antibody Registry identifier without the prefix ("AB_2900017"), '' when the product has none. */
  rrid?: string;
  /** Number of references. */
  citations?: number;
  /** The evidence matrix's entries: which kind of evidence backs an application in a species. */
  validation?: ValidationEntry[];
  /** The spec's Reference list (name, qikan, id = PubMed ID, shuxing, application, if) with the species. */
  reference?: Reference[];
}

/** Evidence the supplier enters (knockout, own data) or the shop derives (approved reviews, references). */
export type EvidenceKind = 'knockout' | 'own-data' | 'user-review' | 'cited';

export interface EvidenceFigure {
  thumb: string;
  detail: string;
  zoom: string;
  description: string;
  description_en: string;
}

export interface ValidationEntry {
  application: string;
  species: string;
  kind: EvidenceKind;
  figure?: EvidenceFigure | null;
  note?: string;
  note_en?: string;
  /** Approved reviews behind a 'user-review' entry. */
  reviews?: number;
  /** PubMed IDs behind a 'cited' entry. */
  pmids?: string[];
}

export interface Reference {
  name: string;
  qikan: string;
  /** PubMed ID, '' when unknown. */
  id: string;
  shuxing: string;
  species: string;
  application: string;
  if: string;
}

export interface RelatedProduct {
  pid: number;
  productname: string;
  catno: string;
  picture: string;
}

/** data is null for an unknown product (the spec's code 300). */
export interface ProductAnswer {
  data?: Product | null;
  imginfo?: ProductImage[];
}

export interface Recommendation {
  pid: number;
  productname: string;
  imginfo?: Array<{ imagepath: string }>;
}

export interface Suggestion {
  /** The word searched for when the suggestion is picked. */
  text: string;
  kind?: 'gene' | 'alias' | 'name' | 'catalogue';
}

export interface ShownReview {
  id?: number;
  firstname: string;
  commenttime: string;
  uploadanyimages: string;
  imageurl?: string;
  applicationused: string;
  primaryantibodydilution: string;
  species?: string;
  type: string;
  specification?: string;
  reply: { content: string; replytime: string } | null;
}

export interface ProvinceEntry {
  province: string;
  enorch?: string;
}

interface AgentAnswer {
  province2?: Array<ProvinceEntry | string>;
}

/** The word, filters and order in the server's parameter names (the search and the list download share them). */
function listParams(query: HotQuery): Record<string, string> {
  const params: Record<string, string> = { searchword: query.searchdata ?? '' };
  for (const key of FILTER_KEYS) params[key] = toBracketList(query.filters[key] ?? []);
  if (query.sort && query.sort !== 'relevance') params.sort = query.sort;
  return params;
}

/** The search call's query: the /hot state in the server's parameter names. */
export function searchParams(query: HotQuery): Record<string, string> {
  return { ...listParams(query), searchpageid: String(query.pageid) };
}

/** The most products a list download holds (the server cuts longer lists there). */
export const MAX_LIST_DOWNLOAD = 10_000;

/** The address of the current list as a file: a plain link, so the browser downloads it itself. */
export function listDownloadUrl(query: HotQuery, format: 'csv' | 'xlsx', lang: 'zh' | 'en'): string {
  return `/api/iteminfo/searchexport?${new URLSearchParams({ ...listParams(query), format, lang }).toString()}`;
}

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchItems: build.query<SearchAnswer, HotQuery>({
      query: (hot) => ({ url: '/iteminfo/searchitem/', params: searchParams(hot) }),
    }),
    productInfo: build.query<ProductAnswer, number>({
      query: (pid) => ({ url: '/iteminfo/baseinfo/', params: { pid } }),
      providesTags: (_r, _e, pid) => [{ type: 'Product', id: pid }],
    }),
    recommendations: build.query<Recommendation[], void>({
      query: () => '/indexinfo/bottom',
      transformResponse: (body: { data?: Recommendation[] }) => body.data ?? [],
    }),
    suggest: build.query<Suggestion[], string>({
      query: (q) => ({ url: '/iteminfo/suggest/', params: { q } }),
      transformResponse: (body: { data?: Suggestion[] }) => body.data ?? [],
    }),
    /** A product's approved reviews; null when the server does not know the product. */
    reviews: build.query<ShownReview[] | null, number>({
      query: (pid) => ({ url: '/comment/showcomment/', params: { pid } }),
      transformResponse: (body: { data?: ShownReview[] }, meta?: EnvelopeMeta) => (meta?.nothing ? null : body.data ?? []),
      providesTags: ['Review'],
    }),
    provinces: build.query<string[], void>({
      query: () => '/agentinfo/',
      transformResponse: (body: AgentAnswer) =>
        (body.province2 ?? []).map((entry) => (typeof entry === 'string' ? entry : entry.province)).filter(Boolean),
    }),
    addToBasket: build.mutation<void, { pid: number; priceid: number; quantity: number; uid?: string }>({
      query: (fields) => ({ url: '/cartinfo/addcart', method: 'POST', body: formBody(fields) }),
      invalidatesTags: ['Basket'],
    }),
  }),
});

export const {
  useSearchItemsQuery,
  useProductInfoQuery,
  useRecommendationsQuery,
  useSuggestQuery,
  useReviewsQuery,
  useProvincesQuery,
  useAddToBasketMutation,
} = catalogueApi;
