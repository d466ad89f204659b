import { api } from '../../app/api';

/** Spec section 3 "Promotion text" as the home page lists it. */
export interface Promotion {
  textid: number;
  imagefile: string;
  textname_ch: string;
  textname_en: string;
}

/** Spec section 3 "Carousel picture". */
export interface CarouselPicture {
  id: number;
  url: string;
  routlink: string;
  picname: string;
}

const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    promotions: build.query<Promotion[], void>({
      query: () => '/recinfo/homepagefirstrec',
      transformResponse: (body: { data?: Promotion[] }) => (Array.isArray(body.data) ? body.data : []),
      providesTags: ['Promotion'],
    }),
    carouselPictures: build.query<CarouselPicture[], void>({
      query: () => '/recinfo/carousel',
      transformResponse: (body: { data?: CarouselPicture[] }) => (Array.isArray(body.data) ? body.data : []),
      providesTags: ['Carousel'],
    }),
  }),
});

export const { usePromotionsQuery, useCarouselPicturesQuery } = homeApi;
