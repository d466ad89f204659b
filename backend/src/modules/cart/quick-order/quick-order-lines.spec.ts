import { LocalizedException } from '../../../http/localized-exception';
import { OrderLine, readOrderLines } from './quick-order-lines';
import { chooseSize, sizeKey } from './quick-order-match';

const columns = (text: string) => readOrderLines(text).map(({ catalogueNumber, size, quantity, problem }) => ({ catalogueNumber, size, quantity, problem }));
const one = (text: string): Partial<OrderLine> => columns(text)[0];

function refusal(value: unknown): string {
  try {
    readOrderLines(value);
  } catch (error) {
    expect(error).toBeInstanceOf(LocalizedException);
    return (error as LocalizedException).text.en;
  }
  throw new Error('not refused');
}

describe('reading a pasted quick-order list', () => {
  it.each([
    ['ABP-10001', { catalogueNumber: 'ABP-10001', size: '', quantity: 1 }],
    ['ABP-10001 100ul', { catalogueNumber: 'ABP-10001', size: '100ul', quantity: 1 }],
    ['ABP-10001 100 µl 3', { catalogueNumber: 'ABP-10001', size: '100 µl', quantity: 3 }],
    ['ABP-10001 2 x 250 µl 4', { catalogueNumber: 'ABP-10001', size: '2 x 250 µl', quantity: 4 }],
    ['ABP-10001 2 5', { catalogueNumber: 'ABP-10001', size: '2', quantity: 5 }],
    ['ABP 10001 1 ml', { catalogueNumber: 'ABP 10001', size: '1 ml', quantity: 1 }],
    ['ABP-10001\t100 µl\t2', { catalogueNumber: 'ABP-10001', size: '100 µl', quantity: 2 }],
    ['ABP-10001\t\t7', { catalogueNumber: 'ABP-10001', size: '', quantity: 7 }],
    ['ABP-10001\t200 µl\t\t', { catalogueNumber: 'ABP-10001', size: '200 µl', quantity: 1 }],
    ['ABP-10001, 3, 2', { catalogueNumber: 'ABP-10001', size: '3', quantity: 2 }],
    ['ABP-10001;100ul;2', { catalogueNumber: 'ABP-10001', size: '100ul', quantity: 2 }],
    ['ABP-10001 100 µl, 2', { catalogueNumber: 'ABP-10001', size: '100 µl', quantity: 2 }],
    ['ＡＢＰ－１０００１，１００ｕｌ，２', { catalogueNumber: 'ABP-10001', size: '100ul', quantity: 2 }],
    ['ABP-10001、100ul、2', { catalogueNumber: 'ABP-10001', size: '100ul', quantity: 2 }],
  ])('%j', (text, expected) => {
    expect(one(text)).toEqual({ ...expected, problem: undefined });
  });

  it.each(['0', '-1', '1.5', '10000', 'two', '1e3'])('quantity %s is flagged, not changed', (quantity) => {
    expect(one(`ABP-10001, 100ul, ${quantity}`)).toMatchObject({ quantity: null, problem: undefined });
    expect(one(`ABP-10001 100 µl ${quantity}`).quantity).toBe(['two', '1e3'].includes(quantity) ? 1 : null); // then part of the size
  });

  it('numbers lines as pasted (blank lines count) and keeps the text', () => {
    const lines = readOrderLines('\r\nABP-1\n\n  abp-2 2  \r\n');
    expect(lines.map((l) => [l.line, l.text, l.key])).toEqual([
      [2, 'ABP-1', 'abp1'],
      [4, 'abp-2 2', 'abp2'],
    ]);
  });

  it('flags lines it cannot read and reads the rest', () => {
    expect(columns(['ABP-1\t50ul\t2\textra', ',100ul,2', `ABP-1 ${'x'.repeat(250)}`, 'ABP-2'].join('\n'))).toEqual([
      expect.objectContaining({ problem: 'tooManyColumns' }),
      expect.objectContaining({ problem: 'missingCatalogueNumber' }),
      expect.objectContaining({ problem: 'lineTooLong' }),
      expect.objectContaining({ catalogueNumber: 'ABP-2', problem: undefined }),
    ]);
  });

  it.each([
    ['nothing', undefined, 'Paste or type catalogue numbers, one per line'],
    ['blank text', ' \n\t\n', 'Paste or type catalogue numbers, one per line'],
    ['a number', 5, 'Paste or type catalogue numbers, one per line'],
    ['repeated fields', ['ABP-1', 'ABP-2'], 'Paste or type catalogue numbers, one per line'],
    ['a NUL byte', 'ABP-1\u0000', 'The text must not contain control characters (tabs and line breaks are fine)'],
    ['201 lines', Array.from({ length: 201 }, (_, i) => `ABP-${i}`).join('\n'), 'A quick order takes at most 200 lines; you entered 201. Please split the list'],
    ['a huge text', `ABP-1 ${'x'.repeat(100_001)}`, 'The text must be at most 100,000 characters (200 lines at most); please split the list'],
  ])('refuses %s as a whole', (_name, value, message) => {
    expect(refusal(value)).toBe(message);
  });

  it('takes 200 lines, blank lines not counted', () => {
    expect(readOrderLines(Array.from({ length: 200 }, (_, i) => `ABP-${i}\n`).join('\n'))).toHaveLength(200);
  });
});

describe('choosing a size', () => {
  const product = {
    id: 1, key: 'abp1', catalogueNumber: 'ABP-1', name: 'x', discontinued: false,
    sizes: [{ option: 1, size: '50 µl', priceFen: 1 }, { option: 2, size: '100 µl', priceFen: 2 }, { option: 3, size: '1 ml', priceFen: 3 }],
  };

  it.each([
    ['', 1], ['1', 1], ['3', 3], ['100ul', 2], ['100 µL', 2], ['100μl', 2], ['１ＭＬ', 3], ['50 ul', 1],
  ])('%j is option %d', (typed, option) => {
    expect(chooseSize(product, typed)?.option).toBe(option);
  });

  it.each(['4', '0', '100', '100 mg', '200 µl'])('%j is no size of it', (typed) => {
    expect(chooseSize(product, typed)).toBeUndefined();
  });

  it('reads option numbers only for sizes the product has', () => {
    expect(chooseSize({ ...product, sizes: product.sizes.slice(0, 1) }, '2')).toBeUndefined();
    expect(sizeKey(' 2 × 250 µL ')).toBe('2x250ul');
  });
});
