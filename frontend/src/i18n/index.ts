import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readServerState } from '../shared/api/serverState';
import { withDeclaredLabels } from './declaredLabels';
import { adoptAddressLanguage, storedLanguage } from './language';
import { FIRST_PAINT, i18nOptions, type Resource } from './options';

// One JSON per feature namespace and language: locales/<lang>/<namespace>.json, each its own chunk.
// Only the interface language is fetched (a switch reloads the page).
const files = import.meta.glob<Resource>('../locales/*/*.json', { import: 'default' });

const localeFiles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, done) {
    const load = files[`../locales/${language}/${namespace}.json`];
    if (!load) return done(null, {});
    load().then(
      (texts) => done(null, withDeclaredLabels(language, namespace, texts)),
      (error: Error) => done(error, null),
    );
  },
};

// The address's `?lang=` becomes the visit's choice before anything reads it (the API calls read it on every request).
adoptAddressLanguage();
const language = storedLanguage();
document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';

// A server-rendered page in this language carries its first-paint texts: i18next starts with them
// at once, so hydration waits for no fetch. Otherwise they load first (FIRST_PAINT), the rest on demand.
const server = readServerState();
const carried = server?.language === language ? server.texts : undefined;

await i18n
  .use(localeFiles)
  .use(initReactI18next)
  .init({
    ...i18nOptions(language, carried ?? FIRST_PAINT),
    // With texts given, namespaces they lack still come from the locale files.
    ...(carried ? { partialBundledLanguages: true, initAsync: false } : {}),
    showSupportNotice: false,
    saveMissing: import.meta.env.DEV,
    missingKeyHandler: (_lngs, ns, key) => console.error(`Missing translation: ${ns}:${key}`),
  });

export default i18n;
