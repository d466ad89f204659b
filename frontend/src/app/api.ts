import { createApi } from '@reduxjs/toolkit/query/react';
import { envelopeBaseQuery } from './envelopeBaseQuery';

/**
 * The one API slice. Features add their calls with api.injectEndpoints in features/<name>/<name>Api.ts;
 * the base query has already turned each answer's envelope into data or a ShopError.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: envelopeBaseQuery,
  tagTypes: ['Session', 'Basket', 'Address', 'Order', 'Review', 'Promotion', 'Product', 'Distributor', 'Carousel', 'Lot'],
  endpoints: () => ({}),
});

export { NOTHING } from './envelopeBaseQuery';
export type { EnvelopeMeta, ShopError } from './envelopeBaseQuery';
