import { compactKey, indexText, normaliseText, typedWords } from './search-normaliser';

/** Real forms from suppliers' catalogues and researchers' searches, and the words both sides reduce them to. */
export const REAL_FORMS: [string, string][] = [
  ['Ki-67', 'ki-67'],
  ['Ki67', 'ki67'],
  ['Ki 67', 'ki-67'],
  ['Ｋｉ－６７', 'ki-67'],
  ['MIB-1', 'mib-1'],
  ['Cleaved Caspase-3 (Asp175) Antibody', 'cleaved caspase-3 d175 antibody'],
  ['p44/42 MAPK (Erk1/2) Rabbit mAb', 'p44|p42 mapk erk1|erk2 rabbit mab'],
  ['Erk1/2', 'erk1|erk2'],
  ['MEK1/2', 'mek1|mek2'],
  ['β-Actin', '-beta--actin'],
  ['b-actin', 'beta-actin'],
  ['B-Raf', 'b-raf'],
  ['a-tubulin', 'alpha-tubulin'],
  ['α-Tubulin (11H10) Rabbit mAb', '-alpha--tubulin 11h10 rabbit mab'],
  ['CD3ε', 'cd3-epsilon-'],
  ['TNF-α', 'tnf--alpha-'],
  ['IFN-γ', 'ifn--gamma-'],
  ['PKCδ', 'pkc-delta-'],
  ['Ig κ light chain', 'ig -kappa- light chain'],
  ['IgG λ', 'igg -lambda-'],
  ['μ-opioid receptor', '-mu--opioid receptor'],
  ['µ heavy chain (micro sign)', '-mu- heavy chain micro sign'],
  ['H3K27me3', 'h3k27me3'],
  ['Tri-Methyl-Histone H3 (Lys27)', 'tri-methyl-histone h3 k27'],
  ['Phospho-Akt (Ser473)', 'phospho-akt s473'],
  ['pS473', 's473'],
  ['Ser473', 's473'],
  ['S473', 's473'],
  ['phospho-Ser473', 's473'],
  ['pSer473', 's473'],
  ['Ser-473', 's473'],
  ['Phospho-STAT1-Y701', 'phospho-stat1-y701'],
  ['stat1 tyr701', 'stat1 y701'],
  ['Thr202/Tyr204', 't202/y204'],
  ['Phospho-S6 Ribosomal Protein (Ser235/236)', 's6 ribosomal protein s235|s236'],
  ['PS1', 'ps1'],
  ['S100', 's100'],
  ['Alexa Fluor® 488', 'alexa fluor-488'],
  ['DyLight™ 650', 'dylight-650'],
  ['Glyceraldehyde-3-phosphate dehydrogenase', 'glyceraldehyde-3-phosphate dehydrogenase'],
  ['Anti-beta Actin antibody [BA-15] - Loading Control', 'anti-beta actin antibody ba-15 - loading control'],
  ['兔单抗 p53', '兔单抗 p53'],
  ['（p53）、CD4。', 'p53 cd4'],
  ['IL-1β', 'il-1-beta-'],
  ['Ca²⁺', 'ca2+'],
  ['CD16/32', 'cd16|cd32'],
  ['PD-L1', 'pd-l1'],
];

describe('the search normaliser', () => {
  it.each(REAL_FORMS)('%s → %s', (typed, normal) => {
    expect(normaliseText(typed)).toBe(normal);
  });

  it('indexes every piece and each compound once more joined', () => {
    expect(indexText('Ki-67 (MIB-1)')).toBe('ki 67 mib 1 ki67 mib1');
    expect(indexText('p44/42 MAPK (Erk1/2)')).toBe('p44 p42 mapk erk1 erk2');
    expect(indexText('CD3ε')).toBe('cd3 epsilon cd3epsilon');
    expect(indexText('beta Actin')).toBe('beta actin');
  });

  it('reads typed compounds as the joined word or its pieces in order, Erk1/2 as either name', () => {
    expect(typedWords('Ki-67')).toEqual([{ joined: 'ki67', alternatives: [['ki67'], ['ki', '67']] }]);
    expect(typedWords('Erk1/2')).toEqual([{ joined: 'erk1', alternatives: [['erk1'], ['erk2']] }]);
    expect(typedWords('stat1 tyr701').map((w) => w.joined)).toEqual(['stat1', 'y701']);
  });

  it('makes one key of every spelling of a name', () => {
    const keys = ['Beta-Actin', 'β-actin', 'beta actin', 'b-actin', 'BETA ACTIN'].map(compactKey);
    expect(new Set(keys)).toEqual(new Set(['betaactin']));
    expect(compactKey('Ki-67')).toBe(compactKey('Ｋｉ ６７'));
    expect(compactKey('Glyceraldehyde-3-phosphate dehydrogenase')).toBe('glyceraldehyde3phosphatedehydrogenase');
  });
});
