import { handlingFee, shipsWithinChina } from './handling-fee';

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
});
