import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage';
import { listDownloadUrl, MAX_LIST_DOWNLOAD } from '../catalogueApi';
import { HotQuery, Sort, SORTS } from '../hotQuery';

interface Props {
  query: HotQuery;
  /** Products the current search found. */
  total: number;
  onSort: (sort: Sort) => void;
}

/** The list's order and "download list" (CSV, XLSX) of the current search, filters and order. */
export function ListTools({ query, total, onSort }: Props) {
  const { t } = useTranslation('catalogue');
  const sortId = useId();
  const language = useLanguage();
  return (
    <div className="list-tools">
      <div className="list-tools__sort">
        <label htmlFor={sortId}>{t('hot.sort.label')}</label>
        <select id={sortId} value={query.sort ?? 'relevance'} onChange={(e) => onSort(e.target.value as Sort)}>
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>{t(`hot.sort.${sort}`)}</option>
          ))}
        </select>
      </div>
      <div className="list-tools__download" role="group" aria-label={t('hot.download.label')}>
        <span>{t('hot.download.label')}</span>
        {(['csv', 'xlsx'] as const).map((format) => (
          <a key={format} className="button button--ghost" href={listDownloadUrl(query, format, language)} download>
            {t(`hot.download.${format}`)}
          </a>
        ))}
      </div>
      {total > MAX_LIST_DOWNLOAD && (
        <p className="list-tools__note" role="note">
          {t('hot.download.cut', { count: total, limit: MAX_LIST_DOWNLOAD })}
        </p>
      )}
    </div>
  );
}
