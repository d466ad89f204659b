import { formatAmount, formatLineAmount, formatLinesTotal, formatPrice, priceValue, shownPrice } from './price';

/**
 * Money as the reader sees it (spec section 9, issue 25): yuan in Chinese, dollars in English (yuan / 7
 * rounded UP to whole dollars, per unit), a line the shown unit × quantity, a total the sum of the shown
 * lines. The server sends yuan; the rule counts fen. Fen appear only when there are some.
 */
describe('money display', () => {
  it('shows a unit price in yuan to a Chinese reader and in whole dollars to an English one', () => {
    expect(formatPrice(2320, 'zh')).toBe('¥2,320');
    expect(formatPrice(12.5, 'zh')).toBe('¥12.50');
    // 2320 / 7 = 331.43 → $332; a cent of yuan still costs a dollar.
    expect(formatPrice(2320, 'en')).toBe('$332');
    expect(formatPrice(0.01, 'en')).toBe('$1');
    expect(formatPrice(7000, 'en')).toBe('$1,000');
  });

  it('gives JSON-LD offers the shown amount with its ISO currency', () => {
    expect(shownPrice(2320, 'zh')).toEqual({ amount: 2320, currency: 'CNY' });
    expect(shownPrice(2320, 'en')).toEqual({ amount: 332, currency: 'USD' });
  });

  it('totals the shown lines, never the converted yuan total', () => {
    const lines = [
      { price: 1000, quantity: 3 },
      { price: 1, quantity: 1 },
    ];
    expect(formatLinesTotal(lines, 'zh')).toBe('¥3,001');
    // $143 × 3 + $1 = $430, where ceil(3001 / 7) would say $429.
    expect(formatLineAmount(1000, 3, 'en')).toBe('$429');
    expect(formatLinesTotal(lines, 'en')).toBe('$430');
  });

  it("shows an order's stored amounts in their own currency", () => {
    expect(formatAmount(1234.5, 'CNY')).toBe('¥1,234.50');
    expect(formatAmount(866, 'USD')).toBe('$866');
  });

  it('reads the prices the server sends (numbers or text), and none for an option without one', () => {
    expect(priceValue(2320)).toBe(2320);
    expect(priceValue('2320.50')).toBe(2320.5);
    expect(priceValue(null)).toBeNull();
    expect(priceValue('')).toBeNull();
    expect(priceValue('n/a')).toBeNull();
  });
});
