import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n/language';

/** The interface language as the price and region helpers want it. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'zh';
}
