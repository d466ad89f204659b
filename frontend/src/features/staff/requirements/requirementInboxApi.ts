import { api } from '../../../shared/api/api';
import type { RequirementRow, StaffPage } from '@shop/contract';

const requirementInboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    requirementInbox: build.query<StaffPage<RequirementRow>, number>({
      query: (page) => ({ url: '/admininfo/requirements', params: { page } }),
    }),
    markRequirementHandled: build.mutation<void, number>({
      query: (id) => ({ url: `/admininfo/requirements/${id}/handled`, method: 'POST' }),
    }),
  }),
});

export const { useRequirementInboxQuery, useMarkRequirementHandledMutation } = requirementInboxApi;
