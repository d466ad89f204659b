export type Language = 'zh' | 'en';

const STORAGE_KEY = 'lang';

/** The spec keeps the interface language in localStorage; Chinese is the default. */
export function storedLanguage(): Language {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'en' ? 'en' : 'zh';
  } catch {
    return 'zh';
  }
}

/** Switching reloads the page so every part, including cached API answers, is in one language. */
export function switchLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEY, language);
  window.location.reload();
}
