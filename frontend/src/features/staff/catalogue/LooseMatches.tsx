import { useTranslation } from 'react-i18next';
import type { ImportReport } from './catalogueAdminApi';

/** The rows that named a product by a loosely equal catalogue number, and whether its number is kept. */
export function LooseMatches({ report, renamed }: { report: ImportReport; renamed: boolean }) {
  const { t } = useTranslation('catalogueAdmin');
  const rows = report.loose ?? [];
  const total = report.looseCount ?? rows.length;
  if (rows.length === 0) return null;
  const hidden = Math.max(0, total - rows.length);
  return (
    <div className="catalogue-admin__problem-list" data-testid="loose-matches">
      <p id="import-loose-caption" className="catalogue-admin__problem-count">
        {t('import.loose.caption', { n: total })} {renamed ? t('import.loose.renamed') : t('import.loose.kept')}
      </p>
      {hidden > 0 && <p className="catalogue-admin__more">{t('import.loose.more', { n: hidden, shown: rows.length })}</p>}
      <div className="catalogue-admin__problem-scroll" tabIndex={0} role="region" aria-labelledby="import-loose-caption">
        <table className="staff-table catalogue-admin__problems" aria-labelledby="import-loose-caption">
          <thead>
            <tr>
              <th scope="col">{t('import.loose.row')}</th>
              <th scope="col">{t('import.loose.sheet')}</th>
              <th scope="col">{t('import.loose.stored')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((m) => (
              <tr key={m.row}>
                <td>{m.row}</td>
                <td><code>{m.sheet}</code></td>
                <td><code>{m.stored}</code></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
