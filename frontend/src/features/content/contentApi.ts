import { api } from '../../shared/api/api';
import { formBody } from '../../shared/api/formBody';
import type { DataAnswer, PromotionText, Requirement } from '@shop/contract';

export type { PromotionText } from '@shop/contract';

const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** null for a promotion the server does not know (its code 300). */
    promotionText: build.query<PromotionText | null, number>({
      query: (textid) => ({ url: '/recinfo/homepagerectext/', params: { textid } }),
      transformResponse: (body: Partial<DataAnswer<PromotionText | null>>) => body.data ?? null,
      providesTags: (_r, _e, id) => [{ type: 'Promotion', id }],
    }),
    addRequirement: build.mutation<void, Requirement>({
      query: (form) => ({ url: '/requirementinfo/addrequirement', method: 'POST', body: formBody({ ...form }) }),
    }),
  }),
});

export const { usePromotionTextQuery, useAddRequirementMutation } = contentApi;
