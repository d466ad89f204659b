import { shownAmount, shownPrice } from './shown-price';

describe('the shop currency rule', () => {
  it('shows yuan in Chinese and dollars = yuan / 7 rounded up in English', () => {
    expect(shownPrice(12800, 'zh')).toBe('¥128.00');
    expect(shownPrice(12800, 'en')).toBe('$19');
    expect(shownPrice(14000, 'en')).toBe('$20');
    expect(shownPrice(1_400_100, 'en')).toBe('$2,001');
    expect(shownAmount(12850, 'zh')).toBe('128.50');
    expect(shownAmount(12850, 'en')).toBe('19');
  });
});
