import type { Language } from '../../http/request-language';

/**
 * Spec section 9, the one currency rule of the shop wherever a price is shown to a person (pages,
 * mails, datasheets, list downloads): yuan in Chinese; in English dollars = yuan / 7, rounded up
 * to whole dollars. Prices are stored as integer fen.
 */
export function shownAmount(fen: number, language: Language): string {
  return language === 'en' ? String(Math.ceil(fen / 700)) : (fen / 100).toFixed(2);
}

/** The amount with its currency sign: ¥128.00 or $19. */
export function shownPrice(fen: number, language: Language): string {
  return language === 'en' ? `$${Math.ceil(fen / 700).toLocaleString('en-US')}` : `¥${(fen / 100).toFixed(2)}`;
}
