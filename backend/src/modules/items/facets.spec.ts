import { FACET_VALUES, FacetCounts, inDisplayOrder, normaliseFacetCounts } from './facets';

describe('facet counts', () => {
  it('keeps the values with most products, most first, and the selected ones', () => {
    const many = Array.from({ length: FACET_VALUES + 5 }, (_, i) => ({ value: `V${String(i).padStart(3, '0')}`, count: i + 1 }));
    const counts = normaliseFacetCounts({ reactivity: [...many, { value: 'None', count: 0 }] }, { reactivity: ['V000', 'Gone'] });
    expect(counts.reactivity).toHaveLength(FACET_VALUES + 2);
    expect(counts.reactivity[0]).toEqual({ value: `V${FACET_VALUES + 4}`, count: FACET_VALUES + 5 });
    expect(counts.reactivity.slice(-2)).toEqual([{ value: 'V000', count: 0 }, { value: 'Gone', count: 0 }]);
    expect(counts.host).toEqual([]);
  });

  it('lists a vocabulary\'s values in its display order, others after as counted', () => {
    const counted = normaliseFacetCounts(
      { host: [{ value: 'Mouse', count: 9 }, { value: 'Rabbit', count: 4 }, { value: 'Llama', count: 2 }, { value: 'Old', count: 7 }] },
      {},
    );
    const order = ['Rabbit', 'Llama', 'Mouse'];
    const shown: FacetCounts = inDisplayOrder(counted, (facet, value) => (facet === 'host' && order.includes(value) ? order.indexOf(value) : undefined));
    expect(shown.host.map((c) => c.value)).toEqual(['Rabbit', 'Llama', 'Mouse', 'Old']);
  });
});
