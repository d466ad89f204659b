import { api } from '../../../shared/api/api';
import { formBody } from '../../../shared/api/formBody';
import type { DataAnswer, DeskDistributor, DeskSlide, DistributorDraft, DistributorFilter, ProvinceChoice, SlideDraft, SlideMove, StaffPage } from '@shop/contract';
import { refusalDetail, serverMessage } from '../../../shared/api/serverMessage';

// The calls' types are the wire contract's (contract/src/staff.ts).
export type { DeskDistributor, DeskSlide, DistributorDraft, DistributorFilter, ProvinceChoice, SlideDraft } from '@shop/contract';

/** What the server says when it refuses a form: its message (in the interface language) and the field. */
export function refusalOf(failure: unknown): { message?: string; field?: string } {
  const field = refusalDetail(failure, 'field');
  return { message: serverMessage(failure), field: typeof field === 'string' ? field : undefined };
}

function slideBody(draft: SlideDraft<File>): FormData {
  const body = new FormData();
  body.append('routlink', draft.routlink);
  body.append('picname_ch', draft.picname_ch);
  body.append('picname_en', draft.picname_en);
  if (draft.imagefile) body.append('imagefile', draft.imagefile);
  return body;
}

/**
 * Staff calls for the distributor table and the home carousel. Changes invalidate the public
 * queries too (contact page, home page), so an open tab shows them without a reload.
 */
export const staffContentApi = api.injectEndpoints({
  endpoints: (build) => ({
    provinceChoices: build.query<ProvinceChoice[], void>({
      query: () => '/admininfo/provinces',
      transformResponse: (body: Partial<DataAnswer<ProvinceChoice[]>>) => body.data ?? [],
    }),
    deskDistributors: build.query<StaffPage<DeskDistributor>, DistributorFilter>({
      query: ({ province, enorch, page }) => ({ url: '/admininfo/distributors', params: { province, enorch, page } }),
      providesTags: ['Distributor'],
    }),
    createDistributor: build.mutation<DataAnswer<DeskDistributor>, DistributorDraft>({
      query: (draft) => ({ url: '/admininfo/distributors', method: 'POST', body: formBody({ ...draft }) }),
      invalidatesTags: ['Distributor'],
    }),
    updateDistributor: build.mutation<DataAnswer<DeskDistributor>, { id: number; draft: DistributorDraft }>({
      query: ({ id, draft }) => ({ url: `/admininfo/distributors/${id}`, method: 'POST', body: formBody({ ...draft }) }),
      invalidatesTags: ['Distributor'],
    }),
    deleteDistributor: build.mutation<void, number>({
      query: (id) => ({ url: `/admininfo/distributors/${id}/delete`, method: 'POST' }),
      invalidatesTags: ['Distributor'],
    }),
    deskSlides: build.query<DeskSlide[], void>({
      query: () => '/admininfo/carousel',
      transformResponse: (body: Partial<DataAnswer<DeskSlide[]>>) => body.data ?? [],
      providesTags: ['Carousel'],
    }),
    createSlide: build.mutation<DataAnswer<DeskSlide>, SlideDraft<File>>({
      query: (draft) => ({ url: '/admininfo/carousel', method: 'POST', body: slideBody(draft) }),
      invalidatesTags: ['Carousel'],
    }),
    updateSlide: build.mutation<DataAnswer<DeskSlide>, { id: number; draft: SlideDraft<File> }>({
      query: ({ id, draft }) => ({ url: `/admininfo/carousel/${id}`, method: 'POST', body: slideBody(draft) }),
      invalidatesTags: ['Carousel'],
    }),
    moveSlide: build.mutation<DataAnswer<DeskSlide[]>, { id: number } & SlideMove>({
      query: ({ id, direction }) => ({ url: `/admininfo/carousel/${id}/move`, method: 'POST', body: formBody({ direction }) }),
      invalidatesTags: ['Carousel'],
    }),
    deleteSlide: build.mutation<void, number>({
      query: (id) => ({ url: `/admininfo/carousel/${id}/delete`, method: 'POST' }),
      invalidatesTags: ['Carousel'],
    }),
  }),
});

export const {
  useProvinceChoicesQuery,
  useDeskDistributorsQuery,
  useCreateDistributorMutation,
  useUpdateDistributorMutation,
  useDeleteDistributorMutation,
  useDeskSlidesQuery,
  useCreateSlideMutation,
  useUpdateSlideMutation,
  useMoveSlideMutation,
  useDeleteSlideMutation,
} = staffContentApi;
