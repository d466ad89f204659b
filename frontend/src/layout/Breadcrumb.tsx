import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  to?: string;
}

/** "Current location: Home > Page" — every information page has one (spec, header and footer). */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation('layout');
  const trail: Crumb[] = [{ label: t('breadcrumb.home'), to: '/' }, ...items];
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
    </nav>
  );
}
