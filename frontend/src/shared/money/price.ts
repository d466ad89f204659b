import type { Language } from '../../i18n/language';
import { type Currency, currencyOf, formatMoney, shownAmounts, shownUnit } from '@shop/contract';

/** Yuan as the server sends it; null when the option has no price. */
export function priceValue(raw: number | string | null | undefined): number | null {
  if (raw === null || raw === undefined || raw === '') return null;
  const value = typeof raw === 'number' ? raw : Number.parseFloat(raw);
  return Number.isFinite(value) ? value : null;
}

const fen = (yuan: number): number => Math.round(yuan * 100);

/** Spec section 9: a unit price in the reader's currency, as a number with its ISO code (JSON-LD offers). */
export function shownPrice(yuan: number, language: Language): { amount: number; currency: Currency } {
  const currency = currencyOf(language);
  return { amount: shownUnit(fen(yuan), currency) / 100, currency };
}

/** A unit price in yuan, as the reader sees it: ¥2,320 in Chinese, $332 (yuan / 7 rounded up) in English. */
export function formatPrice(yuan: number, language: Language): string {
  const currency = currencyOf(language);
  return formatMoney(shownUnit(fen(yuan), currency), currency);
}

/**
 * Lines priced in yuan (basket, quick order), as the reader sees and pays them: each line is the
 * shown unit price × quantity and the total is the sum of those lines (@shop/contract's shown-price.ts).
 */
export function shownLines(lines: Array<{ price: number; quantity: number }>, language: Language) {
  const currency = currencyOf(language);
  const amounts = shownAmounts(lines.map((line) => ({ unitFen: fen(line.price), quantity: line.quantity })), currency);
  return {
    line: (index: number) => formatMoney(amounts.lines[index].amount, currency),
    total: formatMoney(amounts.total, currency),
    /** The total in minor units, for adding a stored-style fee to it. */
    totalMinor: amounts.total,
  };
}

/** An amount the server already computed in a currency (an order's stored amounts), in major units. */
export function formatAmount(amount: number, currency: Currency): string {
  return formatMoney(Math.round(amount * 100), currency);
}

/** One line priced in yuan: the shown unit price × quantity, in the reader's currency. */
export function formatLineAmount(yuan: number, quantity: number, language: Language): string {
  return shownLines([{ price: yuan, quantity }], language).total;
}

/** The total of lines priced in yuan: the sum of their shown amounts, in the reader's currency. */
export function formatLinesTotal(lines: Array<{ price: number; quantity: number }>, language: Language): string {
  return shownLines(lines, language).total;
}
