import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueValues } from '../../../shared/catalogue/catalogueValues';
import { useCatalogueFieldsQuery, type ImportReport } from './catalogueAdminApi';

const PAGE = 20;

const csvCell = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The report's changes as a CSV file (catno, column, old, new), made in the browser from what the report holds. */
function download(changes: NonNullable<ImportReport['changes']>) {
  const lines = ['catno,column,old,new', ...changes.flatMap((c) => c.fields.map((f) => [c.catno, f.column, f.old, f.new].map(csvCell).join(',')))];
  const url = URL.createObjectURL(new Blob([`\uFEFF${lines.join('\n')}\n`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'catalogue-changes.csv';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** What the import changes in each updated product, column by column (old → new), a page at a time. */
export function ChangesTable({ report }: { report: ImportReport }) {
  const { t } = useTranslation('catalogueAdmin');
  const [page, setPage] = useState(1);
  const values = useCatalogueValues();
  const fields = useCatalogueFieldsQuery().data ?? [];
  /** A vocabulary column's values in the page's language ("未偶联" for Unconjugated); other cells as the sheet has them. */
  const labelled = (column: string, cell: string) => {
    const vocabulary = fields.find((f) => f.column === column)?.vocabulary;
    return vocabulary && cell ? values.list(vocabulary, cell) : cell;
  };
  const changes = report.changes ?? [];
  if (changes.length === 0) return null;
  const pages = Math.ceil(changes.length / PAGE);
  const shown = changes.slice((page - 1) * PAGE, page * PAGE);
  return (
    <div className="catalogue-admin__problem-list" data-testid="import-changes">
      <p id="import-changes-caption" className="catalogue-admin__problem-count">{t('import.changes.caption', { n: report.updated })}</p>
      {report.updated > changes.length && <p className="catalogue-admin__more">{t('import.changes.more', { shown: changes.length, n: report.updated - changes.length })}</p>}
      <div className="catalogue-admin__problem-scroll" tabIndex={0} role="region" aria-labelledby="import-changes-caption">
        <table className="staff-table catalogue-admin__problems" aria-labelledby="import-changes-caption">
          <thead>
            <tr>
              <th scope="col">{t('import.changes.catno')}</th>
              <th scope="col">{t('import.changes.column')}</th>
              <th scope="col">{t('import.changes.old')}</th>
              <th scope="col">{t('import.changes.new')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.flatMap((c) =>
              c.fields.map((f, i) => (
                <tr key={`${c.catno}-${f.column}`}>
                  <td>{i === 0 ? c.catno : ''}</td>
                  <td><code>{f.column}</code></td>
                  <td className="catalogue-admin__old">{labelled(f.column, f.old) || '—'}</td>
                  <td>{labelled(f.column, f.new) || '—'}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
      <p className="catalogue-admin__actions">
        {pages > 1 && (
          <>
            <button type="button" className="button button--ghost" disabled={page === 1} onClick={() => setPage(page - 1)}>{t('import.changes.previous')}</button>
            <span>{t('import.changes.page', { page, pages })}</span>
            <button type="button" className="button button--ghost" disabled={page === pages} onClick={() => setPage(page + 1)}>{t('import.changes.next')}</button>
          </>
        )}
        <button type="button" className="button button--ghost" onClick={() => download(changes)}>{t('import.changes.download')}</button>
      </p>
    </div>
  );
}
