import { api } from '../../app/api';
import { formBody } from '../../app/formBody';

/** A basket row as cartinfo/showcart sends it; price is the catalogue unit price in yuan. */
export interface BasketRow {
  carid: number;
  pid: number;
  priceid: number;
  quantity: number;
  productname: string;
  catno: string;
  specs: string;
  price: number;
  /** The size's stock status or lead time ('' = not stated). */
  stock?: string;
}

const basketApi = api.injectEndpoints({
  endpoints: (build) => ({
    basket: build.query<BasketRow[], void>({
      query: () => ({ url: '/cartinfo/showcart', method: 'POST', body: formBody({}) }),
      transformResponse: (body: { data?: BasketRow[] }) => body.data ?? [],
      providesTags: ['Basket'],
    }),
    /** The same add call with +1 or -1 (spec section 4: basket step 1). */
    stepQuantity: build.mutation<void, { pid: number; priceid: number; quantity: 1 | -1 }>({
      query: (fields) => ({ url: '/cartinfo/addcart', method: 'POST', body: formBody(fields) }),
      invalidatesTags: ['Basket'],
    }),
    removeBasketRow: build.mutation<void, number>({
      query: (cartid) => ({ url: '/cartinfo/delcartprd', method: 'POST', body: formBody({ cartid }) }),
      invalidatesTags: ['Basket'],
    }),
  }),
});

export const { useBasketQuery, useStepQuantityMutation, useRemoveBasketRowMutation } = basketApi;
