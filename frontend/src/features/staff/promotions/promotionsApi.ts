import { api } from '../../../app/api';
import type { PromotionText } from '../../content';

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

/** Staff calls for the home page's promotions (the public page reads them through the content feature). */
const promotionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    promotionList: build.query<PromotionSummary[], void>({
      query: () => '/recinfo/homepagefirstrec',
      transformResponse: (body: { data?: PromotionSummary[] }) => body.data ?? [],
      providesTags: [{ type: 'Promotion', id: 'LIST' }],
    }),
    /** Staff only; the server sanitises both texts before storing them. */
    savePromotion: build.mutation<{ data: PromotionText }, PromotionChange>({
      query: ({ imagefile, textid, ...fields }) => {
        const body = new FormData();
        body.append('textid', textid ? String(textid) : '');
        for (const [key, value] of Object.entries(fields)) body.append(key, value);
        if (imagefile) body.append('imagefile', imagefile);
        return { url: '/admininfo/uploadhomepagerectext/', method: 'POST', body };
      },
      invalidatesTags: (answer) => [{ type: 'Promotion', id: 'LIST' }, { type: 'Promotion', id: answer?.data?.textid }],
    }),
  }),
});

export const { usePromotionListQuery, useSavePromotionMutation } = promotionsApi;
