import { type DataAnswer, emptyLists, VocabularyLists, VocabularyLookup } from '@shop/contract';
import { useMemo } from 'react';
import { api } from './api';

/**
 * The catalogue's vocabularies with both labels (GET /api/vocabularies), for every page that shows a
 * catalogue value. One call for the whole session: a server-rendered page fetches it while it renders
 * (RTK Query in the SSR pass) and hands it to the browser with the page's other answers, so the first
 * paint already shows 兔, not Rabbit, and hydration matches.
 */
export const vocabulariesApi = api.enhanceEndpoints({ addTagTypes: ['Vocabularies'] }).injectEndpoints({
  endpoints: (build) => ({
    vocabularies: build.query<VocabularyLists, void>({
      query: () => '/vocabularies',
      transformResponse: (body: Partial<DataAnswer<VocabularyLists>>) => body.data ?? emptyLists(),
      keepUnusedDataFor: 3600,
      // Staff's changes on the vocabularies page refetch it.
      providesTags: ['Vocabularies'],
    }),
  }),
});

const EMPTY = new VocabularyLookup(emptyLists());

/** The vocabularies as lookups; empty (values show as stored) until the answer is there. */
export function useVocabularies(): { lookup: VocabularyLookup; loaded: boolean } {
  const { data } = vocabulariesApi.useVocabulariesQuery();
  const lookup = useMemo(() => (data ? new VocabularyLookup(data) : EMPTY), [data]);
  return { lookup, loaded: Boolean(data) };
}
