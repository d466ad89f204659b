import { api } from '../../shared/api/api';
import { formBody } from '../../shared/api/formBody';
import { newIdempotencyKey } from '../../shared/api/safeRetries';
import type { DataAnswer, BasketRow } from '@shop/contract';

export type { BasketRow } from '@shop/contract';

const basketApi = api.injectEndpoints({
  endpoints: (build) => ({
    basket: build.query<BasketRow[], void>({
      query: () => ({ url: '/cartinfo/showcart', method: 'POST', body: formBody({}) }),
      transformResponse: (body: Partial<DataAnswer<BasketRow[]>>) => body.data ?? [],
      providesTags: ['Basket'],
    }),
    /** The same add call with +1 or -1 (spec section 4: basket step 1). */
    stepQuantity: build.mutation<void, { pid: number; priceid: number; quantity: 1 | -1 }>({
      query: (fields) => ({ url: '/cartinfo/addcart', method: 'POST', body: formBody(fields), headers: { 'Idempotency-Key': newIdempotencyKey() } }),
      extraOptions: { retryWhileUnavailable: true },
      invalidatesTags: ['Basket'],
    }),
    removeBasketRow: build.mutation<void, number>({
      query: (cartid) => ({ url: '/cartinfo/delcartprd', method: 'POST', body: formBody({ cartid }) }),
      invalidatesTags: ['Basket'],
    }),
  }),
});

export const { useBasketQuery, useStepQuantityMutation, useRemoveBasketRowMutation } = basketApi;
