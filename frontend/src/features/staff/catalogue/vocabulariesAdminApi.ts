import { api } from '../../../shared/api/api';

/** Staff vocabulary calls (contract: /api/admininfo/catalogue/vocabularies/*). Every change answers the vocabulary after it. */
const BASE = '/admininfo/catalogue/vocabularies';

export interface ManagedValue {
  key: string;
  zh: string;
  en: string;
  synonyms: string[];
  retired: boolean;
  /** Products whose own columns carry the value. */
  products: number;
}

export interface VocabularyHeading {
  name: string;
  label: { zh: string; en: string };
}

type ValuesAnswer = { data: ManagedValue[] };

const withTags = api.enhanceEndpoints({ addTagTypes: ['Vocabulary', 'Vocabularies', 'CatalogueFields'] });

/** A change also refreshes the shop's labels (shared/api/vocabulariesApi.ts) and the editor's choices. */
const changed = (_r: unknown, error: unknown, { name }: { name: string }) =>
  error ? [] : [{ type: 'Vocabulary' as const, id: name }, 'Vocabularies' as const, 'CatalogueFields' as const];

const post = (name: string, path: string, body: object) => ({ url: `${BASE}/${encodeURIComponent(name)}${path}`, method: 'POST', body });

export const vocabulariesAdminApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    vocabularyNames: build.query<VocabularyHeading[], void>({
      query: () => BASE,
      transformResponse: (body: { data?: VocabularyHeading[] }) => body.data ?? [],
    }),
    vocabularyValues: build.query<ManagedValue[], string>({
      query: (name) => `${BASE}/${encodeURIComponent(name)}`,
      transformResponse: (body: ValuesAnswer) => body.data ?? [],
      providesTags: (_r, _e, name) => [{ type: 'Vocabulary', id: name }],
    }),
    addValue: build.mutation<ValuesAnswer, { name: string; key: string; zh: string; en: string; synonyms: string[] }>({
      query: ({ name, ...body }) => post(name, '', body),
      invalidatesTags: changed,
    }),
    relabelValue: build.mutation<ValuesAnswer, { name: string; key: string; zh: string; en: string; synonyms: string[] }>({
      query: ({ name, ...body }) => post(name, '/relabel', body),
      invalidatesTags: changed,
    }),
    reorderValues: build.mutation<ValuesAnswer, { name: string; keys: string[] }>({
      query: ({ name, keys }) => post(name, '/reorder', { keys }),
      invalidatesTags: changed,
    }),
    mergeValues: build.mutation<ValuesAnswer & { moved: number }, { name: string; from: string; into: string }>({
      query: ({ name, ...body }) => post(name, '/merge', body),
      invalidatesTags: changed,
    }),
    retireValue: build.mutation<ValuesAnswer, { name: string; key: string; retired: boolean }>({
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
