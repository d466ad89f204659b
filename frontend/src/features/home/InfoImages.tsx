import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../shared/useLanguage';

const INFO = [
  { key: 'quality', to: '/qualityassurance' },
  { key: 'guide', to: '/customerguide' },
  { key: 'reward', to: '/rewardcomment' },
] as const;

/** Three pictures in the interface language, to the quality, ordering-guide and review-reward pages. */
export function InfoImages() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  return (
    <section className="container home-block home-info" aria-label={t('info.label')}>
      <ul>
        {INFO.map((item) => (
          <li key={item.key}>
            <Link to={item.to}>
              <img src={`/home/${item.key}-${language}.svg`} alt={t(`info.${item.key}`)} width="400" height="160" loading="lazy" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
