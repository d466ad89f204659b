import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { withDeclaredLabels } from '../i18n/declaredLabels';
import type { Language } from '../i18n/language';
import { FIRST_PAINT, i18nOptions, localeOf, type Namespaces, type Resource } from '../i18n/options';

// The server holds every namespace of both languages: one ready instance per language, shared by its pages.
const files = import.meta.glob<Resource>('../locales/*/*.json', { import: 'default', eager: true });

function instanceFor(language: Language): I18n {
  const namespaces: Namespaces = {};
  for (const [path, resource] of Object.entries(files)) {
    const file = localeOf(path);
    if (file?.language === language) namespaces[file.namespace] = withDeclaredLabels(language, file.namespace, resource);
  }
  const instance = createInstance();
  // Resources are in memory, so init finishes synchronously (initImmediate: false).
  void instance.use(initReactI18next).init({ ...i18nOptions(language, namespaces), initImmediate: false, showSupportNotice: false });
  return instance;
}

export const serverI18n: Record<Language, I18n> = { zh: instanceFor('zh'), en: instanceFor('en') };

/** The first-paint namespaces of a language, as a server-rendered page hands them to the browser. */
export function firstPaintTexts(language: Language): Namespaces {
  const instance = serverI18n[language];
  return Object.fromEntries(FIRST_PAINT.map((namespace) => [namespace, instance.getResourceBundle(language, namespace) as Resource]));
}
