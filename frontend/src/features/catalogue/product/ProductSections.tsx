import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage';
import type { Product, ProductImage } from '../catalogueApi';
import { imageUrl } from '../../../shared/catalogue/imageUrl';
import { type AttributeField, type AttributeWire, DETAIL_FIELDS, type IdDatabase, textInLanguage } from '@shop/contract';
import { useCatalogueValues } from '../../../shared/catalogue/catalogueValues';
import { caption } from './Gallery';

type Field = AttributeWire;

/** Where an id of each database is looked up (the declaration says which database a field's ids belong to). */
const ID_LINKS: Record<IdDatabase, (id: string) => string> = {
  'ncbi-gene': (id) => `https://www.ncbi.nlm.nih.gov/gene/${encodeURIComponent(id)}`,
  uniprot: (id) => `https://www.uniprot.org/uniprotkb/${encodeURIComponent(id)}`,
};

function text(product: Product, field: Field): string {
  const value = product[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

/**
 * The attributes of a section in the page's language: vocabulary values by their label, free texts by their
 * Chinese version on zh pages where the supplier gave one (the English text otherwise).
 */
function Facts({ product, fields }: { product: Product; fields: readonly AttributeField[] }) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const values = useCatalogueValues();
  const shown = (field: AttributeField): string => {
    const value = textInLanguage(field, language, (wire) => text(product, wire as Field));
    return field.vocabulary && value ? values.list(field.vocabulary, value) : value;
  };
  const filled = fields.filter((f) => shown(f));
  return (
    <dl className="facts">
      {filled.map((field) => (
        <div key={field.wire}>
          <dt>{t(`fields.${field.wire}`)}</dt>
          <dd>{shown(field)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The collapsible sections of the detail page, the attributes' from the product's declaration
 * (section, order, labels: the datasheet prints the same), then the pictures; the first two start open.
 */
export function ProductSections({ product, images }: { product: Product; images: ProductImage[] }) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  return (
    <div className="product-sections">
      {DETAIL_FIELDS.map(({ section, fields }, index) => {
        const facts = fields.filter((field) => !field.link);
        const ids = fields.filter((field) => field.link && text(product, field.wire as Field));
        return (
          <details key={section} open={index < 2}>
            <summary><h2>{t(`sections.${section}`)}</h2></summary>
            <Facts product={product} fields={facts} />
            {ids.length > 0 && (
              <dl className="facts">
                {ids.map((field) => (
                  <div key={field.wire}>
                    <dt>{t(`fields.${field.wire}`)}</dt>
                    <dd>
                      <a href={ID_LINKS[field.link!](text(product, field.wire as Field))} target="_blank" rel="noopener noreferrer">{text(product, field.wire as Field)}</a>
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </details>
        );
      })}
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
