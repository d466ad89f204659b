import { currencyOf, formatMoney, formatUnitPrice, lineAmount, shownAmount, shownAmounts, shownUnit } from './shown-price';

/**
 * Prices where rounding each line up and rounding the yuan total up differ (issue 25, audit item 1):
 * the shop shows per-unit dollars, so lines and totals must be built from the shown unit price.
 */
const TABLE: Array<{ name: string; lines: Array<{ unitFen: number; quantity: number }>; usdLines: number[]; usdTotal: number; yuanTotal: number }> = [
  // ¥2,320 → $332 (331.43 up), ¥3,740 → $535 (534.29 up): lines $332 + $535 = $867; ceil(¥6,060 / 7) would say $866.
  { name: 'basket of the audit', lines: [{ unitFen: 232_000, quantity: 1 }, { unitFen: 374_000, quantity: 1 }], usdLines: [33_200, 53_500], usdTotal: 86_700, yuanTotal: 606_000 },
  // ¥2,540 → $363 (362.86 up); ten of them are $3,630, not ceil(¥25,400 / 7) = $3,629.
  { name: 'quick order of ten', lines: [{ unitFen: 254_000, quantity: 10 }], usdLines: [363_000], usdTotal: 363_000, yuanTotal: 2_540_000 },
  // Exactly divisible by 7: no rounding either way.
  { name: 'round prices', lines: [{ unitFen: 70_000, quantity: 3 }], usdLines: [30_000], usdTotal: 30_000, yuanTotal: 210_000 },
  // Fen: ¥128.50 → $19 (18.36 up); three lines that each round up by almost a dollar.
  { name: 'prices with fen', lines: [{ unitFen: 12_850, quantity: 2 }, { unitFen: 701, quantity: 5 }, { unitFen: 1, quantity: 1 }], usdLines: [3_800, 1_000, 100], usdTotal: 4_900, yuanTotal: 29_206 },
];

describe('the shop money rule (shown-price.ts)', () => {
  it('shows yuan in Chinese and dollars = yuan / 7 rounded up per unit in English', () => {
    expect(formatUnitPrice(12800, 'zh')).toBe('¥128');
    expect(formatUnitPrice(12850, 'zh')).toBe('¥128.50');
    expect(formatUnitPrice(232_000, 'zh')).toBe('¥2,320');
    expect(formatUnitPrice(12800, 'en')).toBe('$19');
    expect(formatUnitPrice(14000, 'en')).toBe('$20');
    expect(formatUnitPrice(1_400_100, 'en')).toBe('$2,001');
    expect(shownAmount(12850, 'zh')).toBe(128.5);
    expect(shownAmount(12850, 'en')).toBe(19);
    expect(currencyOf('en')).toBe('USD');
    expect(currencyOf('zh')).toBe('CNY');
  });

  it.each(TABLE)('$name: every line is the shown unit × quantity and the total is the sum of the shown lines', ({ lines, usdLines, usdTotal, yuanTotal }) => {
    const usd = shownAmounts(lines, 'USD');
    expect(usd.lines.map((l) => l.amount)).toEqual(usdLines);
    expect(usd.lines.map((l, i) => l.unit * lines[i].quantity)).toEqual(usdLines);
    expect(usd.total).toBe(usdTotal);
    expect(usd.total).toBe(usd.lines.reduce((s, l) => s + l.amount, 0));
    expect(usd.totalFen).toBe(yuanTotal);
    const cny = shownAmounts(lines, 'CNY');
    expect(cny.total).toBe(yuanTotal);
    expect(cny.lines.map((l) => l.amount)).toEqual(lines.map((l) => l.unitFen * l.quantity));
  });

  it('differs from rounding the yuan total, which is what the audit found', () => {
    const [basket] = TABLE;
    expect(shownAmounts(basket.lines, 'USD').total).not.toBe(Math.ceil(basket.yuanTotal / 700) * 100);
    expect(formatMoney(shownAmounts(basket.lines, 'USD').total, 'USD')).toBe('$867');
  });

  it('formats amounts with grouping and fen only when there are some', () => {
    expect(formatMoney(606_000, 'CNY')).toBe('¥6,060');
    expect(formatMoney(606_050, 'CNY')).toBe('¥6,060.50');
    expect(formatMoney(363_000, 'USD')).toBe('$3,630');
    expect(shownUnit(1, 'USD')).toBe(100);
    expect(lineAmount(254_000, 10, 'USD')).toBe(363_000);
  });
});
