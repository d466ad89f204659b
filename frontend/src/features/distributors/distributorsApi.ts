import { api, type EnvelopeMeta } from '../../app/api';

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

export interface AgentInfoAnswer {
  data: Distributor[];
  province2: ProvinceEntry[];
  /** The named province does not exist (the server's code 300), as opposed to one without distributors. */
  unknownProvince: boolean;
}

export const distributorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /agentinfo/ (all) or /agentinfo/?province= — answered in the interface language. */
    agentInfo: build.query<AgentInfoAnswer, string | undefined>({
      query: (province) => ({ url: '/agentinfo/', params: province ? { province } : undefined }),
      transformResponse: (body: Omit<AgentInfoAnswer, 'unknownProvince'>, meta?: EnvelopeMeta) => ({ ...body, unknownProvince: meta?.nothing === true }),
      providesTags: ['Distributor'],
    }),
  }),
});

export const { useAgentInfoQuery } = distributorsApi;
