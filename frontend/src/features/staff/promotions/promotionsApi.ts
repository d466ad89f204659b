import { api } from '../../../shared/api/api';
import type { DataAnswer, Promotion, PromotionChange, PromotionText } from '@shop/contract';

/** Staff calls for the home page's promotions (the public page reads them through the content feature). */
const promotionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    promotionList: build.query<Promotion[], void>({
      query: () => '/recinfo/homepagefirstrec',
      transformResponse: (body: Partial<DataAnswer<Promotion[]>>) => body.data ?? [],
      providesTags: [{ type: 'Promotion', id: 'LIST' }],
    }),
    /** Staff only; the server sanitises both texts before storing them. */
    savePromotion: build.mutation<DataAnswer<PromotionText>, PromotionChange<File>>({
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
