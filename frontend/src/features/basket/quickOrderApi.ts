import { api } from '../../app/api';
import { formBody } from '../../app/formBody';

/** One pasted line as cartinfo/quickorder answers it; price is the catalogue unit price in yuan. */
export interface QuickOrderLine {
  /** Its line number in the pasted text. */
  line: number;
  text: string;
  status: 'ok' | 'added' | 'flagged';
  catno: string;
  pid?: number;
  productname?: string;
  priceid?: number;
  specs?: string;
  price?: number;
  /** null when the typed quantity is not a whole number from 1 to 9999. */
  quantity: number | null;
  problem?: string;
  /** Why the line cannot be added, in the interface language. */
  message?: string;
}

export interface QuickOrderAnswer {
  lines: QuickOrderLine[];
  matched: number;
  flagged: number;
  /** Lines written to the basket (add only). */
  added?: number;
  /** What the add did, in the interface language (add only). */
  message?: string;
}

const quickOrderApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Checks the pasted text line by line; changes nothing. */
    previewQuickOrder: build.mutation<QuickOrderAnswer, string>({
      query: (lines) => ({ url: '/cartinfo/quickorder/preview', method: 'POST', body: formBody({ lines }) }),
    }),
    /** The server checks the same text again and adds every line it can, in one call. */
    addQuickOrder: build.mutation<QuickOrderAnswer, string>({
      query: (lines) => ({ url: '/cartinfo/quickorder/add', method: 'POST', body: formBody({ lines }) }),
      invalidatesTags: ['Basket'],
    }),
  }),
});

export const { usePreviewQuickOrderMutation, useAddQuickOrderMutation } = quickOrderApi;
