import { useTranslation } from 'react-i18next';
import { scriptJson } from '../../../shared/api/serverState';
import { useSiteOrigin } from '../../../shared/seo/siteOrigin';
import { useLanguage } from '../../../i18n/useLanguage';
import type { Product, ProductImage } from '../catalogueApi';
import { productDescription } from './productDescription';
import { productJsonLd } from './productJsonLd';

/** The product page's schema.org block (see productJsonLd), in the HTML the server sends. */
export function ProductJsonLd({ product, images }: { product: Product; images: ProductImage[] }) {
  const { t } = useTranslation('layout');
  const language = useLanguage();
  const data = productJsonLd({
    product,
    images,
    origin: useSiteOrigin(),
    brand: t('brand.name'),
    language,
    description: productDescription(product, t, language),
  });
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
}
