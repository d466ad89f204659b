import { api, Coded } from '../../app/api';
import { formBody } from '../../app/formBody';

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

export interface ReviewQueueAnswer extends Coded {
  data: QueuedReview[];
  total: number;
  pagesize: number;
}

export interface RequirementRow {
  id: number;
  email: string;
  antibodyname: string;
  apply: string[];
  resource: string[];
  description: string;
  language: 'zh' | 'en';
  mailed: boolean;
  handled: boolean;
  committime: string;
}

export interface InboxAnswer extends Coded {
  data: RequirementRow[];
  total: number;
  pagesize: number;
}

export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    reviewQueue: build.query<ReviewQueueAnswer, { status: ReviewStatus; page: number }>({
      query: (params) => ({ url: '/admininfo/reviews', params }),
      providesTags: ['Review'],
    }),
    approveReview: build.mutation<Coded, number>({
      query: (id) => ({ url: `/admininfo/reviews/${id}/approve`, method: 'POST' }),
      invalidatesTags: ['Review'],
    }),
    rejectReview: build.mutation<Coded, number>({
      query: (id) => ({ url: `/admininfo/reviews/${id}/reject`, method: 'POST' }),
      invalidatesTags: ['Review'],
    }),
    replyReview: build.mutation<Coded, { id: number; content: string }>({
      query: ({ id, content }) => ({ url: `/admininfo/reviews/${id}/reply`, method: 'POST', body: formBody({ content }) }),
      invalidatesTags: ['Review'],
    }),
    requirementInbox: build.query<InboxAnswer, number>({
      query: (page) => ({ url: '/admininfo/requirements', params: { page } }),
    }),
    markRequirementHandled: build.mutation<Coded, number>({
      query: (id) => ({ url: `/admininfo/requirements/${id}/handled`, method: 'POST' }),
    }),
  }),
});

export const {
  useReviewQueueQuery,
  useApproveReviewMutation,
  useRejectReviewMutation,
  useReplyReviewMutation,
  useRequirementInboxQuery,
  useMarkRequirementHandledMutation,
} = adminApi;
