import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteInfoQuery } from '../../shared/api/siteApi';

// The tiles' text is page text, not lettering in a picture: it wraps instead of being clipped when
// a language or font runs longer than the drawing allowed, and search engines and screen readers read it.
const INFO: ReadonlyArray<{ key: 'quality' | 'guide' | 'reward'; to: string; icon: ReactNode }> = [
  { key: 'quality', to: '/qualityassurance', icon: <><path d="M60 40l40 14v30c0 26-18 42-40 50-22-8-40-24-40-50V54z" /><path d="M44 86l12 12 22-26" /></> },
  { key: 'guide', to: '/customerguide', icon: <><path d="M26 44h12l12 56h48l10-40H44" /><circle cx="58" cy="118" r="7" /><circle cx="92" cy="118" r="7" /></> },
  { key: 'reward', to: '/rewardcomment', icon: <path d="M60 30l9 22 24 2-18 16 6 24-21-13-21 13 6-24-18-16 24-2z" /> },
];

/**
 * Three service tiles in the interface language, to the quality, ordering-guide and review-reward pages.
 * The guide's delivery promise is the shop's one setting per destination (issue 31: the payment page and
 * the mails say the same), so its text waits for the site settings.
 */
export function InfoImages() {
  const { t } = useTranslation('home');
  const delivery = useSiteInfoQuery().data?.delivery;
  return (
    <section className="container home-block home-info" aria-label={t('info.label')}>
      <ul>
        {INFO.map((item) => (
          <li key={item.key}>
            <Link to={item.to} className={`home-info__tile home-info__tile--${item.key}`}>
              <svg viewBox="14 24 100 116" width="56" height="64" aria-hidden="true" focusable="false">
                <g fill="none" stroke="currentColor" strokeWidth="6" strokeLinejoin="round">{item.icon}</g>
              </svg>
              <span className="home-info__text">
                <strong>{t(`info.${item.key}.title`)}</strong>
                {item.key !== 'guide' ? <span>{t(`info.${item.key}.text`)}</span> : delivery && <span data-testid="delivery-tile">{t('info.guide.text', delivery)}</span>}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
