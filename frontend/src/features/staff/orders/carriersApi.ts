import { api } from '../../../shared/api/api';
import { formBody } from '../../../shared/api/formBody';
import type { DataAnswer, NewCarrier, ShownCarrier } from '@shop/contract';

export type { ShownCarrier } from '@shop/contract';

/** Staff calls of the carriers page (issue 31): the carriers whose tracking numbers are linked, and adding one. */
const carriersApi = api.injectEndpoints({
  endpoints: (build) => ({
    carriers: build.query<ShownCarrier[], void>({
      query: () => '/admininfo/carriers',
      transformResponse: (body: DataAnswer<ShownCarrier[]>) => body.data,
      providesTags: ['Carrier'],
    }),
    addCarrier: build.mutation<DataAnswer<ShownCarrier>, NewCarrier>({
      query: (carrier) => ({ url: '/admininfo/carriers', method: 'POST', body: formBody({ ...carrier }) }),
      // The desk's and the order pages' tracking links change with the table.
      invalidatesTags: (_r, error) => (error ? [] : ['Carrier', 'Order']),
    }),
  }),
});

export const { useCarriersQuery, useAddCarrierMutation } = carriersApi;
