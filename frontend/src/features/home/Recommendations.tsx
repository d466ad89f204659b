import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRecommendationsQuery } from '../catalogue';
import { imageUrl } from '../../shared/catalogue/imageUrl';
import { useCarousel } from './useCarousel';

/** Spec section 9: recommendations in groups of four. */
const GROUP = 4;

/** Recent recommendations, four at a time; both arrows always shown and switching on click. */
export function Recommendations() {
  const { t } = useTranslation('home');
  const { data } = useRecommendationsQuery();
  const items = data ?? [];
  const groups = Math.ceil(items.length / GROUP);
  const { index, previous, next } = useCarousel(groups);
  if (items.length === 0) return null;
  const shown = items.slice(index * GROUP, index * GROUP + GROUP);

  return (
    <section className="container home-block home-recommend" aria-roledescription="carousel" aria-labelledby="home-recommend">
      <div className="home-block__head">
        <h2 id="home-recommend">{t('recommend.title')}</h2>
        <span className="home-recommend__position" aria-live="polite">
          {t('recommend.position', { index: index + 1, total: groups })}
        </span>
      </div>
      <div className="home-recommend__row">
        <button type="button" className="carousel-arrow" onClick={previous} aria-label={t('recommend.previous')}>‹</button>
        <ul className="home-recommend__items">
          {shown.map((item) => (
            <li key={item.pid}>
              <Link to={`/production/${item.pid}`}>
                <img src={imageUrl(item.imginfo?.[0]?.imagepath)} alt="" width="240" height="180" loading="lazy" />
                <span>{item.productname}</span>
              </Link>
            </li>
          ))}
        </ul>
        <button type="button" className="carousel-arrow" onClick={next} aria-label={t('recommend.next')}>›</button>
      </div>
    </section>
  );
}
