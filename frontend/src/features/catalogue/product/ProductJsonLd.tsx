import { useTranslation } from 'react-i18next';
import type { Product, ProductImage } from '../catalogueApi';
import { productJsonLd, scriptJson } from './productJsonLd';

/** The product page's schema.org block (see productJsonLd). */
export function ProductJsonLd({ product, images }: { product: Product; images: ProductImage[] }) {
  const { t } = useTranslation('layout');
  const data = productJsonLd(product, images, window.location.origin, t('brand.name'));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
}
