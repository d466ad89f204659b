import type { Language } from '../i18n/language';

/** Yuan as the server sends it; null when the option has no price. */
export function priceValue(raw: number | string | null | undefined): number | null {
  if (raw === null || raw === undefined || raw === '') return null;
  const value = typeof raw === 'number' ? raw : Number.parseFloat(raw);
  return Number.isFinite(value) ? value : null;
}

/** Spec section 9: yuan in Chinese; in English dollars = price / 7 rounded up (as a number with its ISO currency). */
export function shownPrice(yuan: number, language: Language): { amount: number; currency: 'CNY' | 'USD' } {
  return language === 'en' ? { amount: Math.ceil(yuan / 7), currency: 'USD' } : { amount: yuan, currency: 'CNY' };
}

/** Spec section 9: yuan in Chinese; in English dollars = price / 7 rounded up. */
export function formatPrice(yuan: number, language: Language): string {
  if (language === 'en') return `$${Math.ceil(yuan / 7).toLocaleString('en-US')}`;
  return `¥${yuan.toLocaleString('zh-CN', { maximumFractionDigits: 2 })}`;
}

/** Sum of price times quantity in yuan, to the fen (prices arrive as yuan with up to two decimals). */
export function totalYuan(lines: Array<{ price: number; quantity: number }>): number {
  return lines.reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0) / 100;
}
