import type { Product, ProductImage } from '../catalogueApi';
import { priceValue } from '../../../shared/price';
import { rridUrl } from './rrid';

/**
 * schema.org Product data of a product page, for search engines and reference managers: name,
 * catalogue number (sku), the RRID as identifier, pictures, brand and price range. A pure function
 * of the product, so server-side rendering can emit the same block.
 */
export function productJsonLd(product: Product, images: ProductImage[], origin: string, brand: string) {
  const absolute = (path: string) => (/^https?:/.test(path) ? path : `${origin}${path}`);
  const prices = [product.price1, product.price2, product.price3].map(priceValue).filter((p): p is number => p !== null);
  const pictures = images.map((i) => i.zoom || i.imagepath).filter(Boolean).map(absolute);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.productname,
    sku: product.catno,
    mpn: product.catno,
    url: `${origin}/production/${product.pid}`,
    brand: { '@type': 'Brand', name: brand },
    ...(product.producttype ? { category: product.producttype } : {}),
    ...(pictures.length > 0 ? { image: pictures } : {}),
    ...(product.rrid ? { identifier: { '@type': 'PropertyValue', propertyID: 'RRID', value: `RRID:${product.rrid}`, url: rridUrl(product.rrid) } } : {}),
    ...(prices.length > 0
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'CNY',
            lowPrice: Math.min(...prices),
            highPrice: Math.max(...prices),
            offerCount: prices.length,
            availability: product.status === 'discontinued' ? 'https://schema.org/Discontinued' : 'https://schema.org/InStock',
          },
        }
      : {}),
  };
}

/** JSON for inside a <script> element: nothing in it can close the element or start markup. */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
