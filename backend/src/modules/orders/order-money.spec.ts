import { TrackingLinks } from './carriers/tracking-links';
import { handlingFee, orderMoney, shipsWithinChina } from './order-money';

describe('an order abroad carries the handling fee as a line of its own (issue 31)', () => {
  it('knows China by the names the pickers and people give it', () => {
    for (const china of ['中国', 'China', ' china ', 'CHN', '中华人民共和国']) expect(shipsWithinChina(china)).toBe(true);
    for (const abroad of ['United States', '美国', 'Singapore', 'Chinatown', '']) expect(shipsWithinChina(abroad)).toBe(false);
  });

  it('states the fee in the order currency: $120 on a dollar order, ¥840 (7 a dollar) on a yuan order, none at home', () => {
    expect(handlingFee('United States', 'USD', 120)).toEqual({ fen: 84_000, shown: 12_000 });
    expect(handlingFee('美国', 'CNY', 120)).toEqual({ fen: 84_000, shown: 84_000 });
    expect(handlingFee('中国', 'USD', 120)).toEqual({ fen: 0, shown: 0 });
    expect(handlingFee('Germany', 'USD', 0)).toEqual({ fen: 0, shown: 0 });
  });

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
