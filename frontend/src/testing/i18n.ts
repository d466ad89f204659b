import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { withDeclaredLabels } from '../i18n/declaredLabels';
import type { Language } from '../i18n/language';
import { i18nOptions, type Namespaces } from '../i18n/options';
import { LOCALES } from './locales';

/**
 * i18next as the server holds it (ssr/i18n.ts): every namespace of the language in memory, the
 * product declaration's labels joined to `catalogue`, the app's own options. A test page so reads
 * the very texts a customer reads, and a renamed key shows as the key.
 */
export function testI18n(language: Language): I18n {
  const namespaces: Namespaces = Object.fromEntries(
    Object.entries(LOCALES[language]).map(([namespace, texts]) => [namespace, withDeclaredLabels(language, namespace, texts)]),
  );
  const instance = createInstance();
  void instance.use(initReactI18next).init({ ...i18nOptions(language, namespaces), initAsync: false, showSupportNotice: false });
  return instance;
}
