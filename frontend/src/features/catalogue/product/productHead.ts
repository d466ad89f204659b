import type { HeadInput, PageHead } from '../../../shared/seo/pageHead';
import { catalogueApi } from '../catalogueApi';
import { productDescription } from './productDescription';
import { productTitle } from '../productName';

/** A product page's title and description; null for an unknown product (the browser sends it home). */
export function productHead({ state, params, t, language }: HeadInput): PageHead | null {
  const pid = Number(params.pid);
  const product = catalogueApi.endpoints.productInfo.select(pid)(state).data?.data;
  if (!product) return null;
  return {
    title: t('product.title', { ns: 'seo', name: productTitle(product, language).title, catno: product.catno }),
    description: productDescription(product, t, language),
  };
}
