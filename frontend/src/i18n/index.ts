import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storedLanguage } from './language';

type Resource = Record<string, unknown>;

// One JSON per feature namespace and language: locales/<lang>/<namespace>.json. Only the interface
// language is fetched (a switch reloads the page), which keeps the other half out of the initial JavaScript.
const files = import.meta.glob<Resource>('../locales/*/*.json', { import: 'default' });

const language = storedLanguage();
document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';

const resources: Record<string, Record<string, Resource>> = { [language]: {} };
await Promise.all(
  Object.entries(files).map(async ([path, load]) => {
    const [, fileLanguage, namespace] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
    if (fileLanguage === language && namespace) resources[language][namespace] = await load();
  }),
);

void i18n.use(initReactI18next).init({
  resources,
  lng: language,
  fallbackLng: false,
  defaultNS: 'common',
  ns: Object.keys(resources[language] ?? {}),
  interpolation: { escapeValue: false },
  returnNull: false,
  saveMissing: import.meta.env.DEV,
  missingKeyHandler: (_lngs, ns, key) => console.error(`Missing translation: ${ns}:${key}`),
});

export default i18n;
