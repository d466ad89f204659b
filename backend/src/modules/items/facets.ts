import { FACETS, MULTI_VALUED_FACETS, type Facet } from './product-fields';

/** The list-page filters are declared with the product's fields (product-fields.ts, beside this file); search/ counts them. */
export { FACETS, type Facet };

/** Filters whose products carry several values (a product has many applications). */
export const MULTI_VALUED: ReadonlySet<Facet> = MULTI_VALUED_FACETS;

export interface FacetCount {
  value: string;
  count: number;
}

export type FacetCounts = Record<Facet, FacetCount[]>;

/** OR within one filter, AND across filters; an absent or empty list means "not filtered". */
export type FacetFilters = Partial<Record<Facet, string[]>>;

export function activeFilters(filters: FacetFilters): [Facet, string[]][] {
  return FACETS.flatMap((facet) => {
    const values = filters[facet];
    return values && values.length > 0 ? [[facet, values] as [Facet, string[]]] : [];
  });
}

/**
 * The most values one facet lists, with products (selected ones besides): more than any vocabulary
 * holds today, and what the Elasticsearch engine asks its terms aggregation for, so both engines
 * list the same values however many staff add.
 */
export const FACET_VALUES = 200;

/**
 * Same answer from every engine: the FACET_VALUES values with most products, most first, then by
 * name. Selected values with no hit are still listed (count 0) so the user can see and clear what
 * they picked. The list page shows them in the vocabularies' order (inDisplayOrder).
 */
export function normaliseFacetCounts(raw: Partial<Record<Facet, FacetCount[]>>, filters: FacetFilters): FacetCounts {
  const out = {} as FacetCounts;
  for (const facet of FACETS) {
    const counts = (raw[facet] ?? [])
      .filter((c) => c.count > 0)
      .map(({ value, count }) => ({ value, count }))
      .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
      .slice(0, FACET_VALUES);
    for (const selected of filters[facet] ?? []) if (!counts.some((c) => c.value === selected)) counts.push({ value: selected, count: 0 });
    out[facet] = counts;
  }
  return out;
}

/**
 * The facets as the filter panel lists them: a vocabulary's values in the order staff give them
 * (`position`), values outside it after them as the engine ordered them (most products first).
 */
export function inDisplayOrder(counts: FacetCounts, position: (facet: Facet, value: string) => number | undefined): FacetCounts {
  const out = {} as FacetCounts;
  for (const facet of FACETS) {
    const placed = (counts[facet] ?? []).map((c, i) => ({ c, at: position(facet, c.value) ?? Number.MAX_SAFE_INTEGER, i }));
    out[facet] = placed.sort((a, b) => a.at - b.at || a.i - b.i).map((p) => p.c);
  }
  return out;
}
