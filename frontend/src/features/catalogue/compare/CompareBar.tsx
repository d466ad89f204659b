import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { clearCompare, COMPARE_LIMIT, removeFromCompare, useComparedProducts } from './compareStore';

/** The current selection with a link to /compare; hidden while nothing is picked. */
export function CompareBar() {
  const { t } = useTranslation('catalogue');
  const compared = useComparedProducts();
  if (compared.length === 0) return null;
  return (
    <aside className="compare-bar" aria-label={t('compare.bar')}>
      <div className="container compare-bar__inner">
        <strong>{t('compare.selected', { count: compared.length, limit: COMPARE_LIMIT })}</strong>
        <ul>
          {compared.map((p) => (
            <li key={p.pid}>
              <span>{p.catno || p.productname}</span>
              <button type="button" className="link-button" onClick={() => removeFromCompare(p.pid)} aria-label={t('compare.remove', { name: p.productname })}>
                ×
              </button>
            </li>
          ))}
        </ul>
        <div className="compare-bar__actions">
          <Link className="button" to="/compare">{t('compare.open')}</Link>
          <button type="button" className="button button--ghost" onClick={clearCompare}>{t('compare.clear')}</button>
        </div>
      </div>
    </aside>
  );
}
