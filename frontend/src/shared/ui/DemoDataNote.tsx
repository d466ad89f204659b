import { useTranslation } from 'react-i18next';
import './demoDataNote.css';

/**
 * The "demo data" mark beside an identifier the demo catalogue invented (an RRID or PubMed ID in
 * the reserved demo form, @shop/contract's products/demo-identifiers.ts). Such an identifier is shown
 * as plain text: a registry link would open somebody else's record.
 */
export function DemoDataNote() {
  const { t } = useTranslation('common');
  return (
    <span className="demo-data-note" title={t('demoData.explain')} data-testid="demo-data">
      {t('demoData.label')}
    </span>
  );
}
