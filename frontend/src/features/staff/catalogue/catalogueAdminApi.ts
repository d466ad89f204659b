import { api } from '../../../shared/api/api';
import { formBody } from '../../../shared/api/formBody';
import type { ShopDispatch } from '../../../shared/api/api';
import { failureStatus, refusalDetail, serverMessage } from '../../../shared/api/serverMessage';
import { registerFieldLabels } from './fieldLabels';
import type { CatalogueField, DataAnswer, ImportState, Problem, ProductListQuery, StaffPicture, StaffProduct, StaffProductList } from '@shop/contract';

// The calls' types are the wire contract's (contract/src/staff-catalogue.ts), under the names the pages use.
export type {
  CatalogueField,
  FieldKind,
  ImportPhase,
  ImportReport,
  ImportState,
  StaffPicture as Picture,
  Problem,
  ProductListQuery,
  ProductStatus,
  StaffProduct,
  StaffProductRow,
} from '@shop/contract';

/** Staff catalogue calls (contract: /api/admininfo/catalogue/*). Column names are the import sheet's. */
const BASE = '/admininfo/catalogue';

const withTags = api.enhanceEndpoints({ addTagTypes: ['StaffProduct', 'CatalogueFields'] });

/**
 * Every picture call answers the product's pictures after the change: they go straight into the
 * cached product so the editor's unsaved cells are left alone (no refetch, no form reset).
 */
function pictureCall(pid: number, path: string, body: FormData | URLSearchParams | undefined) {
  return { url: `${BASE}/products/${pid}/images${path}`, method: 'POST', body };
}

/** After a picture call: the list thumbnail and the public product page are refetched. */
const picturesInvalidate = (_r: unknown, error: unknown, { pid }: { pid: number }) =>
  error ? [] : [{ type: 'StaffProduct' as const, id: 'LIST' }, { type: 'Product' as const, id: pid }];

async function storePictures(pid: number, { dispatch, queryFulfilled }: { dispatch: ShopDispatch; queryFulfilled: Promise<{ data: DataAnswer<StaffPicture[]> }> }): Promise<void> {
  const { data: answer } = await queryFulfilled.catch(() => ({ data: null }));
  if (!answer) return;
  dispatch(
    catalogueAdminApi.util.updateQueryData('staffProduct', pid, (cached) => {
      cached.data.images = answer.data;
    }),
  );
}

