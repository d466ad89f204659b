import { api, Coded } from '../../app/api';

export interface Distributor {
  agentid: number;
  agentname: string;
  adress: string;
  website: string;
  email: string;
  telephone: string;
  province: string;
  enorch: 'zh' | 'en';
}

export interface ProvinceEntry {
  province: string;
  enorch: 'zh' | 'en';
  code?: string;
}

export interface AgentInfoAnswer extends Coded {
  data: Distributor[];
  province2: ProvinceEntry[];
}

export const distributorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /agentinfo/ (all) or /agentinfo/?province= — answered in the interface language. */
    agentInfo: build.query<AgentInfoAnswer, string | undefined>({
      query: (province) => ({ url: '/agentinfo/', params: province ? { province } : undefined }),
      providesTags: ['Distributor'],
    }),
  }),
});

export const { useAgentInfoQuery } = distributorsApi;
