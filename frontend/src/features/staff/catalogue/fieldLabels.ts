import i18n from 'i18next';
import { storedLanguage } from '../../../i18n/language';
import type { CatalogueField } from './catalogueAdminApi';

/** i18next namespace holding the column labels the server declares (GET /fields). */
export const FIELD_NAMESPACE = 'catalogueFields';

/**
 * The server owns the column labels (they follow the sheet); registering them as an i18next bundle
 * keeps the rule that every string on screen goes through i18next: t('catalogueFields:<column>').
 */
export function registerFieldLabels(fields: CatalogueField[]): CatalogueField[] {
  const language = storedLanguage();
  const labels = Object.fromEntries(fields.map((f) => [f.column, f.label[language] || f.label.zh || f.column]));
  i18n.addResourceBundle(language, FIELD_NAMESPACE, labels, true, true);
  return fields;
}

export const fieldLabelKey = (column: string) => `${FIELD_NAMESPACE}:${column}`;
