import { api } from '../../../app/api';

/** A requirement form as the staff inbox lists it. */
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

export interface InboxAnswer {
  data: RequirementRow[];
  total: number;
  pagesize: number;
}

const requirementInboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    requirementInbox: build.query<InboxAnswer, number>({
      query: (page) => ({ url: '/admininfo/requirements', params: { page } }),
    }),
    markRequirementHandled: build.mutation<void, number>({
      query: (id) => ({ url: `/admininfo/requirements/${id}/handled`, method: 'POST' }),
    }),
  }),
});

export const { useRequirementInboxQuery, useMarkRequirementHandledMutation } = requirementInboxApi;
