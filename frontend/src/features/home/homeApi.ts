import { api } from '../../shared/api/api';
import type { DataAnswer, CarouselPicture, Promotion } from '@shop/contract';

const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    promotions: build.query<Promotion[], void>({
      query: () => '/recinfo/homepagefirstrec',
      transformResponse: (body: Partial<DataAnswer<Promotion[]>>) => (Array.isArray(body.data) ? body.data : []),
      providesTags: ['Promotion'],
    }),
    carouselPictures: build.query<CarouselPicture[], void>({
      query: () => '/recinfo/carousel',
      transformResponse: (body: Partial<DataAnswer<CarouselPicture[]>>) => (Array.isArray(body.data) ? body.data : []),
      providesTags: ['Carousel'],
    }),
  }),
});

export const { usePromotionsQuery, useCarouselPicturesQuery } = homeApi;
