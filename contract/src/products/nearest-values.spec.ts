import { nearestValues } from './nearest-values';

describe('nearestValues', () => {
  const species = ['Human', 'Mouse', 'Rat', 'Monkey', 'Rhesus monkey', 'Zebrafish', 'Dog', 'Others'];

  it('suggests values written alike, contained or a few edits away', () => {
    expect(nearestValues(species, 'Rhesus')).toEqual(['Rhesus monkey']);
    expect(nearestValues(species, 'Other')).toEqual(['Others']);
    expect(nearestValues(species, 'zebra fish')).toEqual(['Zebrafish']);
    expect(nearestValues(species, 'Mose')).toEqual(['Mouse']);
  });

  it('counts a swapped pair of neighbouring letters as one edit', () => {
    // Levenshtein counts two edits here, more than a five-letter word allows.
    expect(nearestValues(species, 'Mosue')).toEqual(['Mouse']);
    expect(nearestValues(['WB', 'IHC', 'Western blot', 'Western'], 'Westren')).toEqual(['Western']);
  });

  it('suggests nothing for a word far from every value', () => {
    expect(nearestValues(species, 'Unicorn')).toEqual([]);
    expect(nearestValues(species, '---')).toEqual([]);
  });
});
