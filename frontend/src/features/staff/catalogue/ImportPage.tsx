import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router';
import type { ShopDispatch } from '../../../shared/api/api';
import { StaffShell } from '../shell/StaffShell';
import { catalogueAdminApi } from './catalogueAdminApi';
import { ImportStatusPanel } from './ImportStatusPanel';
import { ImportUploadForm } from './ImportUploadForm';
import { SheetHelp } from './SheetHelp';
import './catalogueAdmin.css';

const EXPORT_URL = '/api/admininfo/catalogue/export';

/**
 * /admin/catalogue — import a sheet (dry run, then confirm) and export the catalogue.
 * The running import's id sits in the address (?import=…) so a reload keeps following it.
 */
export default function ImportPage() {
  const { t } = useTranslation('catalogueAdmin');
  const dispatch = useDispatch<ShopDispatch>();
  const [search, setSearch] = useSearchParams();
  const importId = search.get('import');

  return (
    <StaffShell title={t('nav.import')}>
      <div className="catalogue-admin">
        <section aria-labelledby="import-heading">
          <h2 id="import-heading">{t('import.title')}</h2>
          {importId ? (
            <ImportStatusPanel key={importId} id={importId} onRestart={() => setSearch({})} />
          ) : (
            <ImportUploadForm
              onStarted={(job) => {
                void dispatch(catalogueAdminApi.util.upsertQueryData('importState', job.id, { data: job }));
                setSearch({ import: job.id });
              }}
            />
          )}
        </section>
        <section aria-labelledby="export-heading">
          <h2 id="export-heading">{t('export.title')}</h2>
          <p>{t('export.intro')}</p>
          <p className="catalogue-admin__actions">
            <a className="button button--ghost" href={`${EXPORT_URL}?format=csv`} download>{t('export.csv')}</a>
            <a className="button button--ghost" href={`${EXPORT_URL}?format=xlsx`} download>{t('export.xlsx')}</a>
          </p>
          <h3 id="export-references">{t('export.referencesTitle')}</h3>
          <p>{t('export.referencesIntro')}</p>
          <p className="catalogue-admin__actions" aria-labelledby="export-references">
            <a className="button button--ghost" href={`${EXPORT_URL}?format=csv&sheet=references`} download>{t('export.referencesCsv')}</a>
            <a className="button button--ghost" href={`${EXPORT_URL}?format=xlsx&sheet=references`} download>{t('export.referencesXlsx')}</a>
          </p>
        </section>
        <SheetHelp />
      </div>
    </StaffShell>
  );
}
