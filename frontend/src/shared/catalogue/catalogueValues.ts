import { useTranslation } from 'react-i18next';
import { isVocabularyName, type VocabularyName } from '@shop/contract';
import { useLanguage } from '../../i18n/useLanguage';
import { useVocabularies } from '../api/vocabulariesApi';

/** The catalogue fields whose values are labelled: the staff-managed vocabularies, and the code's own lists (country, stock). */
export type ValueField = VocabularyName | 'country' | 'stock';

/**
 * Labels for catalogue values in the interface language: "Mouse" reads 小鼠 in Chinese. The
 * vocabularies' labels come from the shop's data (staff relabel them on the vocabularies page);
 * until they have arrived, and for the lists the code keeps (countries, stock), the locale files
 * (locales/<lang>/catalogueValues.json) answer. The stored values, the API and the /hot query stay
 * as stored; a value outside every list shows as it is. Locale keys are split at "|" because the
 * values themselves hold dots (C. elegans, Cy5.5).
 */
export function useCatalogueValues() {
  const { t } = useTranslation('catalogueValues');
  const language = useLanguage();
  const { lookup } = useVocabularies();
  const label = (field: ValueField, value: string): string => {
    const known = isVocabularyName(field) ? lookup.find(field, value)?.[language] : undefined;
    return known || t(`${field}|${value}`, { keySeparator: '|', defaultValue: value });
  };
  /** A stored list ("WB, IHC-P") with each value labelled. */
  const list = (field: ValueField, text: string | null | undefined): string =>
    (text ?? '')
      .split(/\s*,\s*/)
      .filter(Boolean)
      .map((value) => label(field, value))
      .join(language === 'zh' ? '、' : ', ');
  return { label, list };
}
