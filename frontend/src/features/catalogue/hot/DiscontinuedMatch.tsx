import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SearchAnswer } from '../catalogueApi';

/**
 * The search word was the catalogue number of a discontinued product (a Cat# from a paper): the
 * product is not listed, but the researcher is told it exists, led to its page and to its replacement.
 */
export function DiscontinuedMatch({ found }: { found: NonNullable<SearchAnswer['discontinued']> }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="discontinued-banner" role="status" data-testid="discontinued-match">
      <p>{t('discontinued.searchFound', { catno: found.catno, name: found.productname })}</p>
      <p>
        <Link to={`/production/${found.pid}`}>{t('discontinued.viewPage')}</Link>
        {found.replacement && (
          <>
            {' · '}
            <Link className="button" to={`/production/${found.replacement.pid}`} data-testid="replacement-link">
              {t('discontinued.orderReplacement', { catno: found.replacement.catno })}
            </Link>
          </>
        )}
      </p>
    </div>
  );
}
