import { FacetCounts, FACETS } from '@shop/contract';
import { filtersKey, KeptCounts } from './kept-counts';

const counts = (host: string): FacetCounts => ({ ...Object.fromEntries(FACETS.map((f) => [f, []])), host: [{ value: host, count: 1 }] }) as FacetCounts;

describe('facet counts kept per set of filters', () => {
  it('reads the same set of filters however its values are ordered, and no other set', () => {
    expect(filtersKey({ host: ['Rabbit', 'Mouse'], clonality: ['Monoclonal'] })).toBe(filtersKey({ clonality: ['Monoclonal'], host: ['Mouse', 'Rabbit', 'Mouse'] }));
    expect(filtersKey({ host: ['Rabbit'] })).not.toBe(filtersKey({ host: ['Rabbit'], clonality: ['Monoclonal'] }));
    // An empty filter is no filter.
    expect(filtersKey({ host: [] })).toBe(filtersKey({}));
  });

  it('gives back what was kept for this generation only', () => {
    const kept = new KeptCounts(4);
    kept.set({ host: ['Rabbit'] }, 7, counts('Rabbit'));
    expect(kept.get({ host: ['Rabbit'] }, 7)).toEqual(counts('Rabbit'));
    expect(kept.get({ host: ['Mouse'] }, 7)).toBeUndefined();
    expect(kept.get({ host: ['Rabbit'] }, 8)).toBeUndefined();
    // A set kept on a newer copy empties the older ones.
    kept.set({}, 8, counts('Goat'));
    expect(kept.get({ host: ['Rabbit'] }, 7)).toBeUndefined();
    expect(kept.get({}, 8)).toEqual(counts('Goat'));
  });

  it('lets the least recently used set go first', () => {
    const kept = new KeptCounts(2);
    kept.set({ host: ['A'] }, 1, counts('A'));
    kept.set({ host: ['B'] }, 1, counts('B'));
    kept.get({ host: ['A'] }, 1);
    kept.set({ host: ['C'] }, 1, counts('C'));
    expect([kept.get({ host: ['A'] }, 1), kept.get({ host: ['B'] }, 1), kept.get({ host: ['C'] }, 1)]).toEqual([counts('A'), undefined, counts('C')]);
  });
});
