import type { DataAnswer, ManagedValue, MergedValues, ValueLabels, ValueMerge, ValueOrder, ValueRetirement, VocabularyHeading } from '@shop/contract';
import { api } from '../../../shared/api/api';

/** Staff vocabulary calls (contract: /api/admininfo/catalogue/vocabularies/*). Every change answers the vocabulary after it. */
const BASE = '/admininfo/catalogue/vocabularies';

const withTags = api.enhanceEndpoints({ addTagTypes: ['Vocabulary', 'Vocabularies', 'CatalogueFields'] });

/** A change also refreshes the shop's labels (shared/api/vocabulariesApi.ts) and the editor's choices. */
const changed = (_r: unknown, error: unknown, { name }: { name: string }) =>
  error ? [] : [{ type: 'Vocabulary' as const, id: name }, 'Vocabularies' as const, 'CatalogueFields' as const];

const post = (name: string, path: string, body: object) => ({ url: `${BASE}/${encodeURIComponent(name)}${path}`, method: 'POST', body });

export const vocabulariesAdminApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    vocabularyNames: build.query<VocabularyHeading[], void>({
      query: () => BASE,
      transformResponse: (body: Partial<DataAnswer<VocabularyHeading[]>>) => body.data ?? [],
    }),
    vocabularyValues: build.query<ManagedValue[], string>({
      query: (name) => `${BASE}/${encodeURIComponent(name)}`,
      transformResponse: (body: DataAnswer<ManagedValue[]>) => body.data ?? [],
      providesTags: (_r, _e, name) => [{ type: 'Vocabulary', id: name }],
    }),
    addValue: build.mutation<DataAnswer<ManagedValue[]>, { name: string } & ValueLabels>({
      query: ({ name, ...body }) => post(name, '', body),
      invalidatesTags: changed,
    }),
    relabelValue: build.mutation<DataAnswer<ManagedValue[]>, { name: string } & ValueLabels>({
      query: ({ name, ...body }) => post(name, '/relabel', body),
      invalidatesTags: changed,
    }),
    reorderValues: build.mutation<DataAnswer<ManagedValue[]>, { name: string } & ValueOrder>({
      query: ({ name, keys }) => post(name, '/reorder', { keys }),
      invalidatesTags: changed,
    }),
    mergeValues: build.mutation<MergedValues, { name: string } & ValueMerge>({
      query: ({ name, ...body }) => post(name, '/merge', body),
      // The answer's list counts the kept value's products exactly; a refetch would read the search
      // engine's counts, which wait for the moved products to be reindexed (0 until then).
      invalidatesTags: (_r, error) => (error ? [] : ['Vocabularies', 'CatalogueFields']),
      async onQueryStarted({ name }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.data) dispatch(vocabulariesAdminApi.util.upsertQueryData('vocabularyValues', name, data.data));
      },
    }),
    retireValue: build.mutation<DataAnswer<ManagedValue[]>, { name: string } & ValueRetirement>({
      query: ({ name, ...body }) => post(name, '/retire', body),
      invalidatesTags: changed,
    }),
  }),
});

export const {
  useVocabularyNamesQuery,
  useVocabularyValuesQuery,
  useAddValueMutation,
  useRelabelValueMutation,
  useReorderValuesMutation,
  useMergeValuesMutation,
  useRetireValueMutation,
} = vocabulariesAdminApi;
