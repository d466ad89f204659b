import { bestCorrection, correctedInput, oneEditVariants, typoWords, withinOneEdit } from './typo-correction';

describe('one wrong letter', () => {
  it('is one insertion, deletion, substitution or transposition, nothing more', () => {
    expect(withinOneEdit('calbindin', 'calbindn')).toBe(true); // a letter left out
    expect(withinOneEdit('calbindin', 'calbindiin')).toBe(true); // one too many
    expect(withinOneEdit('calbindin', 'calbindon')).toBe(true); // one wrong
    expect(withinOneEdit('calbindin', 'calbnidin')).toBe(true); // two swapped
    expect(withinOneEdit('calbindin', 'calbindin')).toBe(true);
    expect(withinOneEdit('calbindin', 'clabnidin')).toBe(false);
    expect(withinOneEdit('calbindin', 'calbin')).toBe(false);
    expect(withinOneEdit('brca1', 'brac1')).toBe(true);
    expect(withinOneEdit('brca1', 'bcar2')).toBe(false);
  });

  it('lists every one-edit variant for engines that look words up by value', () => {
    const variants = oneEditVariants('actn');
    for (const w of ['actin', 'acn', 'atcn', 'acte', 'actn1']) expect(variants).toContain(w);
    expect(variants).not.toContain('actn');
    expect(variants.every((v) => withinOneEdit(v, 'actn'))).toBe(true);
  });

  it('draws its words from names, gene symbols, aliases and protein names; no clone numbers, no numbers, nothing short', () => {
    const words = typoWords({
      productName: 'Calbindin Rabbit Monoclonal Antibody [EPR12345] (Alexa Fluor 488 Conjugated)',
      geneName: 'CALB1',
      alternativeNames: 'Calbindin D28k, CALB',
      proteinName: 'Vitamin D-dependent calcium-binding protein 12345',
    });
    expect(words).toEqual(expect.arrayContaining(['calbindin', 'rabbit', 'monoclonal', 'antibody', 'calb1', 'vitamin', 'dependent', 'calcium', 'binding', 'protein']));
    for (const absent of ['epr12345', 'alexa', '12345', 'calb', 'd28k']) expect(words).not.toContain(absent);
  });

  it('prefers the word most products use, then the first alphabetically, and keeps the rest of the input as typed', () => {
    expect(
      bestCorrection([
        { word: 'calbindin', display: 'Calbindin', products: 3 },
        { word: 'calbinden', display: 'Calbinden', products: 3 },
        { word: 'calbindon', display: 'Calbindon', products: 1 },
      ]),
    ).toEqual({ word: 'calbinden', display: 'Calbinden', products: 3 });
    expect(bestCorrection([])).toBeNull();
    expect(correctedInput('  calbindn Rabbit-IHC ', new Map([['calbindn', 'Calbindin']]))).toBe('Calbindin Rabbit-IHC');
  });
});
