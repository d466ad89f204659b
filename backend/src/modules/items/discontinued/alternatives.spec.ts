import { AlternativeCandidate, pickAlternatives, proteinForm } from './alternatives';

const erk1 = (pid: number, over: Partial<AlternativeCandidate> = {}): AlternativeCandidate => ({
  pid,
  productType: 'Primary Antibody',
  host: 'Rabbit',
  modification: '',
  conjugation: 'Unconjugated',
  productName: 'ERK1 Rabbit pAb',
  ...over,
});

describe('alternatives of a discontinued antibody (issue 25, audit item 4)', () => {
  const discontinued = erk1(1);
  const candidates = [
    erk1(2, { modification: 'Phosphorylated', productName: 'Phospho-ERK1 (T202) Rabbit pAb' }),
    erk1(3, { productName: 'Phospho-ERK1 (Y204) Rabbit pAb' }),
    erk1(4, { host: 'Mouse', productName: 'ERK1 Mouse mAb' }),
    erk1(5, { productName: 'ERK1 Rabbit pAb (new lot format)' }),
    erk1(6, { productType: 'Secondary Antibody', productName: 'Goat Anti-Rabbit IgG H&L (HRP)', conjugation: 'HRP' }),
    erk1(7, { conjugation: 'FITC', productName: 'ERK1 Rabbit pAb (FITC)' }),
    erk1(8, { modification: 'Unmodified', productName: 'ERK1 Rabbit mAb' }),
  ];

  it('offers the same target, same host and form first, never a phospho form or a secondary', () => {
    expect(pickAlternatives(discontinued, candidates)).toEqual([5, 8, 7, 4]);
  });

  it('keeps a phospho antibody among phospho forms of the same modification', () => {
    const phospho = erk1(10, { modification: 'Phosphorylated', productName: 'Phospho-ERK1 (T202) Rabbit pAb' });
    expect(pickAlternatives(phospho, candidates)).toEqual([2]);
  });

  it('reads a modified form from the name when the modification column is empty', () => {
    expect(proteinForm({ modification: '', productName: 'Phospho-ERK1 (T202) Rabbit pAb' })).toBe('modified');
    expect(proteinForm({ modification: '', productName: 'p-ERK1 (Thr202) antibody' })).toBe('modified');
    expect(proteinForm({ modification: '', productName: 'ERK1 (pT202) antibody' })).toBe('modified');
    expect(proteinForm({ modification: '', productName: 'p53 Rabbit mAb' })).toBe('total');
    expect(proteinForm({ modification: '', productName: 'P-Cadherin Mouse mAb' })).toBe('total');
    expect(proteinForm({ modification: 'Unmodified', productName: 'ERK1 Rabbit pAb' })).toBe('total');
  });
});
