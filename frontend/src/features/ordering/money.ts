import { formatPrice } from '../catalogue/price';
import type { Language } from '../../i18n/language';

export { formatPrice };

/** Spec section 9: freight is shown as $0.00; the international handling fee is stated in text. */
export const FREIGHT = '$0.00';

/** Sum of price times quantity in yuan, to the fen (prices arrive as yuan with up to two decimals). */
export function totalYuan(lines: Array<{ price: number; quantity: number }>): number {
  return lines.reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0) / 100;
}

export function formatTime(iso: string, language: Language): string {
  return new Date(iso).toLocaleString(language === 'en' ? 'en-GB' : 'zh-CN', { hour12: false });
}
