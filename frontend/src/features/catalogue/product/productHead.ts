import type { HeadInput, PageHead } from '../../../shared/seo/pageHead';
import { catalogueApi } from '../catalogueApi';
import { productDescription } from './productDescription';
import { productTitle } from '../productName';

/** The product id an address names (/production/12), or null for one no product can have (beyond PostgreSQL's integer, not a number). */
export function productIdOf(raw: string | undefined): number | null {
  const pid = /^\d{1,10}$/.test(raw ?? '') ? Number(raw) : NaN;
  return Number.isInteger(pid) && pid > 0 && pid <= 2_147_483_647 ? pid : null;
}

/**
 * A product page's title and description; for an unknown product the not-found page's, with status
 * 404 (issue 48: the page says so, and a crawler learns the address is wrong). null when the
 * product's call failed: the browser tries again from the app shell.
 */
export function productHead({ state, params, t, language }: HeadInput): PageHead | null {
  const pid = productIdOf(params.pid);
  const answer = pid === null ? undefined : catalogueApi.endpoints.productInfo.select(pid)(state);
  const product = answer?.data?.data;
  if (pid === null || (answer?.isSuccess && !product)) {
    return { title: t('product.notFound.title', { ns: 'seo' }), description: t('product.notFound.description', { ns: 'seo' }), status: 404 };
  }
  if (!product) return null;
  return {
    title: t('product.title', { ns: 'seo', name: productTitle(product, language).title, catno: product.catno }),
    description: productDescription(product, t, language),
  };
}
