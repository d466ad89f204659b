import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storedLanguage } from './language';

type Resource = Record<string, unknown>;

// One JSON per feature namespace and language: locales/<lang>/<namespace>.json.
const files = import.meta.glob<Resource>('../locales/*/*.json', { eager: true, import: 'default' });

const resources: Record<string, Record<string, Resource>> = {};
for (const [path, content] of Object.entries(files)) {
  const [, language, namespace] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
  if (!language || !namespace) continue;
  (resources[language] ??= {})[namespace] = content;
}

const language = storedLanguage();
document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';

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
