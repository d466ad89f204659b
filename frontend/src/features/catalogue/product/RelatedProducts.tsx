import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RelatedProduct } from '../catalogueApi';
import { imageUrl } from '../../../shared/catalogue/imageUrl';

const SHOWN = 6;

export function RelatedProducts({ related }: { related: RelatedProduct[] | undefined }) {
  const { t } = useTranslation('catalogue');
  const shown = (related ?? []).slice(0, SHOWN);
  if (shown.length === 0) return null;
  return (
    <section className="product-block related" aria-labelledby="related">
      <h2 id="related">{t('related.title')}</h2>
      <ul>
        {shown.map((p) => (
          <li key={p.pid}>
            <Link to={`/production/${p.pid}`}>
              <img src={imageUrl(p.picture)} alt="" width="160" height="120" loading="lazy" />
              <span>{p.productname}</span>
            </Link>
            <span className="related__catno">{p.catno}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
