import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RelatedProduct } from '../catalogueApi';

/**
 * A discontinued product keeps its page (links and citations still lead here); the banner says it
 * can no longer be ordered, offers the staff's replacement first, then alternatives of the same
 * target and protein form (never a phospho form or a secondary for a total-protein antibody).
 */
export function DiscontinuedBanner({ replacement, alternatives }: { replacement: RelatedProduct | null | undefined; alternatives: RelatedProduct[] | undefined }) {
  const { t } = useTranslation('catalogue');
  const successors = alternatives ?? [];
  return (
    <section className="discontinued-banner" aria-labelledby="discontinued-title" data-testid="discontinued-banner">
      <h2 id="discontinued-title">{t('discontinued.title')}</h2>
      <p>{t('discontinued.text')}</p>
      {replacement && (
        <p className="discontinued-banner__replacement" data-testid="replacement">
          <strong>{t('discontinued.replacedBy')}</strong>{' '}
          <Link to={`/production/${replacement.pid}`}>{replacement.productname}</Link> <span className="discontinued-banner__catno">{replacement.catno}</span>
        </p>
      )}
      {successors.length > 0 && (
        <>
          <h3>{t('discontinued.alternatives')}</h3>
          <ul data-testid="alternatives">
            {successors.map((p) => (
              <li key={p.pid}>
                <Link to={`/production/${p.pid}`}>{p.productname}</Link> <span className="discontinued-banner__catno">{p.catno}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {!replacement && successors.length === 0 && (
        <p>
          {t('discontinued.noAlternatives')} <Link to="/xuqiu">{t('discontinued.tellUs')}</Link>
        </p>
      )}
    </section>
  );
}
