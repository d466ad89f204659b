import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hotUrl, SearchBox } from '../catalogue';
import { HeroCarousel } from './HeroCarousel';
import { InfoImages } from './InfoImages';
import { Promotions } from './Promotions';
import { Recommendations } from './Recommendations';
import './home.css';

const STAR_TILES = [
  { key: 'loadingControl', to: '/productsel/loadingcontrolanti' },
  { key: 'tag', to: '/productsel/taganti' },
  { key: 'secondary', to: hotUrl(null, { producttype: ['Secondary Antibody'] }) },
] as const;

export default function HomePage() {
  const { t } = useTranslation('home');
  useEffect(() => {
    document.title = t('documentTitle');
  }, [t]);
  return (
    <div className="home">
      <section className="home-hero">
        <div className="container">
          <h1>{t('tagline')}</h1>
          <p>{t('subline')}</p>
          <SearchBox />
        </div>
      </section>
      <section className="container home-stars" aria-labelledby="star-products">
        <h2 id="star-products">{t('stars.title')}</h2>
        <ul className="home-stars__tiles">
          {STAR_TILES.map((tile) => (
            <li key={tile.key}>
              <Link to={tile.to}>
                <strong>{t(`stars.${tile.key}.name`)}</strong>
                <span>{t(`stars.${tile.key}.text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <div className="container">
        <HeroCarousel />
      </div>
      <Promotions />
      <InfoImages />
      <Recommendations />
    </div>
  );
}
