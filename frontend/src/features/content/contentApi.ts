import { api } from '../../app/api';
import { formBody } from '../../app/formBody';

export interface PromotionText {
  textid: number;
  imagefile: string;
  textname_ch: string;
  textname_en: string;
  textedit_ch: string;
  textedit_en: string;
  updatetime: string;
}

export interface Requirement {
  email: string;
  antibodyname: string;
  apply: string[];
  resource: string[];
  description: string;
}

const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** null for a promotion the server does not know (its code 300). */
    promotionText: build.query<PromotionText | null, number>({
      query: (textid) => ({ url: '/recinfo/homepagerectext/', params: { textid } }),
      transformResponse: (body: { data?: PromotionText | null }) => body.data ?? null,
      providesTags: (_r, _e, id) => [{ type: 'Promotion', id }],
    }),
    addRequirement: build.mutation<void, Requirement>({
      query: (form) => ({ url: '/requirementinfo/addrequirement', method: 'POST', body: formBody({ ...form }) }),
    }),
  }),
});

export const { usePromotionTextQuery, useAddRequirementMutation } = contentApi;
