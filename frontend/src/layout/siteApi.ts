import { api } from '../app/api';

export interface SiteInfo {
  email: string;
  phone: string;
  address_ch: string;
  address_en: string;
  filingnumber: string;
  bank: { accountname: string; bankname: string; accountnumber: string; swift: string };
}

const siteApi = api.injectEndpoints({
  endpoints: (build) => ({
    siteInfo: build.query<SiteInfo, void>({
      query: () => '/siteinfo',
      transformResponse: (body: { data: SiteInfo }) => body.data,
    }),
  }),
});

export const { useSiteInfoQuery } = siteApi;
