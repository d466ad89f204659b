import { FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportState } from './catalogueAdminApi';
import { ProblemsTable } from './ProblemsTable';
import { UploadFailure, uploadSheet } from './uploadSheet';

const SHEET_TYPES = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Choose the sheet (and optionally a ZIP of pictures) and send them; the server starts the dry run. */
export function ImportUploadForm({ onStarted }: { onStarted: (job: ImportState) => void }) {
  const { t } = useTranslation('catalogueAdmin');
  const [sheet, setSheet] = useState<File | null>(null);
  const [images, setImages] = useState<File | null>(null);
  const [sent, setSent] = useState<{ loaded: number; total: number } | null>(null);
  const [failure, setFailure] = useState<UploadFailure | null>(null);
  const [missing, setMissing] = useState(false);
  const [renameCatno, setRenameCatno] = useState(false);
  const [addValues, setAddValues] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!sheet) return setMissing(true);
    setSent({ loaded: 0, total: sheet.size + (images?.size ?? 0) });
    try {
      const job = await uploadSheet(sheet, images, (loaded, total) => setSent({ loaded, total }), { renameCatno, addValues });
      onStarted(job);
    } catch (error) {
      setFailure(error as UploadFailure);
    } finally {
      setSent(null);
    }
  }

  const percent = sent && sent.total > 0 ? Math.round((sent.loaded / sent.total) * 100) : 0;
  return (
    <form className="catalogue-admin__upload" onSubmit={submit} noValidate>
      <label className="catalogue-admin__field">
        <span>{t('import.sheetLabel')}</span>
        <input
          type="file"
          name="sheet"
          accept={SHEET_TYPES}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? 'import-sheet-missing' : undefined}
          onChange={(e) => {
            setSheet(e.target.files?.[0] ?? null);
            setMissing(false);
          }}
        />
      </label>
      {missing && <p id="import-sheet-missing" className="error-text" role="alert">{t('import.chooseSheet')}</p>}
      <label className="catalogue-admin__field">
        <span>{t('import.imagesLabel')}</span>
        <input type="file" name="images" accept=".zip,application/zip" onChange={(e) => setImages(e.target.files?.[0] ?? null)} />
      </label>
      <label className="catalogue-admin__check">
        <input type="checkbox" name="rename_catno" checked={renameCatno} onChange={(e) => setRenameCatno(e.target.checked)} aria-describedby="import-rename-hint" />
        <span>{t('import.renameLabel')}</span>
      </label>
      <p id="import-rename-hint" className="catalogue-admin__hint">{t('import.renameHint')}</p>
      <label className="catalogue-admin__check">
        <input type="checkbox" name="add_values" checked={addValues} onChange={(e) => setAddValues(e.target.checked)} aria-describedby="import-add-values-hint" />
        <span>{t('import.addValuesLabel')}</span>
      </label>
      <p id="import-add-values-hint" className="catalogue-admin__hint">{t('import.addValuesHint')}</p>
      <p>
        <button type="submit" className="button" disabled={sent !== null}>{t('import.upload')}</button>
      </p>
      {sent && (
        <div className="catalogue-admin__progress">
          <label htmlFor="upload-progress">{t('import.uploading')}</label>
          <progress id="upload-progress" max={100} value={percent} />
          <span>{percent}%</span>
        </div>
      )}
      {failure && (
        <>
          <p className="error-text" role="alert">{failure.message ?? (failure.status === 0 ? t('import.network') : t('import.unavailable'))}</p>
          <ProblemsTable problems={failure.problems} total={failure.problems.length} />
        </>
      )}
    </form>
  );
}
