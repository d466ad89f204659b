import { useTranslation } from 'react-i18next';

/** What a sheet must look like; the same format the export writes. */
export function SheetHelp() {
  const { t } = useTranslation('catalogueAdmin');
  return (
    <section aria-labelledby="sheet-help" className="catalogue-admin__help">
      <h2 id="sheet-help">{t('help.title')}</h2>
      <ul>
        <li>{t('help.header')}</li>
        <li>{t('help.key')}</li>
        <li>{t('help.multi')}</li>
        <li>
          {t('help.images')} <code>file.jpg|caption;file2.png|caption</code>
        </li>
        <li>
          {t('help.status')} <code>active</code> | <code>discontinued</code>
        </li>
        <li>{t('help.prices')}</li>
        <li>{t('help.zip')}</li>
      </ul>
    </section>
  );
}
