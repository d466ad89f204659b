import type { InitOptions } from 'i18next';
import type { Language } from './language';

export type Resource = Record<string, unknown>;
export type Namespaces = Record<string, Resource>;

/**
 * The texts of the header, footer and the server-rendered pages (home, /hot, product). A
 * product page's reviews name their choices with the review form's labels (`reviews`). A
 * server-rendered page carries them in its HTML (the browser hydrates without fetching them); a
 * page drawn in the browser alone loads them before its first render. Other pages' namespaces (the
 * staff area, protocols, the info pages…) load when a page first asks for them: useTranslation
 * suspends meanwhile and the layout shows its loading line, as for the page's own chunk.
 */
export const FIRST_PAINT = ['common', 'layout', 'seo', 'catalogue', 'catalogueValues', 'evidence', 'home', 'lots', 'reviews'];

/** The language and namespace a locale file holds: locales/<lang>/<namespace>.json. */
export function localeOf(path: string): { language: string; namespace: string } | null {
  const [, language, namespace] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
  return language && namespace ? { language, namespace } : null;
}

/** The same settings in the browser and on the server, so both render the same text. */
export function i18nOptions(language: Language, namespaces: Namespaces | string[]): InitOptions {
  // Either the texts themselves (the server holds them all) or the names of those to load first (the browser).
  const loaded = !Array.isArray(namespaces);
  return {
    ...(loaded ? { resources: { [language]: namespaces } } : {}),
    lng: language,
    fallbackLng: false,
    defaultNS: 'common',
    ns: loaded ? Object.keys(namespaces) : namespaces,
    interpolation: { escapeValue: false },
    returnNull: false,
  };
}
