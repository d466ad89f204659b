import type { Language } from './language';

/** A server time (ISO) as the reader's clock shows it: 24-hour, in the interface language's date order. */
export function formatTime(iso: string, language: Language): string {
  return new Date(iso).toLocaleString(language === 'en' ? 'en-GB' : 'zh-CN', { hour12: false });
}
