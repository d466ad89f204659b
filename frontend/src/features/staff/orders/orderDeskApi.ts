import { api } from '../../../shared/api/api';
import { formBody } from '../../../shared/api/formBody';
import type { DataAnswer, DeskOrder, DeskOrderQuery, InvoiceRecord, StaffPage } from '@shop/contract';

export type { DeskFilter, DeskOrder } from '@shop/contract';

/** Staff calls of the order desk: every order, mark paid, ship with a lot per line, record the invoice. */
const orderDeskApi = api.injectEndpoints({
  endpoints: (build) => ({
    deskOrders: build.query<StaffPage<DeskOrder>, DeskOrderQuery>({
      query: ({ q, ...params }) => ({ url: '/admininfo/orders', params: q ? { ...params, q } : params }),
      providesTags: ['Order'],
    }),
    markPaid: build.mutation<void, number>({
      query: (id) => ({ url: `/admininfo/orders/${id}/paid`, method: 'POST', body: formBody({}) }),
      invalidatesTags: ['Order'],
    }),
    /** lotids: one per line in line order, '' for a line whose product left the catalogue. */
    markShipped: build.mutation<DataAnswer<DeskOrder>, { id: number; lotids: Array<number | ''>; carrier: string; trackingnumber: string }>({
      query: ({ id, lotids, carrier, trackingnumber }) => ({ url: `/admininfo/orders/${id}/shipped`, method: 'POST', body: formBody({ lotid: lotids, carrier, trackingnumber }) }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : ['Order', { type: 'Order', id }, 'Lot']),
    }),
    recordInvoice: build.mutation<void, { id: number } & InvoiceRecord>({
      query: ({ id, taxid }) => ({ url: `/admininfo/orders/${id}/invoice`, method: 'POST', body: formBody({ taxid }) }),
      invalidatesTags: ['Order'],
    }),
  }),
});

export const { useDeskOrdersQuery, useMarkPaidMutation, useMarkShippedMutation, useRecordInvoiceMutation } = orderDeskApi;
