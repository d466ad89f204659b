import { useTranslation } from 'react-i18next';
import { useLanguage } from './useLanguage';

/** The catalogue fields whose values come from the shop's vocabularies (backend items/product-vocabulary.ts). */
export type ValueField = 'reactivity' | 'host' | 'application' | 'modification' | 'conjugation' | 'clonality' | 'isotype' | 'producttype' | 'tag' | 'country' | 'stock';

/**
 * Labels for catalogue values in the interface language (locales/<lang>/catalogueValues.json):
 * "Mouse" reads 小鼠 in Chinese. The stored values, the API and the /hot query stay English; a value
 * outside the vocabulary (free text from an import) shows as it is. Keys are split at "|" because
 * the values themselves hold dots (C. elegans, Cy5.5).
 */
export function useCatalogueValues() {
  const { t } = useTranslation('catalogueValues');
  const language = useLanguage();
  const label = (field: ValueField, value: string): string => t(`${field}|${value}`, { keySeparator: '|', defaultValue: value });
  /** A stored list ("WB, IHC-P") with each value labelled. */
  const list = (field: ValueField, text: string | null | undefined): string =>
    (text ?? '')
      .split(/\s*,\s*/)
      .filter(Boolean)
      .map((value) => label(field, value))
      .join(language === 'zh' ? '、' : ', ');
  return { label, list };
}
