import { api } from '../../../app/api';
import { formBody } from '../../../app/formBody';

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

export interface QueuedReview {
  id: number;
  pid: number;
  catno: string;
  productname: string;
  firstname: string;
  lastname: string;
  country: string;
  email: string;
  institution: string;
  lotnumber: string;
  applicationused: string;
  species: string;
  type: string;
  specification: string;
  primaryantibodydilution: string;
  uploadanyimages: string;
  imageurl: string;
  commenttime: string;
  status: ReviewStatus;
  reply: { content: string; replytime: string } | null;
}

export interface ReviewQueueAnswer {
  data: QueuedReview[];
  total: number;
  pagesize: number;
}

const reviewQueueApi = api.injectEndpoints({
  endpoints: (build) => ({
    reviewQueue: build.query<ReviewQueueAnswer, { status: ReviewStatus; page: number }>({
      query: (params) => ({ url: '/admininfo/reviews', params }),
      providesTags: ['Review'],
    }),
    approveReview: build.mutation<void, number>({
      query: (id) => ({ url: `/admininfo/reviews/${id}/approve`, method: 'POST' }),
      invalidatesTags: ['Review'],
    }),
    rejectReview: build.mutation<void, number>({
      query: (id) => ({ url: `/admininfo/reviews/${id}/reject`, method: 'POST' }),
      invalidatesTags: ['Review'],
    }),
    replyReview: build.mutation<void, { id: number; content: string }>({
      query: ({ id, content }) => ({ url: `/admininfo/reviews/${id}/reply`, method: 'POST', body: formBody({ content }) }),
      invalidatesTags: ['Review'],
    }),
  }),
});

export const {
  useReviewQueueQuery,
  useApproveReviewMutation,
  useRejectReviewMutation,
  useReplyReviewMutation,
} = reviewQueueApi;
