import { api } from '../../../shared/api/api';
import { formBody } from '../../../shared/api/formBody';
import type { DataAnswer, ReferenceForm, StaffReference } from '@shop/contract';

export type { ReferenceForm, StaffReference } from '@shop/contract';

export const formOf = (r: StaffReference): ReferenceForm => ({
  title: r.name,
  journal: r.qikan,
  pmid: r.id,
  sample: r.shuxing,
  species: r.species,
  application: r.application,
  impact_factor: r.if,
});

const base = (pid: number) => `/admininfo/catalogue/products/${pid}/references`;
const withTags = api.enhanceEndpoints({ addTagTypes: ['StaffReference'] });

/** Every change answers the list after it: it replaces the cached list; the public product page is refetched. */
async function storeList(pid: number, { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: DataAnswer<StaffReference[]> }> }) {
  const { data: answer } = await queryFulfilled.catch(() => ({ data: null }));
  if (answer) dispatch(referencesApi.util.upsertQueryData('productReferences', pid, answer.data));
}
const productChanged = (_r: unknown, error: unknown, { pid }: { pid: number }) => (error ? [] : [{ type: 'Product' as const, id: pid }]);

export const referencesApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    productReferences: build.query<StaffReference[], number>({
      query: (pid) => base(pid),
      transformResponse: (body: DataAnswer<StaffReference[]>) => body.data ?? [],
      providesTags: (_r, _e, pid) => [{ type: 'StaffReference', id: pid }],
    }),
    addReference: build.mutation<DataAnswer<StaffReference[]>, { pid: number; form: ReferenceForm }>({
      query: ({ pid, form }) => ({ url: base(pid), method: 'POST', body: formBody({ ...form }) }),
      invalidatesTags: productChanged,
      onQueryStarted: ({ pid }, lifecycle) => storeList(pid, lifecycle),
    }),
    editReference: build.mutation<DataAnswer<StaffReference[]>, { pid: number; position: number; form: ReferenceForm }>({
      query: ({ pid, position, form }) => ({ url: `${base(pid)}/${position}`, method: 'POST', body: formBody({ ...form }) }),
      invalidatesTags: productChanged,
      onQueryStarted: ({ pid }, lifecycle) => storeList(pid, lifecycle),
    }),
    deleteReference: build.mutation<DataAnswer<StaffReference[]>, { pid: number; position: number }>({
      query: ({ pid, position }) => ({ url: `${base(pid)}/${position}/delete`, method: 'POST' }),
      invalidatesTags: productChanged,
      onQueryStarted: ({ pid }, lifecycle) => storeList(pid, lifecycle),
    }),
  }),
});

export const { useProductReferencesQuery, useAddReferenceMutation, useEditReferenceMutation, useDeleteReferenceMutation } = referencesApi;
