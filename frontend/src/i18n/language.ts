export type Language = 'zh' | 'en';

const STORAGE_KEY = 'lang';
/** The same choice as a cookie, so the server renders a page in it (server-side rendering reads no localStorage). */
export const LANGUAGE_COOKIE = 'lang';
const YEAR_SECONDS = 365 * 24 * 3600;

const asLanguage = (value: string | null | undefined): Language | undefined => (value === 'en' || value === 'zh' ? value : undefined);

/** `?lang=en` on an address names its language (sitemaps and hreflang links use it); the plain address has none. */
export function urlLanguage(search: string): Language | undefined {
  return asLanguage(new URLSearchParams(search).get('lang'));
}

/** The language cookie's value in a Cookie header (or document.cookie). */
export function cookieLanguage(cookieHeader: string | undefined): Language | undefined {
  const found = /(?:^|;\s*)lang=(zh|en)(?:;|$)/.exec(cookieHeader ?? '');
  return asLanguage(found?.[1]);
}

/** The server's choice for a page: the address's language, else the cookie's, else Chinese. */
export function requestedLanguage(search: string, cookieHeader: string | undefined): Language {
  return urlLanguage(search) ?? cookieLanguage(cookieHeader) ?? 'zh';
}

/**
 * The interface language in the browser: the spec's localStorage choice, else the cookie (set by
 * the same switch), else Chinese. An address's `?lang=` is adopted as that choice when the visit
 * starts (adoptAddressLanguage), so the pages the researcher goes on to, the API calls they make
 * and the orders they place all keep it once the address no longer says it.
 */
export function storedLanguage(): Language {
  if (typeof window === 'undefined') return 'zh';
  try {
    const stored = asLanguage(localStorage.getItem(STORAGE_KEY));
    if (stored) return stored;
  } catch {
    // Storage blocked: the cookie below still says it.
  }
  return cookieLanguage(document.cookie) ?? 'zh';
}

/**
 * Arriving by an address that names a language (`/production/12?lang=en`, as the sitemap, hreflang
 * and search results link) chooses it as the switch would: stored and in the cookie, until the
 * researcher switches. Called once, before the interface language is first read.
 */
export function adoptAddressLanguage(): void {
  if (typeof window === 'undefined') return;
  const fromUrl = urlLanguage(window.location.search);
  if (!fromUrl) return;
  try {
    localStorage.setItem(STORAGE_KEY, fromUrl);
  } catch {
    // The cookie alone carries the choice.
  }
  rememberLanguage(fromUrl);
}

/** Keeps the cookie in step with the stored choice (a choice made before the cookie existed, too). */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax`;
}

/** Switching reloads the page so every part, including cached API answers, is in one language. */
export function switchLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // The cookie alone carries the choice.
  }
  rememberLanguage(language);
  // An address that names a language would be adopted again on reload: reload it without `lang`.
  const url = new URL(window.location.href);
  if (url.searchParams.has('lang')) {
    url.searchParams.delete('lang');
    window.location.replace(url.toString());
  } else {
    window.location.reload();
  }
}

/** A choice stored before the cookie existed (or by another tab) is copied into it, so the server renders in it too. */
export function syncLanguageCookie(): void {
  try {
    const stored = asLanguage(localStorage.getItem(STORAGE_KEY));
    if (stored && cookieLanguage(document.cookie) !== stored) rememberLanguage(stored);
  } catch {
    // No storage: nothing to copy.
  }
}
