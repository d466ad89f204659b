import { api } from '../../shared/api/api';
import { formBody } from '../../shared/api/formBody';
import type { QuickOrderAnswer } from '@shop/contract';

export type { QuickOrderAnswer, QuickOrderLine } from '@shop/contract';

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
