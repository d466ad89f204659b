import { api, type EnvelopeMeta } from '../../app/api';
import { formBody } from '../../app/formBody';
import type { Currency } from '../../shared/apiContract';

export interface Address {
  addrid: number;
  reccountry: string;
  recprovince: string;
  reccity: string;
  recdistrict: string;
  recaddr: string;
  recname: string;
  recphone: string;
}

export interface NewAddress {
  country: string;
  province: string;
  city: string;
  district: string;
  addr: string;
  recname: string;
  recphone: string;
}

export interface Region {
  id: string;
  pid: string;
  level: string;
  name: string;
  name_en: string;
  code: string | null;
  leaf: boolean;
}

export const INVOICE_FIELDS = ['taxcompanyname', 'taxcompanyid', 'taxcompanyaddress', 'taxcompanyphone', 'taxbankname', 'taxbankaccount'] as const;
export type InvoiceField = (typeof INVOICE_FIELDS)[number];

export interface OrderForm extends Partial<Record<InvoiceField, string>> {
  caridlist: number[];
  addrid: number;
  need_tax: 0 | 1;
  note: string;
}

export interface MainInfo extends Record<InvoiceField, string> {
  orderlistid: number;
  is_delete: 0 | 1;
  is_paid: 0 | 1;
  /** Staff marked the paid order shipped, with the lot of every line. */
  is_shipped: 0 | 1;
  shippedtime: string;
  /** Entered by staff when shipping ('' before). */
  carrier: string;
  trackingnumber: string;
  committime: string;
  need_tax: 0 | 1;
  is_tax: 0 | 1;
  taxid: string;
  note: string;
  /** The yuan total (the spec's field). */
  oritotprice: number;
  /** What the customer was shown and pays: the order's currency and the sum of its shown lines in it. */
  currency: Currency;
  totprice: number;
}

/** The lot a line was shipped from; `coa` is '' when the lot has no certificate. */
export interface ShippedLot {
  lotid: number;
  lot_number: string;
  expires_on: string;
  coa: string;
  coa_name: string;
}

export interface OrderLine {
  orderlistid: number;
  /** The line's place in the order (1, 2, …): the shipping call names one lot per line in this order. */
  line: number;
  quantity: number;
  priceid: number;
  /** clonalityNo and rrid are the product's as it is now, '' when it has none. */
  proinfo: {
    pid: number | null;
    productname: string;
    catno: string;
    size: string;
    /** Unit price in yuan as copied at submit time. */
    price1: number;
    /** Unit price and line amount as shown, in the order's currency. */
    shownprice: number;
    amount: number;
    clonalityNo: string;
    rrid: string;
  };
  lot: ShippedLot | null;
}

export interface OrderDetail {
  maininfo: MainInfo;
  addrinfo: { recaddr: string; recname: string; recphone: string };
  orderinfo: OrderLine[];
}

export interface OrderAgainAnswer {
  added: number[];
  skipped: Array<{ line: number; catno: string; reason: 'discontinued' | 'unavailable' | 'too-many'; message: string; replacement: { pid: number; catno: string; productname: string } | null }>;
}

export type OrderSummary = MainInfo & { addrinfo: { recaddr: string; recname: string } };

const orderingApi = api.injectEndpoints({
  endpoints: (build) => ({
    addresses: build.query<Address[], void>({
      query: () => ({ url: '/addrinfo/showaddress', method: 'POST', body: formBody({}) }),
      transformResponse: (body: { data?: Address[] }) => body.data ?? [],
      providesTags: ['Address'],
    }),
    addAddress: build.mutation<void, NewAddress>({
      query: (fields) => ({ url: '/addrinfo/addaddress', method: 'POST', body: formBody({ ...fields }) }),
      invalidatesTags: ['Address'],
    }),
    removeAddress: build.mutation<void, number>({
      query: (addrid) => ({ url: '/addrinfo/deladdress', method: 'POST', body: formBody({ addrid }) }),
      invalidatesTags: ['Address'],
    }),
    regions: build.query<Region[], string>({
      query: (pid) => ({ url: '/regions/', params: { pid } }),
      transformResponse: (body: { data?: Region[] }) => body.data ?? [],
    }),
    applyOrder: build.mutation<{ orderlistid: number }, OrderForm>({
      query: (form) => ({ url: '/orderinfo/applyorder', method: 'POST', body: formBody({ ...form }) }),
      invalidatesTags: ['Basket', 'Order'],
    }),
    /** Lines of a past order (all when `line` is empty) back into the basket; the lines that could not be come back with the reason. */
    orderAgain: build.mutation<OrderAgainAnswer, { orderlistid: number; line: number[] }>({
      query: (form) => ({ url: '/orderinfo/orderagain', method: 'POST', body: formBody({ ...form }) }),
      invalidatesTags: ['Basket'],
    }),
    order: build.query<OrderDetail | null, number>({
      query: (orderlistid) => ({ url: '/orderinfo/showorderitem', params: { orderlistid } }),
      // null: no such order of this customer (the server's code 300).
      transformResponse: (body: OrderDetail, meta?: EnvelopeMeta) => (meta?.nothing ? null : body),
      providesTags: (_r, _e, id) => [{ type: 'Order', id }],
    }),
    orders: build.query<OrderSummary[], void>({
      query: () => ({ url: '/orderinfo/showallorder', method: 'POST', body: formBody({}) }),
      transformResponse: (body: { orderinfo?: OrderSummary[] }) => body.orderinfo ?? [],
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
  useRegionsQuery,
  useApplyOrderMutation,
  useOrderQuery,
  useOrdersQuery,
  useCancelOrderMutation,
  useOrderAgainMutation,
} = orderingApi;
