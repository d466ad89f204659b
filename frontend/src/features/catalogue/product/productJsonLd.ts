import type { Language } from '../../../i18n/language';
import type { Product, ProductImage } from '../catalogueApi';
import { shownPrice } from '../../../shared/money/price';
import { sizeOptions } from './BuyBox';
import { rridUrl } from './rrid';
import { isDemoRrid } from '@shop/contract';

export interface ProductJsonLdInput {
  product: Product;
  images: ProductImage[];
  /** The shop's public address: schema.org wants absolute URLs. */
  origin: string;
  brand: string;
  language: Language;
  description: string;
}

/** The page's own address in its language (the same URLs as the sitemap's). */
export function productUrl(origin: string, pid: number, language: Language): string {
  return `${origin}/production/${pid}${language === 'en' ? '?lang=en' : ''}`;
}

/**
 * schema.org Product data of a product page, for search engines and reference managers: name,
 * catalogue number (sku), the RRID as identifier, pictures, brand, one offer per size in the page's
 * currency (yuan in Chinese, dollars in English) and the related products. A pure function of the
 * product, rendered on the server and in the browser alike.
 */
export function productJsonLd({ product, images, origin, brand, language, description }: ProductJsonLdInput) {
  const absolute = (path: string) => (/^https?:/.test(path) ? path : `${origin}${path}`);
  const pictures = images.map((i) => i.zoom || i.imagepath).filter(Boolean).map(absolute);
  const url = productUrl(origin, product.pid, language);
  const availability = product.status === 'discontinued' ? 'https://schema.org/Discontinued' : 'https://schema.org/InStock';
  const offers = sizeOptions(product)
    .filter((option) => option.price !== null)
    .map((option) => {
      const price = shownPrice(option.price as number, language);
      return { '@type': 'Offer', name: option.size, sku: `${product.catno}-${option.priceid}`, price: price.amount, priceCurrency: price.currency, availability, url };
    });
  const related = (product.recommendinfo ?? []).map((p) => ({
    '@type': 'Product',
    name: p.productname,
    sku: p.catno,
    url: productUrl(origin, p.pid, language),
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.productname,
    sku: product.catno,
    mpn: product.catno,
    url,
    description,
    brand: { '@type': 'Brand', name: brand },
    ...(product.producttype ? { category: product.producttype } : {}),
    ...(pictures.length > 0 ? { image: pictures } : {}),
    // An invented demo RRID is no identifier a search engine should record.
    ...(product.rrid && !isDemoRrid(product.rrid) ? { identifier: { '@type': 'PropertyValue', propertyID: 'RRID', value: `RRID:${product.rrid}`, url: rridUrl(product.rrid) } } : {}),
    ...(offers.length > 0 ? { offers } : {}),
    ...(related.length > 0 ? { isRelatedTo: related } : {}),
  };
}
