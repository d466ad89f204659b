import { api } from '../../shared/api/api';
import { formBody } from '../../shared/api/formBody';
import type { DataAnswer, ListAddition, ListChosen, ListDownloadQuery, ListQuery, ListRename, ListRowsForm, ListRowsRemoved, ListToBasketAnswer, NewListForm, SavedList, SavedListDetail } from '@shop/contract';

export type { ListToBasketAnswer, SavedList, SavedListDetail, SavedListRow } from '@shop/contract';

/** The list's products as a CSV or XLSX file, the same columns as the /hot list download. */
export function listDownloadUrl({ listid, format, lang }: ListDownloadQuery): string {
  return `/api/listinfo/download?${new URLSearchParams({ listid: String(listid), format, lang }).toString()}`;
}

const savedListsApi = api.injectEndpoints({
  endpoints: (build) => ({
    savedLists: build.query<SavedList[], void>({
      query: () => ({ url: '/listinfo/showlists', method: 'POST', body: formBody({}) }),
      transformResponse: (body: Partial<DataAnswer<SavedList[]>>) => body.data ?? [],
      providesTags: ['SavedList'],
    }),
    savedList: build.query<SavedListDetail, ListQuery['listid']>({
      query: (listid) => ({ url: '/listinfo/showlist', method: 'POST', body: formBody({ listid } satisfies ListQuery) }),
      providesTags: ['SavedList'],
    }),
    addList: build.mutation<ListChosen, NewListForm>({
      query: (fields) => ({ url: '/listinfo/addlist', method: 'POST', body: formBody({ ...fields }) }),
      invalidatesTags: ['SavedList'],
    }),
    renameList: build.mutation<void, ListRename>({
      query: (fields) => ({ url: '/listinfo/renamelist', method: 'POST', body: formBody({ ...fields }) }),
      invalidatesTags: ['SavedList'],
    }),
    deleteList: build.mutation<void, ListQuery['listid']>({
      query: (listid) => ({ url: '/listinfo/dellist', method: 'POST', body: formBody({ listid } satisfies ListQuery) }),
      invalidatesTags: ['SavedList'],
    }),
    /** Into the list named, or the favourites without one. */
    saveToList: build.mutation<ListChosen, ListAddition>({
      query: (fields) => ({ url: '/listinfo/addproduct', method: 'POST', body: formBody({ ...fields }) }),
      invalidatesTags: ['SavedList'],
    }),
    removeListRows: build.mutation<ListRowsRemoved, ListRowsForm>({
      query: (fields) => ({ url: '/listinfo/delrows', method: 'POST', body: formBody({ ...fields }) }),
      invalidatesTags: ['SavedList'],
    }),
    /** No rowid: the whole list. */
    listToBasket: build.mutation<ListToBasketAnswer, ListRowsForm>({
      query: (fields) => ({ url: '/listinfo/tobasket', method: 'POST', body: formBody({ ...fields }) }),
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
