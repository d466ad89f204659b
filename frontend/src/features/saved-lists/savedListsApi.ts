import { api } from '../../shared/api/api';
import { formBody } from '../../shared/api/formBody';
import type { ListToBasketAnswer, SavedList, SavedListDetail } from '@shop/contract';

export type { ListToBasketAnswer, SavedList, SavedListDetail, SavedListRow } from '@shop/contract';

/** The list's products as a CSV or XLSX file, the same columns as the /hot list download. */
export function listDownloadUrl(listid: number, format: 'csv' | 'xlsx', lang: 'zh' | 'en'): string {
  return `/api/listinfo/download?${new URLSearchParams({ listid: String(listid), format, lang }).toString()}`;
}

const savedListsApi = api.injectEndpoints({
  endpoints: (build) => ({
    savedLists: build.query<SavedList[], void>({
      query: () => ({ url: '/listinfo/showlists', method: 'POST', body: formBody({}) }),
      transformResponse: (body: { data?: SavedList[] }) => body.data ?? [],
      providesTags: ['SavedList'],
    }),
    savedList: build.query<SavedListDetail, number>({
      query: (listid) => ({ url: '/listinfo/showlist', method: 'POST', body: formBody({ listid }) }),
      providesTags: ['SavedList'],
    }),
    addList: build.mutation<{ listid: number }, { name: string }>({
      query: (fields) => ({ url: '/listinfo/addlist', method: 'POST', body: formBody(fields) }),
      invalidatesTags: ['SavedList'],
    }),
    renameList: build.mutation<void, { listid: number; name: string }>({
      query: (fields) => ({ url: '/listinfo/renamelist', method: 'POST', body: formBody(fields) }),
      invalidatesTags: ['SavedList'],
    }),
    deleteList: build.mutation<void, number>({
      query: (listid) => ({ url: '/listinfo/dellist', method: 'POST', body: formBody({ listid }) }),
      invalidatesTags: ['SavedList'],
    }),
    /** Into the list named, or the favourites without one. */
    saveToList: build.mutation<{ listid: number }, { listid?: number; pid: number; priceid?: number }>({
      query: (fields) => ({ url: '/listinfo/addproduct', method: 'POST', body: formBody(fields) }),
      invalidatesTags: ['SavedList'],
    }),
    removeListRows: build.mutation<void, { listid: number; rowid: number[] }>({
      query: (fields) => ({ url: '/listinfo/delrows', method: 'POST', body: formBody(fields) }),
      invalidatesTags: ['SavedList'],
    }),
    /** No rowid: the whole list. */
    listToBasket: build.mutation<ListToBasketAnswer, { listid: number; rowid: number[] }>({
      query: (fields) => ({ url: '/listinfo/tobasket', method: 'POST', body: formBody(fields) }),
      invalidatesTags: ['Basket'],
    }),
  }),
});

export const {
  useSavedListsQuery,
  useSavedListQuery,
  useAddListMutation,
  useRenameListMutation,
  useDeleteListMutation,
  useSaveToListMutation,
  useRemoveListRowsMutation,
  useListToBasketMutation,
} = savedListsApi;
