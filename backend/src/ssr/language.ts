export type PageLanguage = 'zh' | 'en';

/**
 * A server-rendered page's language, as the frontend's i18n/language.ts decides it: `?lang=` in the
 * address, else the `lang` cookie the language switch sets, else Chinese. Part of the cache key.
 */
export function pageLanguage(url: string, cookie: string | undefined): PageLanguage {
  const query = url.indexOf('?');
  const fromUrl = query >= 0 ? new URLSearchParams(url.slice(query + 1)).get('lang') : null;
  if (fromUrl === 'en' || fromUrl === 'zh') return fromUrl;
  const fromCookie = /(?:^|;\s*)lang=(zh|en)(?:;|$)/.exec(cookie ?? '')?.[1];
  return fromCookie === 'en' ? 'en' : 'zh';
}
