import { FACET_VALUES, FacetCounts, foldPredicted, inDisplayOrder, normaliseFacetCounts, withPredicted } from './facets';
import { FACETS } from './product-fields';

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

describe('predicted species in the reactivity filter (issue 35)', () => {
  const counts = (reactivity: { value: string; count: number }[]) => ({ ...Object.fromEntries(FACETS.map((f) => [f, []])), reactivity }) as unknown as FacetCounts;

  it('asks for the predicted marks only when the box is ticked', () => {
    expect(withPredicted({ reactivity: ['Pig'], host: ['Rabbit'] }, false)).toEqual({ reactivity: ['Pig'], host: ['Rabbit'] });
    expect(withPredicted({ reactivity: ['Pig'], host: ['Rabbit'] }, true)).toEqual({ reactivity: ['Pig', '~Pig'], host: ['Rabbit'] });
    expect(withPredicted({ host: ['Rabbit'] }, true)).toEqual({ host: ['Rabbit'] });
  });

  it('counts tested species, or tested and predicted ones together, and never lists a mark', () => {
    const raw = counts([{ value: 'Human', count: 9 }, { value: '~Pig', count: 5 }, { value: 'Pig', count: 2 }]);
    expect(foldPredicted(raw, false).reactivity).toEqual([{ value: 'Human', count: 9 }, { value: 'Pig', count: 2 }]);
    expect(foldPredicted(raw, true).reactivity).toEqual([{ value: 'Human', count: 9 }, { value: 'Pig', count: 7 }]);
  });
});
