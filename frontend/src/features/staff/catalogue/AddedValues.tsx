import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ImportReport } from './catalogueAdminApi';

/** The values the import adds to the vocabularies (add-values tick box), labelled as written until staff relabel them. */
export function AddedValues({ report, done }: { report: ImportReport; done: boolean }) {
  const { t } = useTranslation('catalogueAdmin');
  const values = report.addedValues ?? [];
  if (values.length === 0) return null;
  return (
    <div className="catalogue-admin__problem-list" data-testid="added-values">
      <p id="import-added-caption" className="catalogue-admin__problem-count">
        {t(done ? 'import.added.done' : 'import.added.pending', { n: values.length })} <Link to="/admin/catalogue/vocabularies">{t('import.added.relabel')}</Link>
      </p>
      <table className="staff-table catalogue-admin__problems" aria-labelledby="import-added-caption">
        <thead>
          <tr>
            <th scope="col">{t('import.added.vocabulary')}</th>
            <th scope="col">{t('import.added.value')}</th>
          </tr>
        </thead>
        <tbody>
          {values.map((v) => (
            <tr key={`${v.vocabulary}|${v.key}`}>
              <td>{t(`vocabularies.names.${v.vocabulary}`)}</td>
              <td><code>{v.key}</code></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
