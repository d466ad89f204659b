import { api, type EnvelopeMeta } from '../../shared/api/api';
import { formBody } from '../../shared/api/formBody';
import { newIdempotencyKey } from '../../shared/api/safeRetries';
import {
  type CoaLookup,
  type CoaLookupAnswer,
  type CoaLookupQuery,
  type DataAnswer,
  FACETS,
  type ProductAnswer,
  type ProvinceNames,
  type Recommendation,
  type SearchAnswer,
  type ShownReview,
  type Suggestion,
} from '@shop/contract';
import { HotQuery, toBracketList } from './hotQuery';

// The answers' types are the wire contract's (contract/src/catalogue.ts), under the names the pages use.
export type {
  CoaLookup,
  EvidenceFigure,
  EvidenceKind,
  FacetCount,
  ProductAnswer,
  ProductDetail as Product,
  ProductImage,
  QueryFilter,
  Recommendation,
  Reference,
  RelatedProduct,
  SearchAnswer,
  SearchItem,
  ShownReview,
  Suggestion,
  ValidationEntry,
} from '@shop/contract';

/** The word, filters and order in the server's parameter names (the search and the list download share them). */
function listParams(query: HotQuery): Record<string, string> {
  const params: Record<string, string> = { searchword: query.searchdata ?? '' };
  for (const key of FACETS) params[key] = toBracketList(query.filters[key] ?? []);
  if (query.sort && query.sort !== 'relevance') params.sort = query.sort;
  if (query.predicted) params.predicted = '1';
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
      transformResponse: (body: Partial<DataAnswer<Recommendation[]>>) => body.data ?? [],
    }),
    suggest: build.query<Suggestion[], string>({
      query: (q) => ({ url: '/iteminfo/suggest/', params: { q } }),
      transformResponse: (body: Partial<DataAnswer<Suggestion[]>>) => body.data ?? [],
    }),
    /** A product's approved reviews; null when the server does not know the product. */
    reviews: build.query<ShownReview[] | null, number>({
      query: (pid) => ({ url: '/comment/showcomment/', params: { pid } }),
      transformResponse: (body: Partial<DataAnswer<ShownReview[]>>, meta?: EnvelopeMeta) => (meta?.nothing ? null : body.data ?? []),
      providesTags: ['Review'],
    }),
    provinces: build.query<string[], void>({
      query: () => '/agentinfo/',
      transformResponse: (body: ProvinceNames) =>
        (body.province2 ?? []).map((entry) => (typeof entry === 'string' ? entry : entry.province)).filter(Boolean),
    }),
    /** A lot's certificate of analysis by catalogue number and lot number (issue 35); the server's message when none matches. */
    coaLookup: build.query<{ found: CoaLookup | null; message: string }, CoaLookupQuery>({
      query: (params) => ({ url: '/iteminfo/coalookup', params }),
      // No certificate for the pair is an answer (code 300) with the server's one message.
      transformResponse: (body: Partial<CoaLookupAnswer>, meta?: EnvelopeMeta) =>
        meta?.nothing || !body.data ? { found: null, message: body.message ?? '' } : { found: body.data, message: '' },
    }),
    addToBasket: build.mutation<void, { pid: number; priceid: number; quantity: number; uid?: string }>({
      query: (fields) => ({ url: '/cartinfo/addcart', method: 'POST', body: formBody(fields), headers: { 'Idempotency-Key': newIdempotencyKey() } }),
      extraOptions: { retryWhileUnavailable: true },
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
  useLazyCoaLookupQuery,
} = catalogueApi;
