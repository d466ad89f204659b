import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../i18n/formatTime';
import { serverMessage } from '../../../shared/api/serverMessage';
import { useLanguage } from '../../../i18n/useLanguage';
import { StaffShell } from '../shell/StaffShell';
import { searchMissesCsvUrl, useSearchMissesQuery } from './searchMissesApi';

const day = (time: number) => new Date(time).toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

/**
 * What researchers searched for and did not find (issue 23), most searched first, for a chosen
 * period (this week by default): what the catalogue lacks or names differently.
 */
export default function SearchMissesPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [period, setPeriod] = useState(() => ({ from: day(Date.now() - 6 * DAY_MS), to: day(Date.now()) }));
  const misses = useSearchMissesQuery(period);
  const rows = misses.data?.data ?? [];
  return (
    <StaffShell title={t('nav.searchMisses')}>
      <p>{t('searchMisses.intro')}</p>
      <form className="search-misses__period" onSubmit={(e) => e.preventDefault()}>
        <label>
          {t('searchMisses.from')}{' '}
          <input type="date" value={period.from} max={period.to} onChange={(e) => e.target.value && setPeriod((p) => ({ ...p, from: e.target.value }))} />
        </label>{' '}
        <label>
          {t('searchMisses.to')}{' '}
          <input type="date" value={period.to} min={period.from} onChange={(e) => e.target.value && setPeriod((p) => ({ ...p, to: e.target.value }))} />
        </label>{' '}
        <a className="button button--ghost" href={searchMissesCsvUrl(period)} download>
          {t('searchMisses.csv')}
        </a>
      </form>
      {misses.isError && <p className="error-text" role="alert">{serverMessage(misses.error)}</p>}
      {misses.isSuccess && rows.length === 0 && <p>{t('searchMisses.empty')}</p>}
      {rows.length > 0 && (
        <table className="staff-table">
          <thead>
            <tr>
              <th scope="col">{t('searchMisses.text')}</th>
              <th scope="col">{t('searchMisses.searches')}</th>
              <th scope="col">{t('searchMisses.lastSeen')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.text}>
                <td className="staff-table__text">
                  {r.text}
                  {r.variants.length > 0 && <span className="search-misses__variants">{t('searchMisses.variants', { texts: r.variants.join(language === 'zh' ? '、' : ', ') })}</span>}
                </td>
                <td>{r.searches}</td>
                <td>{formatTime(r.lastseen, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </StaffShell>
  );
}
