import { api, type EnvelopeMeta } from '../../shared/api/api';
import { formBody } from '../../shared/api/formBody';
import type { DataAnswer, Address, AddressEdit, NewAddress, OrderAgainAnswer, OrderAgainForm, OrderDetail, OrderForm, OrderList, OrderPlaced, OrderSearch, OrderSummary, Region, RegionLevel } from '@shop/contract';

// The calls' types and the invoice's fields are the wire contract's (contract/src/ordering.ts).
export { INVOICE_FIELDS } from '@shop/contract';
export type { Address, InvoiceField, MainInfo, OrderAgainAnswer, OrderDetail, OrderLine, OrderSummary, Region, ShippedLot } from '@shop/contract';

const orderingApi = api.injectEndpoints({
  endpoints: (build) => ({
    addresses: build.query<Address[], void>({
      query: () => ({ url: '/addrinfo/showaddress', method: 'POST', body: formBody({}) }),
      transformResponse: (body: Partial<DataAnswer<Address[]>>) => body.data ?? [],
      providesTags: ['Address'],
    }),
    addAddress: build.mutation<void, NewAddress>({
      query: (fields) => ({ url: '/addrinfo/addaddress', method: 'POST', body: formBody({ ...fields }) }),
      invalidatesTags: ['Address'],
    }),
    /** My account's address book (issue 31): the same fields as a new address, in place. */
    editAddress: build.mutation<Address, AddressEdit>({
      query: (fields) => ({ url: '/addrinfo/editaddress', method: 'POST', body: formBody({ ...fields }) }),
      transformResponse: (body: DataAnswer<Address>) => body.data,
      invalidatesTags: ['Address'],
    }),
    setDefaultAddress: build.mutation<void, number>({
      query: (addrid) => ({ url: '/addrinfo/setdefault', method: 'POST', body: formBody({ addrid }) }),
      invalidatesTags: ['Address'],
    }),
    removeAddress: build.mutation<void, number>({
      query: (addrid) => ({ url: '/addrinfo/deladdress', method: 'POST', body: formBody({ addrid }) }),
      invalidatesTags: ['Address'],
    }),
    regions: build.query<Region[], string>({
      query: (pid) => ({ url: '/regions/', params: { pid } }),
      transformResponse: (body: Partial<RegionLevel>) => body.data ?? [],
    }),
    applyOrder: build.mutation<OrderPlaced, OrderForm>({
      query: (form) => ({ url: '/orderinfo/applyorder', method: 'POST', body: formBody({ ...form }) }),
      // The same basket rows ordered again answer the order they made (orders.service's submit).
      extraOptions: { retryWhileUnavailable: true },
      invalidatesTags: ['Basket', 'Order'],
    }),
    /** Lines of a past order (all when `line` is empty) back into the basket; the lines that could not be come back with the reason. */
    orderAgain: build.mutation<OrderAgainAnswer, OrderAgainForm>({
      query: (form) => ({ url: '/orderinfo/orderagain', method: 'POST', body: formBody({ ...form }) }),
      invalidatesTags: ['Basket'],
    }),
    order: build.query<OrderDetail | null, number>({
      query: (orderlistid) => ({ url: '/orderinfo/showorderitem', params: { orderlistid } }),
      // null: no such order of this customer (the server's code 300).
      transformResponse: (body: OrderDetail, meta?: EnvelopeMeta) => (meta?.nothing ? null : body),
      providesTags: (_r, _e, id) => [{ type: 'Order', id }],
    }),
    /** Every own order, or (my account's search, issue 31) those matching an order or catalogue number and a status. */
    orders: build.query<OrderSummary[], OrderSearch | void>({
      query: (search) => ({ url: '/orderinfo/showallorder', method: 'POST', body: formBody({ ...(search ?? {}) }) }),
      transformResponse: (body: Partial<OrderList>) => body.orderinfo ?? [],
      providesTags: ['Order'],
    }),
    cancelOrder: build.mutation<void, number>({
      query: (orderlistid) => ({ url: '/orderinfo/delorder', method: 'POST', body: formBody({ orderlistid }) }),
      invalidatesTags: ['Order'],
    }),
  }),
});

export const {
  useAddressesQuery,
  useAddAddressMutation,
  useRemoveAddressMutation,
  useEditAddressMutation,
  useSetDefaultAddressMutation,
  useRegionsQuery,
  useApplyOrderMutation,
  useOrderQuery,
  useOrdersQuery,
  useCancelOrderMutation,
  useOrderAgainMutation,
} = orderingApi;
