import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { scriptJson } from '../api/serverState';
import { useSiteOrigin } from '../seo/siteOrigin';
import { useLanguage } from '../../i18n/useLanguage';
import { breadcrumbJsonLd } from './breadcrumbJsonLd';

export interface Crumb {
  label: string;
  to?: string;
}

/** "Current location: Home > Page" — every information page has one (spec, header and footer). */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation('layout');
  const trail: Crumb[] = [{ label: t('breadcrumb.home'), to: '/' }, ...items];
  const { pathname, search } = useLocation();
  // Search engines read the trail as schema.org data too (it is in the server-rendered HTML).
  const jsonLd = breadcrumbJsonLd(trail, `${pathname}${search}`, useSiteOrigin(), useLanguage());
  return (
    <nav className="breadcrumb container" aria-label={t('breadcrumb.label')}>
      <span className="breadcrumb__here">{t('breadcrumb.here')}</span>
      <ol>
        {trail.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`}>
            {crumb.to && index < trail.length - 1 ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }} />
    </nav>
  );
}
