import { nearestValues } from './nearest-values';

describe('nearestValues', () => {
  const species = ['Human', 'Mouse', 'Rat', 'Monkey', 'Rhesus monkey', 'Zebrafish', 'Dog', 'Others'];

  it('suggests values written alike, contained or a few edits away', () => {
    expect(nearestValues(species, 'Rhesus')).toEqual(['Rhesus monkey']);
    expect(nearestValues(species, 'Other')).toEqual(['Others']);
    expect(nearestValues(species, 'zebra fish')).toEqual(['Zebrafish']);
    expect(nearestValues(species, 'Mose')).toEqual(['Mouse']);
  });

  it('suggests nothing for a word far from every value', () => {
    expect(nearestValues(species, 'Unicorn')).toEqual([]);
    expect(nearestValues(species, '---')).toEqual([]);
  });
});
