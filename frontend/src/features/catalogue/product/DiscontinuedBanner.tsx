import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RelatedProduct } from '../catalogueApi';

/**
 * A discontinued product keeps its page (links and citations still lead here); the banner says it
 * can no longer be ordered and offers the related products as successors.
 */
export function DiscontinuedBanner({ alternatives }: { alternatives: RelatedProduct[] | undefined }) {
  const { t } = useTranslation('catalogue');
  const successors = alternatives ?? [];
  return (
    <section className="discontinued-banner" aria-labelledby="discontinued-title" data-testid="discontinued-banner">
      <h2 id="discontinued-title">{t('discontinued.title')}</h2>
      <p>{t('discontinued.text')}</p>
      {successors.length > 0 ? (
        <>
          <h3>{t('discontinued.alternatives')}</h3>
          <ul>
            {successors.map((p) => (
              <li key={p.pid}>
                <Link to={`/production/${p.pid}`}>{p.productname}</Link> <span className="discontinued-banner__catno">{p.catno}</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>
          {t('discontinued.noAlternatives')} <Link to="/xuqiu">{t('discontinued.tellUs')}</Link>
        </p>
      )}
    </section>
  );
}
