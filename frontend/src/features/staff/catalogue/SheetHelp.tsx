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
        <li>
          {t('help.rrid')} <code>AB_2687500</code>
        </li>
        <li>
          {t('help.validation')} <code>application|species|kind|figure|note|English note</code>
          <ul>
            <li>
              {t('help.validationKinds')} <code>knockout</code> | <code>own-data</code>
            </li>
            <li>{t('help.validationFigure')}</li>
            <li>{t('help.validationEscape')}</li>
            <li>
              {t('help.validationExample')} <code>WB|Human|knockout|wb-ko.png|敲除细胞中条带消失|Band absent in KO cells;IHC-P|Human|own-data</code>
            </li>
          </ul>
        </li>
      </ul>
      <h3 id="sheet-help-references">{t('help.referencesTitle')}</h3>
      <ul aria-labelledby="sheet-help-references">
        <li>
          {t('help.referencesHeader')} <code>catno,title,journal,pmid,sample,species,application,impact_factor</code>
        </li>
        <li>{t('help.referencesKey')}</li>
        <li>{t('help.referencesValues')}</li>
        <li>{t('help.referencesExport')}</li>
      </ul>
    </section>
  );
}
