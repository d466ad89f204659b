import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storedLanguage } from './language';
import { i18nOptions, type Resource } from './options';

// One JSON per feature namespace and language: locales/<lang>/<namespace>.json, each its own chunk.
// Only the interface language is fetched (a switch reloads the page).
const files = import.meta.glob<Resource>('../locales/*/*.json', { import: 'default' });

/**
 * The texts of the header, footer and the server-rendered pages (home, /hot, product), loaded before
 * the first render so hydration finds them. Other pages' namespaces (the staff area, protocols, the
 * info pages…) load when a page first asks for them: useTranslation suspends meanwhile and the
 * layout shows its loading line, as for the page's own chunk.
 */
const FIRST_PAINT = ['common', 'layout', 'seo', 'catalogue', 'catalogueValues', 'evidence', 'home', 'lots'];

const localeFiles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, done) {
    const load = files[`../locales/${language}/${namespace}.json`];
    if (!load) return done(null, {});
    load().then(
      (texts) => done(null, texts),
      (error: Error) => done(error, null),
    );
  },
};

const language = storedLanguage();
document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';

await i18n
  .use(localeFiles)
  .use(initReactI18next)
  .init({
    ...i18nOptions(language, FIRST_PAINT),
    showSupportNotice: false,
    saveMissing: import.meta.env.DEV,
    missingKeyHandler: (_lngs, ns, key) => console.error(`Missing translation: ${ns}:${key}`),
  });

export default i18n;
