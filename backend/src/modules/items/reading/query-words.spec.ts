import { FILTER_ENUMERATIONS } from '../product-vocabulary';
import { VocabularyLists, VocabularyLookup, VocabularyValue } from '../vocabularies/vocabulary-lookup';
import { readQuery } from './query-words';

const value = (key: string, more: Partial<VocabularyValue> = {}): VocabularyValue => ({ key, zh: key, en: key, synonyms: [], retired: false, ...more });

/** The starting lists (labels as keys), as the vocabularies table holds them before staff change anything. */
function lists(change: (lists: Record<string, VocabularyValue[]>) => void = () => undefined): VocabularyLookup {
  const all: Record<string, VocabularyValue[]> = { tag: [] };
  for (const [name, keys] of Object.entries(FILTER_ENUMERATIONS)) all[name] = keys.map((k) => value(k));
  change(all);
  return new VocabularyLookup(all as unknown as VocabularyLists);
}

const STARTING = lists();

const read = (typed: string, chosen = {}, vocabularies = STARTING) => {
  const r = readQuery(typed, chosen, vocabularies);
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

describe('the vocabularies staff manage are query words', () => {
  const staff = lists((l) => {
    l.reactivity.push(value('Axolotl', { zh: '美西螈', synonyms: ['Mexican salamander'] }));
    l.host.push(value('Llama', { zh: '美洲驼' }));
    l.application.push(value('PLA', { zh: '邻位连接', en: 'Proximity ligation' }));
    l.conjugation.push(value('iFluor 488', { zh: 'iFluor 488' }));
    // Merged away: IHC-F now lives on as another spelling of IHC-P; Alexa Fluor 350 is retired.
    l.application = l.application.filter((v) => v.key !== 'IHC-F');
    l.application.find((v) => v.key === 'IHC-P')!.synonyms.push('IHC-F');
    l.conjugation.find((v) => v.key === 'Alexa Fluor 350')!.retired = true;
  });

  it.each([
    ['美西螈 p53', 'p53', { reactivity: ['Axolotl'] }],
    ['axolotl p53', 'p53', { reactivity: ['Axolotl'] }],
    ['Mexican salamander p53', 'p53', { reactivity: ['Axolotl'] }],
    ['美洲驼单抗 GFP', 'gfp', { host: ['Llama'], clonality: ['Monoclonal'] }],
    ['llama monoclonal GFP', 'gfp', { host: ['Llama'], clonality: ['Monoclonal'] }],
    ['cd4 proximity ligation', 'cd4', { application: ['PLA'] }],
    ['cd4 邻位连接', 'cd4', { application: ['PLA'] }],
    ['cd45 iFluor 488', 'cd45', { conjugation: ['iFluor 488'] }],
    ['pd-l1 ihc', 'pd-l1', { application: ['IHC', 'IHC-P'] }],
    ['pd-l1 ihc-f', 'pd-l1', { application: ['IHC-P'] }],
    ['cd20 af350', 'cd20 af350', {}],
  ])('%s', (typed, word, filters) => {
    const r = read(typed, {}, staff);
    expect({ word: r.word, filters: r.filters }).toEqual({ word, filters });
  });

  it('reads a species of several words as one chip', () => {
    expect(read('guinea pig p53')).toMatchObject({ word: 'p53', filters: { host: ['Guinea pig'] } });
    expect(read('guinea pig p53').chips).toEqual([['host', 'Guinea pig', 'p53']]);
  });

  it('keeps words that name genes or say too little as words to match', () => {
    expect(read('RIP antibody').filters).toEqual({});
    expect(read('cat p53').filters).toEqual({});
  });
});
