import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { storedLanguage } from '../i18n/language';
import { readCookie } from './cookies';

/**
 * The one API slice. Features add their calls with api.injectEndpoints in features/<name>/<name>Api.ts.
 * Every call names the interface language (server messages come back in it) and, when logged in,
 * carries the spec's Authorization header made of the uid and session cookies.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: '/api',
    credentials: 'same-origin',
    prepareHeaders: (headers) => {
      headers.set('X-Language', storedLanguage());
      headers.set('X-Requested-With', 'XMLHttpRequest');
      const uid = readCookie('uid');
      const token = readCookie('password');
      if (uid && token && !headers.has('Authorization')) headers.set('Authorization', `${uid}:${token}`);
      return headers;
    },
  }),
  tagTypes: ['Session', 'Basket', 'Address', 'Order', 'Review', 'Promotion', 'Product', 'Distributor', 'Carousel', 'Lot'],
  endpoints: () => ({}),
});

/** Every answer of section 7 carries a code; 300 means "none" or "unknown". */
export interface Coded {
  code: number;
  message?: string;
}
