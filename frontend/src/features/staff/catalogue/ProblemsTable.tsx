import { useTranslation } from 'react-i18next';
import type { Problem } from './catalogueAdminApi';

/** Row / column / message of every problem the server listed, plus how many it left out. */
export function ProblemsTable({ problems, total }: { problems: Problem[]; total: number }) {
  const { t } = useTranslation('catalogueAdmin');
  if (problems.length === 0) return null;
  const hidden = Math.max(0, total - problems.length);
  return (
    <div className="catalogue-admin__problem-list">
      <p id="import-problems-caption" className="catalogue-admin__problem-count">{t('problems.caption', { n: total })}</p>
      {hidden > 0 && <p className="catalogue-admin__more">{t('problems.more', { n: hidden, shown: problems.length })}</p>}
      {/* Up to 1000 rows: the table scrolls inside its box so the page's buttons stay in reach. */}
      <div className="catalogue-admin__problem-scroll" tabIndex={0} role="region" aria-labelledby="import-problems-caption">
        <table className="staff-table catalogue-admin__problems" aria-labelledby="import-problems-caption">
          <thead>
            <tr>
              <th scope="col">{t('problems.row')}</th>
              <th scope="col">{t('problems.column')}</th>
              <th scope="col">{t('problems.message')}</th>
            </tr>
          </thead>
          <tbody>
            {problems.map((p, i) => (
              <tr key={`${p.row ?? ''}-${p.column}-${i}`}>
                <td>{p.row ?? '—'}</td>
                <td><code>{p.column || '—'}</code></td>
                <td>{p.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
