import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/useLanguage';
import type { Product, ProductImage } from '../catalogueApi';
import { imageUrl } from '../../../shared/imageUrl';
import { caption } from './Gallery';

type Field = keyof Product;

const APPLICATION: Field[] = ['application', 'dilutionratio', 'reactivity'];
const PROPERTIES: Field[] = [
  'host', 'clonality', 'clonalityNo', 'isotype', 'lightchaintype', 'conjugation', 'modification', 'immunogen', 'specificity',
  'form', 'concentration', 'buffersystem', 'purification', 'storage', 'molecularweight',
];
const TARGET: Field[] = ['genename', 'proteinname', 'alternativenames', 'subcellularlocation', 'researchfield', 'background'];
const DATABASES: Array<{ field: Field; link: (id: string) => string }> = [
  { field: 'entrezgenehuman', link: (id) => `https://www.ncbi.nlm.nih.gov/gene/${encodeURIComponent(id)}` },
  { field: 'entrezgenemouse', link: (id) => `https://www.ncbi.nlm.nih.gov/gene/${encodeURIComponent(id)}` },
  { field: 'entrezgenerat', link: (id) => `https://www.ncbi.nlm.nih.gov/gene/${encodeURIComponent(id)}` },
  { field: 'swissprothuman', link: (id) => `https://www.uniprot.org/uniprotkb/${encodeURIComponent(id)}` },
  { field: 'swissprotmouse', link: (id) => `https://www.uniprot.org/uniprotkb/${encodeURIComponent(id)}` },
  { field: 'swissprotrat', link: (id) => `https://www.uniprot.org/uniprotkb/${encodeURIComponent(id)}` },
];

function text(product: Product, field: Field): string {
  const value = product[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

function Facts({ product, fields }: { product: Product; fields: Field[] }) {
  const { t } = useTranslation('catalogue');
  const filled = fields.filter((f) => text(product, f));
  return (
    <dl className="facts">
      {filled.map((field) => (
        <div key={field}>
          <dt>{t(`fields.${field}`)}</dt>
          <dd>{text(product, field)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The four collapsible sections of the detail page; the first two start open. */
export function ProductSections({ product, images }: { product: Product; images: ProductImage[] }) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const ids = DATABASES.filter((d) => text(product, d.field));
  return (
    <div className="product-sections">
      <details open>
        <summary><h2>{t('sections.application')}</h2></summary>
        <Facts product={product} fields={APPLICATION} />
      </details>
      <details open>
        <summary><h2>{t('sections.properties')}</h2></summary>
        <Facts product={product} fields={PROPERTIES} />
      </details>
      <details>
        <summary><h2>{t('sections.target')}</h2></summary>
        <Facts product={product} fields={TARGET} />
        {ids.length > 0 && (
          <dl className="facts">
            {ids.map(({ field, link }) => (
              <div key={field}>
                <dt>{t(`fields.${field}`)}</dt>
                <dd>
                  <a href={link(text(product, field))} target="_blank" rel="noopener noreferrer">{text(product, field)}</a>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </details>
      <details>
        <summary><h2>{t('sections.images')}</h2></summary>
        {images.length === 0 ? (
          <p>{t('sections.noImages')}</p>
        ) : (
          <ul className="section-images">
            {images.map((image, i) => (
              <li key={`${image.imagepath}-${i}`}>
                <figure>
                  <img src={imageUrl(image.imagepath)} alt={caption(image, language) || product.productname} width="320" height="240" loading="lazy" />
                  <figcaption>{caption(image, language)}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </details>
    </div>
  );
}