export const catalogueAdminApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    catalogueFields: build.query<CatalogueField[], void>({
      query: () => `${BASE}/fields`,
      // Labels are registered before any component sees the fields, so t() finds them on first render.
      transformResponse: (body: DataAnswer<CatalogueField[]>) => registerFieldLabels(body.data ?? []),
      providesTags: ['CatalogueFields'],
    }),
    staffProducts: build.query<StaffProductList, ProductListQuery>({
      query: (params) => ({ url: `${BASE}/products`, params }),
      providesTags: [{ type: 'StaffProduct', id: 'LIST' }],
    }),
    staffProduct: build.query<DataAnswer<StaffProduct>, number>({
      query: (pid) => `${BASE}/products/${pid}`,
      providesTags: (_r, _e, pid) => [{ type: 'StaffProduct', id: pid }],
    }),
    createProduct: build.mutation<DataAnswer<Pick<StaffProduct, 'pid'>>, Record<string, string>>({
      query: (cells) => ({ url: `${BASE}/products`, method: 'POST', body: formBody(cells) }),
      invalidatesTags: [{ type: 'StaffProduct', id: 'LIST' }],
    }),
    updateProduct: build.mutation<DataAnswer<Pick<StaffProduct, 'pid' | 'updated_at'>>, { pid: number; cells: Record<string, string> }>({
      query: ({ pid, cells }) => ({ url: `${BASE}/products/${pid}`, method: 'POST', body: formBody(cells) }),
      invalidatesTags: (_r, error, { pid }) =>
        error ? [] : [{ type: 'StaffProduct', id: pid }, { type: 'StaffProduct', id: 'LIST' }, { type: 'Product', id: pid }],
    }),
    setProductStatus: build.mutation<DataAnswer<Pick<StaffProduct, 'pid' | 'status'>>, { pid: number; action: 'discontinue' | 'reactivate' }>({
      query: ({ pid, action }) => ({ url: `${BASE}/products/${pid}/${action}`, method: 'POST' }),
      invalidatesTags: (_r, error, { pid }) => (error ? [] : [{ type: 'StaffProduct', id: 'LIST' }, { type: 'Product', id: pid }]),
      async onQueryStarted({ pid }, { dispatch, queryFulfilled }) {
        const { data: answer } = await queryFulfilled.catch(() => ({ data: null }));
        if (!answer) return;
        dispatch(
          catalogueAdminApi.util.updateQueryData('staffProduct', pid, (cached) => {
            cached.data.status = answer.data.status;
          }),
        );
      },
    }),
    addPicture: build.mutation<DataAnswer<StaffPicture[]>, { pid: number; picture: File; caption: string; caption_en: string }>({
      query: ({ pid, picture, caption, caption_en }) => {
        const body = new FormData();
        body.append('picture', picture);
        body.append('caption', caption);
        body.append('caption_en', caption_en);
        return pictureCall(pid, '', body);
      },
      invalidatesTags: picturesInvalidate,
      onQueryStarted: (arg, lifecycle) => storePictures(arg.pid, lifecycle),
    }),
    replacePicture: build.mutation<DataAnswer<StaffPicture[]>, { pid: number; position: number; picture: File }>({
      query: ({ pid, position, picture }) => {
        const body = new FormData();
        body.append('picture', picture);
        return pictureCall(pid, `/${position}/replace`, body);
      },
      invalidatesTags: picturesInvalidate,
      onQueryStarted: (arg, lifecycle) => storePictures(arg.pid, lifecycle),
    }),
    captionPicture: build.mutation<DataAnswer<StaffPicture[]>, { pid: number; position: number; caption: string; caption_en: string }>({
      query: ({ pid, position, caption, caption_en }) => pictureCall(pid, `/${position}/caption`, formBody({ caption, caption_en })),
      invalidatesTags: picturesInvalidate,
      onQueryStarted: (arg, lifecycle) => storePictures(arg.pid, lifecycle),
    }),
    deletePicture: build.mutation<DataAnswer<StaffPicture[]>, { pid: number; position: number }>({
      query: ({ pid, position }) => pictureCall(pid, `/${position}/delete`, undefined),
      invalidatesTags: picturesInvalidate,
      onQueryStarted: (arg, lifecycle) => storePictures(arg.pid, lifecycle),
    }),
    orderPictures: build.mutation<DataAnswer<StaffPicture[]>, { pid: number; order: number[] }>({
      query: ({ pid, order }) => pictureCall(pid, '/order', formBody({ order: order.join(',') })),
      invalidatesTags: picturesInvalidate,
      onQueryStarted: (arg, lifecycle) => storePictures(arg.pid, lifecycle),
    }),
    importState: build.query<DataAnswer<ImportState>, string>({
      query: (id) => `${BASE}/imports/${encodeURIComponent(id)}`,
    }),
    confirmImport: build.mutation<DataAnswer<ImportState>, string>({
      query: (id) => ({ url: `${BASE}/imports/${encodeURIComponent(id)}/confirm`, method: 'POST' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const { data: answer } = await queryFulfilled.catch(() => ({ data: null }));
        if (answer) dispatch(catalogueAdminApi.util.upsertQueryData('importState', id, answer));
      },
      invalidatesTags: [{ type: 'StaffProduct', id: 'LIST' }],
    }),
  }),
});

export const {
  useCatalogueFieldsQuery,
  useStaffProductsQuery,
  useStaffProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useSetProductStatusMutation,
  useAddPictureMutation,
  useReplacePictureMutation,
  useCaptionPictureMutation,
  useDeletePictureMutation,
  useOrderPicturesMutation,
  useImportStateQuery,
  useConfirmImportMutation,
} = catalogueAdminApi;

/** The server's problems (400 answers) and message out of an RTK Query error. */
export function answerProblems(error: unknown): { message: string | null; problems: Problem[]; status: number | null } {
  const problems = refusalDetail(error, 'problems');
  return {
    status: failureStatus(error) ?? null,
    message: serverMessage(error) ?? null,
    problems: Array.isArray(problems) ? (problems as Problem[]) : [],
  };
}
