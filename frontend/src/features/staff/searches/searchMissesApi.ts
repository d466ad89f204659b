import { api } from '../../../shared/api/api';
import type { SearchMissesAnswer, SearchMissesPeriod } from '@shop/contract';

const searchMissesApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchMisses: build.query<SearchMissesAnswer, SearchMissesPeriod>({
      query: (period) => ({ url: '/admininfo/search-misses', params: { ...period, limit: 200 } }),
    }),
  }),
});

export const { useSearchMissesQuery } = searchMissesApi;

/** The same list as a CSV file (a plain link: the browser downloads it with the staff session's cookie). */
export const searchMissesCsvUrl = (period: SearchMissesPeriod) =>
  `/api/admininfo/search-misses?${new URLSearchParams({ ...period, limit: '1000', format: 'csv' }).toString()}`;
