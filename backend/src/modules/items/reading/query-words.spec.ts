import { FILTER_ENUMERATIONS } from '../product-vocabulary';
import { VocabularyLists, VocabularyLookup, VocabularyValue } from '@shop/contract';
import { readQuery } from './query-words';
import { SHIPPED_TARGET_FAMILIES, SHIPPED_TARGET_NAMES } from '../target-names/shipped-target-names';
import { TargetNameTable } from '../target-names/target-name-table';

const TARGETS = new TargetNameTable(SHIPPED_TARGET_NAMES, []);

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
  const r = readQuery(typed, chosen, vocabularies, TARGETS);
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
    ['山羊抗兔 IgG', 'igg', { host: ['Goat'], reactivity: ['Rabbit'], producttype: ['Secondary Antibody'] }],
    ['Goat Anti-Rabbit IgG (H+L), HRP', 'igg h+l', { host: ['Goat'], reactivity: ['Rabbit'], producttype: ['Secondary Antibody'], conjugation: ['HRP'] }],
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

describe('Chinese and the grammar of issue 30', () => {
  it.each([
    ['波形蛋白', 'VIM|Vimentin', {}],
    ['波形蛋白抗体', 'VIM|Vimentin', {}],
    ['波形蛋白 免疫组化', 'VIM|Vimentin', { application: ['IHC', 'IHC-P', 'IHC-F'] }],
    ['甘油醛-3-磷酸脱氢酶', 'GAPDH|Glyceraldehyde-3-phosphate-dehydrogenase', {}],
    ['甘油醛3磷酸脱氢酶', 'GAPDH|Glyceraldehyde-3-phosphate-dehydrogenase', {}],
    ['β-肌动蛋白', 'ACTB|beta-Actin', {}],
    ['贝塔肌动蛋白', 'ACTB|beta-Actin', {}],
    ['胶质纤维酸性蛋白质', 'GFAP|Glial-fibrillary-acidic-protein', {}],
    ['磷酸化AKT', 'akt', { modification: ['Phosphorylated'] }],
    ['p-ERK', 'erk', { modification: ['Phosphorylated'] }],
    ['pAkt S473', 'akt s473', { modification: ['Phosphorylated'] }],
    ['Akt pS473', 'akt s473', { modification: ['Phosphorylated'] }],
    ['phospho-Akt Ser473', 'akt s473', { modification: ['Phosphorylated'] }],
    ['剪切型caspase-3', 'caspase-3', { modification: ['Cleaved'] }],
    ['切割型PARP', 'parp', { modification: ['Cleaved'] }],
    ['FITC标记CD4', 'cd4', { conjugation: ['FITC'] }],
    ['HRP标记山羊抗小鼠IgG', 'igg', { conjugation: ['HRP'], host: ['Goat'], reactivity: ['Mouse'], producttype: ['Secondary Antibody'] }],
    ['tau蛋白', 'tau', {}],
    ['兔抗人GAPDH', 'gapdh', { host: ['Rabbit'], reactivity: ['Human'] }],
    ['rabbit anti-human GAPDH', 'gapdh', { host: ['Rabbit'], reactivity: ['Human'] }],
    ['抗兔二抗', null, { reactivity: ['Rabbit'], producttype: ['Secondary Antibody'] }],
    ['驴抗兔488', null, { host: ['Donkey'], reactivity: ['Rabbit'], producttype: ['Secondary Antibody'], conjugation: ['Alexa Fluor 488', 'DyLight 488', 'AbFluor 488'] }],
    ['goat anti-mouse 488', null, { host: ['Goat'], reactivity: ['Mouse'], producttype: ['Secondary Antibody'], conjugation: ['Alexa Fluor 488', 'DyLight 488', 'AbFluor 488'] }],
    ['cd45 pe', 'cd45', { conjugation: ['PE'] }],
  ])('%s', (typed, word, filters) => {
    const r = read(typed);
    expect({ word: r.word, filters: r.filters }).toEqual({ word, filters });
  });

  it('reads 内参 as the loading controls, narrowed by where they sit', () => {
    const any = readQuery('内参', {}, STARTING, TARGETS);
    expect(any.word!.split('|')).toEqual(expect.arrayContaining(['actb', 'gapdh']));
    expect(any.chips.map((c) => [c.facet, c.values])).toEqual([['loadingcontrol', ['any']]]);
    const nuclear = readQuery('核内参', {}, STARTING, TARGETS);
    expect(nuclear.word!.split('|')).toEqual(expect.arrayContaining(['lmnb1']));
    expect(nuclear.word!.split('|')).not.toContain('gapdh');
    expect(readQuery('β-actin 内参', {}, STARTING, TARGETS).word).toMatch(/^beta-+actin \S*actb/);
    expect(any.word!.split('|')).not.toContain('cadherin');
  });

  it('reads 荧光 as any fluorophore conjugate and 重组 as the recombinant products', () => {
    const fluorescent = readQuery('荧光二抗', {}, STARTING, TARGETS);
    expect(fluorescent.filters.conjugation).toEqual(expect.arrayContaining(['FITC', 'Alexa Fluor 488', 'PE']));
    expect(fluorescent.filters.conjugation).not.toContain('HRP');
    expect(fluorescent.filters.producttype).toEqual(['Secondary Antibody']);
    const recombinant = readQuery('重组兔单抗 PD-L1', {}, STARTING, TARGETS);
    expect(recombinant).toMatchObject({ word: 'recombinant pd-l1', filters: { host: ['Rabbit'], clonality: ['Monoclonal'] } });
    expect(recombinant.chips.map((c) => c.facet)).toEqual(['recombinant', 'host', 'clonality']);
  });

  it('names the target for notices, and what is searched when a chip is set aside', () => {
    const phospho = readQuery('p-Akt Ser473', {}, STARTING, TARGETS);
    expect(phospho.target).toBe('AKT');
    expect(phospho.targetWord).toBe('akt');
    expect(phospho.chips.find((c) => c.facet === 'modification')!.engineWord).toBe('akt');
    expect(readQuery('鼠抗 CD4', {}, STARTING, TARGETS).target).toBe('CD4');
    expect(readQuery('波形蛋白', {}, STARTING, TARGETS).target).toBe('VIM');
  });

  it('finds names staff added', () => {
    const added = new TargetNameTable(SHIPPED_TARGET_NAMES, [{ id: 1, symbol: 'VIM', name: '中间丝蛋白V' }]);
    expect(readQuery('中间丝蛋白V抗体', {}, STARTING, added).word).toBe('VIM|Vimentin');
  });
});

