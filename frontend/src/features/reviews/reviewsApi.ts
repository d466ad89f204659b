import { api } from '../../shared/api/api';
import { formBody } from '../../shared/api/formBody';
import type { DataAnswer, ProductAnswer, ReviewForm } from '@shop/contract';

export type { ReviewForm } from '@shop/contract';

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The product a review is written for: its catalogue number prefills the form. */
    reviewProduct: build.query<ProductAnswer, string>({
      query: (pid) => ({ url: '/iteminfo/baseinfo/', params: { pid } }),
    }),
    addReview: build.mutation<void, ReviewForm>({
      query: (form) => ({ url: '/comment/addcomment', method: 'POST', body: formBody({ ...form }) }),
      invalidatesTags: ['Review'],
    }),
    /** One picture; the answer's data is the stored file name to send as UploadAnyImages. */
    addReviewPicture: build.mutation<Partial<DataAnswer<string>>, { file: File; pid: string; uid: string }>({
      query: ({ file, pid, uid }) => {
        const body = new FormData();
        body.append('pid', pid);
        body.append('FileNewName', `${uid}-${pid}-${file.name.replace(/[^\w.-]+/g, '_')}`);
        body.append('file', file);
        return { url: '/comment/addcommentpic/', method: 'POST', body };
      },
    }),
  }),
});

export const { useReviewProductQuery, useAddReviewMutation, useAddReviewPictureMutation } = reviewsApi;
