import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface Related {
  to: string;
  /** Page name in the layout namespace (`pages.<key>`), the same words the menus use. */
  page: string;
}

export function RelatedLinks({ links }: { links: readonly Related[] }) {
  const { t } = useTranslation(['info', 'layout']);
  return (
    <nav className="info-related" aria-label={t('info:related')}>
      <h2>{t('info:related')}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{t(`layout:pages.${link.page}`)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
