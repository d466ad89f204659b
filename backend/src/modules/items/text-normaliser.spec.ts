import { REAL_FORMS } from '../../../test-support/search-forms';
import { compactKey, indexText, normaliseText, typedWords } from './text-normaliser';

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
    expect(typedWords('Erk1/2')).toEqual([{ joined: 'erk1', alternatives: [['erk1'], ['erk2']], names: true }]);
    // A target read as its names: a compound name among them does not make the others prefixes.
    expect(typedWords('met|c-met|hgf-receptor')).toEqual([
      { joined: 'met', alternatives: [['met'], ['cmet'], ['c', 'met'], ['hgfreceptor'], ['hgf', 'receptor']], names: true },
    ]);
    expect(typedWords('stat1 tyr701').map((w) => w.joined)).toEqual(['stat1', 'y701']);
  });

  it('makes one key of every spelling of a name', () => {
    const keys = ['Beta-Actin', 'β-actin', 'beta actin', 'b-actin', 'BETA ACTIN'].map(compactKey);
    expect(new Set(keys)).toEqual(new Set(['betaactin']));
    expect(compactKey('Ki-67')).toBe(compactKey('Ｋｉ ６７'));
    expect(compactKey('Glyceraldehyde-3-phosphate dehydrogenase')).toBe('glyceraldehyde3phosphatedehydrogenase');
  });
});
