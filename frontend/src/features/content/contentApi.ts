import { api, Coded } from '../../app/api';
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

export interface PromotionSummary {
  textid: number;
  imagefile: string;
  textname_ch: string;
  textname_en: string;
}

export interface PromotionChange {
  textid?: number;
  textname_ch: string;
  textname_en: string;
  textedit_ch: string;
  textedit_en: string;
  imagefile?: File;
}

export interface Requirement {
  email: string;
  antibodyname: string;
  apply: string[];
  resource: string[];
  description: string;
}

export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    promotionText: build.query<Coded & { data: PromotionText | null }, number>({
      query: (textid) => ({ url: '/recinfo/homepagerectext/', params: { textid } }),
      providesTags: (_r, _e, id) => [{ type: 'Promotion', id }],
    }),
    promotionList: build.query<PromotionSummary[], void>({
      query: () => '/recinfo/homepagefirstrec',
      transformResponse: (body: Coded & { data?: PromotionSummary[] }) => body.data ?? [],
      providesTags: [{ type: 'Promotion', id: 'LIST' }],
    }),
    /** Staff only; the server sanitises both texts before storing them. */
    savePromotion: build.mutation<Coded & { data: PromotionText }, PromotionChange>({
      query: ({ imagefile, textid, ...fields }) => {
        const body = new FormData();
        body.append('textid', textid ? String(textid) : '');
        for (const [key, value] of Object.entries(fields)) body.append(key, value);
        if (imagefile) body.append('imagefile', imagefile);
        return { url: '/admininfo/uploadhomepagerectext/', method: 'POST', body };
      },
      invalidatesTags: (answer) => [{ type: 'Promotion', id: 'LIST' }, { type: 'Promotion', id: answer?.data?.textid }],
    }),
    addRequirement: build.mutation<Coded, Requirement>({
      query: (form) => ({ url: '/requirementinfo/addrequirement', method: 'POST', body: formBody({ ...form }) }),
    }),
  }),
});

export const { usePromotionTextQuery, usePromotionListQuery, useSavePromotionMutation, useAddRequirementMutation } = contentApi;
