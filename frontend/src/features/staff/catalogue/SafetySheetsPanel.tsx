import { FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../shared/api/serverMessage';
import { useCatalogueValues } from '../../../shared/catalogue/catalogueValues';
import { SdsLanguage, SdsScope, StaffSafetySheets, useDeleteSafetySheetMutation, useSafetySheetsQuery, useUploadSafetySheetMutation } from './safetySheetsApi';
import { useOneChangeAtATime } from './useOneChangeAtATime';
import './lotsPanel.css';

/** The server judges the file by its content; this only narrows the file chooser. */
const PDF_TYPES = 'application/pdf,.pdf';
const LANGUAGES: SdsLanguage[] = ['zh', 'en'];
const SCOPES: SdsScope[] = ['product', 'type'];

const refusal = (error: unknown) => ({ message: serverMessage(error) ?? null, detail: null });

/**
 * Safety data sheets beside the product editor (issue 35): a PDF per language for this product, or for every product
 * of its type; the product page and the datasheet link the product's own, else its type's.
 */
export function SafetySheetsPanel({ pid }: { pid: number }) {
  const { t } = useTranslation('safetySheets');
  const values = useCatalogueValues();
  const sheets = useSafetySheetsQuery(pid);
  const [uploadSheet] = useUploadSafetySheetMutation();
  const [deleteSheet] = useDeleteSafetySheetMutation();
  const { busy, outcome, perform } = useOneChangeAtATime(refusal, null, t('panel.failed'));
  const [scope, setScope] = useState<SdsScope>('product');
  const [language, setLanguage] = useState<SdsLanguage>('zh');
  const [file, setFile] = useState<File | null>(null);
  const [formKey, setFormKey] = useState(0);
  const type = sheets.data ? values.label('producttype', sheets.data.producttype) : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    if (await perform(() => uploadSheet({ pid, scope, language, file }).unwrap(), t('panel.uploaded'), 'upload')) {
      setFile(null);
      setFormKey((k) => k + 1);
    }
  };
  const scopeLabel = (s: SdsScope) => (s === 'product' ? t('panel.product') : t('panel.type', { type }));
  const listed = (data: StaffSafetySheets, s: SdsScope) => (s === 'product' ? data.product : data.type);

  return (
    <section className="lots" aria-labelledby="sds-heading">
      <h2 id="sds-heading">{t('panel.title')}</h2>
      <p className="lots__intro">{t('panel.intro', { type })}</p>
      {sheets.isLoading && <p role="status">{t('panel.loading')}</p>}
      {sheets.isError && <p className="error-text" role="alert">{t('panel.unavailable')}</p>}
      {sheets.data && (
        <ul className="lots__list">
          {SCOPES.map((s) => (
            <li key={s} className="lots__item">
              <strong>{scopeLabel(s)}</strong>
              <ul className="sds__sheets">
                {LANGUAGES.map((l) => {
                  const sheet = listed(sheets.data!, s).find((x) => x.language === l);
                  return (
                    <li key={l}>
                      <span className="sds__language">{t(`panel.${l}`)}</span>{' '}
                      {sheet ? (
                        <>
                          <a href={sheet.url} target="_blank" rel="noopener">{sheet.name || sheet.url}</a>{' '}
                          <button
                            type="button"
                            className="button button--ghost"
                            disabled={busy}
                            aria-label={t('panel.deleteLabel', { scope: scopeLabel(s), language: t(`panel.${l}`) })}
                            onClick={() => void perform(() => deleteSheet({ pid, scope: s, language: l }).unwrap(), t('panel.deleted'), 'delete')}
                          >
                            {t('panel.delete')}
                          </button>
                        </>
                      ) : (
                        t('panel.none')
                      )}
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <form key={formKey} className="lots__form sds__form" onSubmit={submit}>
        <label htmlFor="sds-scope">{t('panel.scope')}</label>
        <select id="sds-scope" value={scope} onChange={(e) => setScope(e.target.value as SdsScope)}>
          {SCOPES.map((s) => <option key={s} value={s}>{scopeLabel(s)}</option>)}
        </select>
        <label htmlFor="sds-language">{t('panel.language')}</label>
        <select id="sds-language" value={language} onChange={(e) => setLanguage(e.target.value as SdsLanguage)}>
          {LANGUAGES.map((l) => <option key={l} value={l}>{t(`panel.${l}`)}</option>)}
        </select>
        <label htmlFor="sds-file">{t('panel.file')}</label>
        <input id="sds-file" type="file" accept={PDF_TYPES} required onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        <button type="submit" className="button" disabled={busy || !file}>{t('panel.upload')}</button>
      </form>
      {outcome && (
        <p className={outcome.ok ? 'ok-text' : 'error-text'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </p>
      )}
    </section>
  );
}
