import { api } from './api';
import type { DataAnswer, SiteInfo } from '@shop/contract';

const siteApi = api.injectEndpoints({
  endpoints: (build) => ({
    siteInfo: build.query<SiteInfo, void>({
      query: () => '/siteinfo',
      transformResponse: (body: DataAnswer<SiteInfo>) => body.data,
    }),
  }),
});

export const { useSiteInfoQuery } = siteApi;
