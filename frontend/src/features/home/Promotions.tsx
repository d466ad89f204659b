import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/useLanguage';
import { usePromotionsQuery } from './homeApi';

/**
 * Columns on a wide screen for `count` cards with no card alone on the last row: four, else three,
 * else two (5 cards: 3 + 2, not 4 + 1).
 */
function promotionColumns(count: number): number {
  if (count <= 4) return Math.max(count, 1);
  return [4, 3, 2].find((columns) => count % columns !== 1) ?? 4;
}

/** Sales activities, each to /texttemp/{textid}; nothing at all when the call fails or is empty. */
export function Promotions() {
  const { t } = useTranslation('home');
  const { data } = usePromotionsQuery();
  const english = useLanguage() === 'en';
  if (!data || data.length === 0) return null;
  return (
    <section className="container home-block home-promotions" aria-labelledby="home-promotions">
      <h2 id="home-promotions">{t('promotions.title')}</h2>
      <ul style={{ '--promotion-columns': promotionColumns(data.length) } as CSSProperties}>
        {data.map((p) => {
          const name = english ? p.textname_en || p.textname_ch : p.textname_ch || p.textname_en;
          return (
            <li key={p.textid}>
              <Link to={`/texttemp/${p.textid}`}>
                {p.imagefile && <img src={p.imagefile} alt="" width="1200" height="360" loading="lazy" />}
                <span>{name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
