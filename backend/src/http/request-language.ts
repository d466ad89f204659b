import type { Request } from 'express';

export type Language = 'zh' | 'en';

/**
 * The browser sends its interface language in `X-Language` (the SPA sets it from localStorage);
 * plain clients fall back to Accept-Language. Chinese is the shop's default.
 */
export function requestLanguage(req: Pick<Request, 'headers'>): Language {
  const explicit = req.headers['x-language'];
  if (explicit === 'en' || explicit === 'zh') return explicit;
  const accept = String(req.headers['accept-language'] ?? '').toLowerCase();
  if (accept.startsWith('en')) return 'en';
  return 'zh';
}
