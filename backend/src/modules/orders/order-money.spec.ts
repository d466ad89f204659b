import { TrackingLinks } from './carriers/tracking-links';
import { orderMoney } from './order-money';

describe('an order is read with the money stored with it (issue 31)', () => {
  it('adds the stored fee to the stored goods, never the price rule again', () => {
    expect(orderMoney({ currency: 'USD', totalFen: 606_000, shownTotal: 86_700, handlingFeeFen: 84_000, shownHandlingFee: 12_000 })).toEqual({
      currency: 'USD',
      goods: 86_700,
      handlingFee: 12_000,
      due: 98_700,
      dueFen: 690_000,
    });
  });
});

describe('tracking links of the carriers the shop knows', () => {
  const links = new TrackingLinks([{ name: 'SF Express', aliases: ['顺丰速运', 'SF'], trackingUrl: 'https://sf.example/track/{number}' }]);

  it('matches a carrier by any of its names, without case, spaces or dots', () => {
    for (const typed of ['SF Express', 'sf-express', 'S.F. Express', '顺丰速运', 'sf']) expect(links.urlOf(typed, 'SF123')).toBe('https://sf.example/track/SF123');
  });

  it('escapes the number and links nothing for an unknown carrier or no number', () => {
    expect(links.urlOf('SF', 'a/b c')).toBe('https://sf.example/track/a%2Fb%20c');
    expect(links.urlOf('Aramex', 'X1')).toBe('');
    expect(links.urlOf('SF', '')).toBe('');
  });
});
