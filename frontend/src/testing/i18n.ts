import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { withDeclaredLabels } from '../i18n/declaredLabels';
import type { Language } from '../i18n/language';
import { i18nOptions, type Namespaces } from '../i18n/options';
import { LOCALES } from './locales';

/**
 * i18next as the browser holds it (i18n/index.ts: the default instance, which code outside React writes to too —
 * the staff editor registers the server's column labels there, features/staff/catalogue/fieldLabels.ts), with every
 * namespace of the language in memory as the server holds them (ssr/i18n.ts), the product declaration's labels
 * joined to `catalogue`, the app's own options. A test page so reads the very texts a customer reads, and a renamed
 * key shows as the key. Each page of a test file switches the one instance to its language.
 */
export function testI18n(language: Language): I18n {
  const namespaces: Namespaces = Object.fromEntries(
    Object.entries(LOCALES[language]).map(([namespace, texts]) => [namespace, withDeclaredLabels(language, namespace, texts)]),
  );
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({ ...i18nOptions(language, namespaces), initAsync: false, showSupportNotice: false });
    return i18next;
  }
  for (const [namespace, texts] of Object.entries(namespaces)) i18next.addResourceBundle(language, namespace, texts, true, true);
  void i18next.changeLanguage(language);
  return i18next;
}
