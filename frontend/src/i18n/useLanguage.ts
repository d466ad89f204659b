import { useTranslation } from 'react-i18next';
import type { Language } from './language';

/** The interface language (zh or en) for code that picks a field, a price or a date format by it. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'zh';
}
