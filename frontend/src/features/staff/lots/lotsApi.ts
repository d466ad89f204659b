import { api } from '../../../shared/api/api';
import { formBody } from '../../../shared/api/formBody';
import type { DataAnswer, Lot, LotForm } from '@shop/contract';
import { refusalDetail, serverMessage } from '../../../shared/api/serverMessage';

export type { Lot } from '@shop/contract';

const base = (pid: number) => `/admininfo/catalogue/products/${pid}/lots`;

/** Multipart only when a certificate goes along; a plain form otherwise. */
function lotBody({ lot_number, expires_on, coa, remove_coa }: LotForm<File>): FormData | URLSearchParams {
  if (!coa) return formBody({ lot_number, expires_on, remove_coa: remove_coa ? 1 : undefined });
  const body = new FormData();
  body.append('lot_number', lot_number);
  body.append('expires_on', expires_on);
  body.append('coa', coa);
  return body;
}

const changed = (_r: unknown, error: unknown, { pid }: { pid: number }) => (error ? [] : [{ type: 'Lot' as const, id: pid }]);

/** Lots are kept in the staff product editor and chosen on the order desk when an order ships. */
export const lotsApi = api.injectEndpoints({
  endpoints: (build) => ({
    productLots: build.query<Lot[], number>({
      query: (pid) => base(pid),
      transformResponse: (body: Partial<DataAnswer<Lot[]>>) => body.data ?? [],
      providesTags: (_r, _e, pid) => [{ type: 'Lot', id: pid }],
    }),
    addLot: build.mutation<DataAnswer<Lot>, LotForm<File>>({
      query: (form) => ({ url: base(form.pid), method: 'POST', body: lotBody(form) }),
      invalidatesTags: changed,
    }),
    editLot: build.mutation<DataAnswer<Lot>, LotForm<File> & { lotid: number }>({
      query: (form) => ({ url: `${base(form.pid)}/${form.lotid}`, method: 'POST', body: lotBody(form) }),
      invalidatesTags: changed,
    }),
    deleteLot: build.mutation<void, { pid: number; lotid: number }>({
      query: ({ pid, lotid }) => ({ url: `${base(pid)}/${lotid}/delete`, method: 'POST' }),
      invalidatesTags: changed,
    }),
  }),
});

export const { useProductLotsQuery, useAddLotMutation, useEditLotMutation, useDeleteLotMutation } = lotsApi;

/** Today as YYYY-MM-DD in the browser's calendar, to tell expired lots apart. */
export function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The server's message for a refused lot call and the field it names, when it sent them. */
export function lotRefusal(error: unknown): { message: string | null; field: string | null } {
  const field = refusalDetail(error, 'field');
  return { message: serverMessage(error) ?? null, field: typeof field === 'string' ? field : null };
}
