import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hotUrl } from '../hotQuery';

const HOSTS = ['Rabbit', 'Mouse', 'Rat', 'Goat'] as const;

/** How to choose a secondary antibody: match the primary's host, then the detection method. */
export function SecondaryGuide() {
  const { t } = useTranslation('catalogue');
  return (
    <details className="secondary-guide">
      <summary>{t('secondaryGuide.title')}</summary>
      <ol>
        <li>{t('secondaryGuide.host')}</li>
        <li>{t('secondaryGuide.conjugate')}</li>
        <li>{t('secondaryGuide.isotype')}</li>
      </ol>
      <p className="secondary-guide__links">
        {HOSTS.map((host) => (
          <Link key={host} to={hotUrl(`Anti-${host} IgG`, { producttype: ['Secondary Antibody'] })}>
            {t('secondaryGuide.antiHost', { host })}
          </Link>
        ))}
        <Link to={hotUrl(null, { producttype: ['Secondary Antibody'] })}>{t('secondaryGuide.all')}</Link>
      </p>
    </details>
  );
}
