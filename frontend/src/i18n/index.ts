import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storedLanguage } from './language';
import { i18nOptions, localeOf, type Namespaces, type Resource } from './options';

// One JSON per feature namespace and language: locales/<lang>/<namespace>.json. Only the interface
// language is fetched (a switch reloads the page), which keeps the other half out of the initial JavaScript.
const files = import.meta.glob<Resource>('../locales/*/*.json', { import: 'default' });

const language = storedLanguage();
document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';

const namespaces: Namespaces = {};
await Promise.all(
  Object.entries(files).map(async ([path, load]) => {
    const file = localeOf(path);
    if (file?.language === language) namespaces[file.namespace] = await load();
  }),
);

void i18n.use(initReactI18next).init({
  ...i18nOptions(language, namespaces),
  saveMissing: import.meta.env.DEV,
  missingKeyHandler: (_lngs, ns, key) => console.error(`Missing translation: ${ns}:${key}`),
});

export default i18n;
