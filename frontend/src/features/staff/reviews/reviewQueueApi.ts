import { api } from '../../../shared/api/api';
import { formBody } from '../../../shared/api/formBody';
import type { QueuedReview, ReviewQueueQuery, ReviewReply, StaffPage } from '@shop/contract';

export type { QueuedReview, ReviewStatus } from '@shop/contract';

const reviewQueueApi = api.injectEndpoints({
  endpoints: (build) => ({
    reviewQueue: build.query<StaffPage<QueuedReview>, ReviewQueueQuery>({
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
    replyReview: build.mutation<void, { id: number } & ReviewReply>({
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
