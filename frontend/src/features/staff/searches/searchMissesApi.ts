import { api } from '../../../app/api';

/** A search text that found nothing, with how often and when last (issue 23). */
export interface SearchMissRow {
  text: string;
  searches: number;
  lastseen: string;
}

export interface SearchMissesAnswer {
  data: SearchMissRow[];
  from: string;
  to: string;
}

export interface SearchMissesPeriod {
  from: string;
  to: string;
}

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
