import { orderNumber } from './order-number';

describe('order numbers as people read them', () => {
  it('pads to six digits after SO- and grows beyond', () => {
    expect(orderNumber(42)).toBe('SO-000042');
    expect(orderNumber(1)).toBe('SO-000001');
    expect(orderNumber(1234567)).toBe('SO-1234567');
  });
});
