import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SearchItem } from '../catalogueApi';
import { CompareToggle } from '../compare/CompareToggle';
import { QuickAdd } from './QuickAdd';
import { SaveToList } from '../../saved-lists';
import { imageUrl } from '../../../shared/catalogue/imageUrl';
import { searchTags } from '../tags';
import { useCatalogueValues } from '../../../shared/catalogue/catalogueValues';
import { useLanguage } from '../../../i18n/useLanguage';
import { productTitle } from '../productName';

const hasKnockout = (item: SearchItem) => (item.evidence ?? '').split(/,\s*/).includes('knockout');

export function ResultList({ items }: { items: SearchItem[] }) {
  const { t } = useTranslation('catalogue');
  const values = useCatalogueValues();
  const language = useLanguage();
  return (
    <ol className="result-list">
      {items.map((item, index) => {
        const name = productTitle(item, language);
        return (
        <li key={item.pid} className="result-card">
          <Link to={`/production/${item.pid}`} className="result-card__picture" tabIndex={-1} aria-hidden="true">
            <img
              src={imageUrl(item.picture)}
              alt=""
              width="160"
              height="120"
              loading={index < 2 ? 'eager' : 'lazy'}
              decoding="async"
            />
          </Link>
          <div className="result-card__body">
            <h2 className="result-card__title">
              <Link to={`/production/${item.pid}`}>{name.title}</Link>
            </h2>
            {name.secondary && <p className="result-card__subtitle" lang="en">{name.secondary}</p>}
            <dl className="result-card__facts">
              <div><dt>{t('fields.catno')}</dt><dd>{item.catno}</dd></div>
              {/* Reagents have no application or reactivity: no empty label for them. */}
              {item.application?.trim() && <div><dt>{t('fields.application')}</dt><dd>{values.list('application', item.application)}</dd></div>}
              {item.reactivity?.trim() && <div><dt>{t('fields.reactivity')}</dt><dd>{values.list('reactivity', item.reactivity)}</dd></div>}
              {item.rrid && <div className="result-card__rrid"><dt>{t('results.rrid')}</dt><dd>{item.rrid}</dd></div>}
              <div className="result-card__citations"><dt>{t('results.citations')}</dt><dd>{t('results.citationCount', { count: item.citations ?? 0 })}</dd></div>
            </dl>
            {hasKnockout(item) && (
              <p className="ko-badge" title={t('results.knockoutHint')}>
                <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                  <circle cx="8" cy="8" r="5.5" />
                  <path d="M4.2 11.8 11.8 4.2" />
                </svg>
                {t('results.knockout')}
              </p>
            )}
            <ul className="tag-icons" aria-label={t('results.tags')}>
              {searchTags(item.search_tag).map((tag) => (
                <li key={tag} className="tag-icon">{values.label('tag', tag)}</li>
              ))}
            </ul>
          </div>
          <div className="result-card__actions">
            <CompareToggle product={{ pid: item.pid, productname: item.productname, catno: item.catno }} />
            <QuickAdd pid={item.pid} name={name.title} />
            <SaveToList pid={item.pid} name={item.catno} />
          </div>
        </li>
        );
      })}
    </ol>
  );
}
