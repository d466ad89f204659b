/**
 * The one money rule of the shop (spec section 9, issue 25): what a customer sees is what they pay.
 *
 * - The currency follows the language: yuan in Chinese, dollars in English.
 * - A unit price in dollars is yuan / 7 rounded UP to whole dollars, per unit.
 * - A line's amount is the unit price AS SHOWN times the quantity.
 * - A total is the sum of the lines AS SHOWN (never converted from the yuan total: ceil(Σ) ≠ Σ ceil).
 *
 * Amounts are integers in the currency's minor unit (fen for CNY, cents for USD). Pages, mails, PDFs,
 * the desk and the list download all compute with these functions, in the API and in the app.
 */

/** The currency a reader sees and pays in: yuan in Chinese, dollars in English (spec section 9, issue 25). */
export type Currency = 'CNY' | 'USD';

/** The currency a reader of this language sees and pays in. */
export function currencyOf(language: string): Currency {
  return language === 'en' ? 'USD' : 'CNY';
}

/** A unit price stored in fen, as shown in the currency (minor units): USD is whole dollars, rounded up. */
export function shownUnit(fen: number, currency: Currency): number {
  return currency === 'USD' ? Math.ceil(fen / 700) * 100 : fen;
}

/** Unit price as shown × quantity (minor units). */
export function lineAmount(fen: number, quantity: number, currency: Currency): number {
  return shownUnit(fen, currency) * quantity;
}

export interface PricedLine {
  unitFen: number;
  quantity: number;
}

export interface ShownAmounts {
  currency: Currency;
  lines: Array<{ unit: number; amount: number }>;
  /** The sum of the shown line amounts. */
  total: number;
  /** The same lines in yuan (fen), for staff matching a payment against the catalogue. */
  totalFen: number;
}

/** Every figure of a basket or an order, in one currency, adding up. */
export function shownAmounts(lines: readonly PricedLine[], currency: Currency): ShownAmounts {
  const shown = lines.map((line) => ({ unit: shownUnit(line.unitFen, currency), amount: lineAmount(line.unitFen, line.quantity, currency) }));
  return {
    currency,
    lines: shown,
    total: shown.reduce((sum, line) => sum + line.amount, 0),
    totalFen: lines.reduce((sum, line) => sum + line.unitFen * line.quantity, 0),
  };
}

/** Minor units as major units (the API's numbers: 6060.5 yuan, 866 dollars). */
export const major = (minor: number): number => Math.round(minor) / 100;

/**
 * An amount with its sign, grouped the same way on every page, mail and PDF: ¥2,320, ¥12.50, $1,234.
 * Fen appear only when there are some.
 */
export function formatMoney(minor: number, currency: Currency): string {
  const digits = minor % 100 === 0 ? 0 : 2;
  const text = (minor / 100).toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${currency === 'USD' ? '$' : '¥'}${text}`;
}

/** A unit price stored in fen, formatted as a reader of this language sees it. */
export function formatUnitPrice(fen: number, language: string): string {
  const currency = currencyOf(language);
  return formatMoney(shownUnit(fen, currency), currency);
}

/** A unit price as a plain number in the reader's currency (list download cells): 128.5 yuan, 19 dollars. */
export function shownAmount(fen: number, language: string): number {
  return major(shownUnit(fen, currencyOf(language)));
}

/** The unit price with its currency sign: ¥128, $19 (the same as formatUnitPrice). */
export const shownPrice = formatUnitPrice;