describe('family words and traditional characters (issue 49)', () => {
  const FAMILIES = new TargetNameTable(SHIPPED_TARGET_NAMES, [], SHIPPED_TARGET_FAMILIES, []);
  const readFamily = (typed: string) => readQuery(typed, {}, STARTING, FAMILIES);

  it.each([
    ['热休克蛋白', 'heat-shock-protein', 'hsp70'],
    ['熱休克蛋白', 'heat-shock-protein', 'hsp70'],
    ['heat shock protein', 'heat-shock-protein', 'hsp70'],
    ['细胞角蛋白', 'cytokeratin', 'pan-cytokeratin'],
    ['组蛋白', 'histone', 'histone-h3'],
    ['白细胞介素', 'interleukin', 'il6'],
    ['介白素', 'interleukin', 'il6'],
    ['半胱天冬酶', 'caspase', 'casp3'],
    ['细胞周期蛋白', 'cyclin', 'ccnd1'],
    ['钙粘蛋白', 'cadherin', 'cdh1'],
    ['整合素', 'integrin', 'itgb1'],
    ['胶原蛋白', 'collagen', 'col1a1'],
    ['微管蛋白', 'tubulin', 'tuba1a'],
    ['肌动蛋白', 'actin', 'actb'],
    ['基质金属蛋白酶', 'mmp', 'mmp9'],
    ['蛋白激酶C', 'pkc', 'pkc'],
  ])('%s is the family %s, its best-known member first', (typed, key, first) => {
    const r = readFamily(typed);
    expect(r.chips.map((c) => [c.facet, c.values])).toEqual([['family', [key]]]);
    expect(r.word?.split('|')[0].toLowerCase()).toBe(first);
    expect(r.filters).toEqual({});
  });

  it('names the family in the chip with its first members', () => {
    const [chip] = readFamily('热休克蛋白').chips;
    expect(chip.family).toEqual({ zh: '热休克蛋白', en: 'heat shock protein', members: ['HSP70', 'HSPA1A', 'HSP90', 'HSP27'], size: 16 });
  });

  it('keeps the chips beside a family word', () => {
    const r = readFamily('热休克蛋白 兔单抗');
    expect(r.filters).toEqual({ host: ['Rabbit'], clonality: ['Monoclonal'] });
    expect(r.chips.map((c) => c.facet)).toEqual(['family', 'host', 'clonality']);
  });

  it.each([
    ['cyclin d1', 'cyclin d1'],
    ['histone h3', 'histone h3'],
    ['热休克蛋白 HSP27', 'hsp27'],
    ['热休克蛋白70', 'hsp70|'],
    ['caspase 3', 'caspase-3'],
  ])('a family word beside a name, or inside one, is no family: %s', (typed, word) => {
    const r = readFamily(typed);
    expect(r.chips.filter((c) => c.facet === 'family')).toEqual([]);
    if (!word.includes('|')) expect(r.word).toBe(word);
    else expect(`${r.word?.toLowerCase()}|`).toMatch(new RegExp(`^${word.replace(/\|/g, '\\|')}`));
  });

  it.each([
    ['抗體', null, {}],
    ['GAPDH單株抗體', 'gapdh', { clonality: ['Monoclonal'] }],
    ['多株抗體 GFAP', 'gfap', { clonality: ['Polyclonal'] }],
    ['兔單株抗體', null, { host: ['Rabbit'], clonality: ['Monoclonal'] }],
    ['二次抗體 HRP', null, { producttype: ['Secondary Antibody'], conjugation: ['HRP'] }],
  ])('%s reads as the mainland writes it', (typed, word, filters) => {
    const r = readFamily(typed);
    if (word !== null) expect(r.word).toBe(word);
    expect(r.filters).toEqual(filters);
  });

  it('reads 內參 as 内参 and 螢光 as 荧光', () => {
    expect(readFamily('內參').chips.map((c) => [c.facet, c.values])).toEqual([['loadingcontrol', ['any']]]);
    expect(readFamily('螢光二抗').filters.producttype).toEqual(['Secondary Antibody']);
    expect(readFamily('螢光二抗').filters.conjugation?.length).toBeGreaterThan(3);
  });

  it('lists a member staff added after the shipped ones', () => {
    const added = new TargetNameTable(SHIPPED_TARGET_NAMES, [], SHIPPED_TARGET_FAMILIES, [{ id: 1, family: 'mmp', symbol: 'TIMP1' }]);
    const r = readQuery('基质金属蛋白酶', {}, STARTING, added);
    expect(r.word?.toLowerCase().split('|').slice(-2)).toContain('timp1');
    expect(added.family('mmp')?.members.at(-1)).toBe('TIMP1');
  });
});
