import { readQuery } from './query-words';

const read = (typed: string, chosen = {}) => {
  const r = readQuery(typed, chosen);
  return { word: r.word, filters: r.filters, chips: r.chips.map((c) => [c.facet, c.values.join('|'), c.without]) };
};

describe('words that describe the antibody become filters', () => {
  it.each([
    ['p53 antibody', 'p53', {}],
    ['Anti-p53 antibody', 'p53', {}],
    ['p53 mAb', 'p53', { clonality: ['Monoclonal'] }],
    ['rabbit monoclonal p53', 'p53', { host: ['Rabbit'], clonality: ['Monoclonal'] }],
    ['human p53', 'p53', { reactivity: ['Human'] }],
    ['cd45 pe', 'cd45', { conjugation: ['PE'] }],
    ['pd-l1 ihc', 'pd-l1', { application: ['IHC', 'IHC-P', 'IHC-F'] }],
    ['CD20 Alexa Fluor 488', 'cd20', { conjugation: ['Alexa Fluor 488'] }],
    ['兔单抗 p53', 'p53', { host: ['Rabbit'], clonality: ['Monoclonal'] }],
    ['鼠抗 CD4', 'cd4', { host: ['Mouse', 'Rat'] }],
    ['二抗 HRP', null, { producttype: ['Secondary Antibody'], conjugation: ['HRP'] }],
    ['山羊抗兔 IgG', 'rabbit igg', { host: ['Goat'] }],
    ['Goat Anti-Rabbit IgG (H+L), HRP', 'rabbit igg h+l', { host: ['Goat'], conjugation: ['HRP'] }],
    ['人 p53抗体', 'p53', { reactivity: ['Human'] }],
    ['CAT', 'cat', {}],
    ['antibody', 'antibody', {}],
  ])('%s', (typed, word, filters) => {
    const r = read(typed);
    expect({ word: r.word, filters: r.filters }).toEqual({ word, filters });
  });

  it('each chip says the search without it', () => {
    expect(read('兔单抗 p53').chips).toEqual([
      ['host', 'Rabbit', '单抗 p53'],
      ['clonality', 'Monoclonal', '兔抗 p53'],
    ]);
    expect(read('rabbit monoclonal p53').chips).toEqual([
      ['host', 'Rabbit', 'monoclonal p53'],
      ['clonality', 'Monoclonal', 'rabbit antibody p53'],
    ]);
    expect(read('兔抗 p53').filters).toEqual({ host: ['Rabbit'] });
    expect(read('rabbit antibody p53').filters).toEqual({ host: ['Rabbit'] });
  });

  it('leaves a facet the user chose alone', () => {
    expect(read('rabbit monoclonal p53', { host: ['Mouse'] })).toMatchObject({ word: 'p53', filters: { clonality: ['Monoclonal'] } });
  });
});
