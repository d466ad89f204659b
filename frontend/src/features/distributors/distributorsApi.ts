import { api, type EnvelopeMeta } from '../../shared/api/api';
import type { AgentAnswer } from '@shop/contract';

export type { Distributor } from '@shop/contract';

export const distributorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /agentinfo/ (all) or /agentinfo/?province= — answered in the interface language. */
    agentInfo: build.query<AgentAnswer & { unknownProvince: boolean }, string | undefined>({
      query: (province) => ({ url: '/agentinfo/', params: province ? { province } : undefined }),
      transformResponse: (body: AgentAnswer, meta?: EnvelopeMeta) => ({ ...body, unknownProvince: meta?.nothing === true }),
      providesTags: ['Distributor'],
    }),
  }),
});

export const { useAgentInfoQuery } = distributorsApi;
