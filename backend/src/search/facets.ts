import { FACETS, MULTI_VALUED_FACETS, type Facet } from '../modules/items/product-fields';

/** The list-page filters are declared with the product's fields (modules/items/product-fields.ts). */
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
 * Same order from every engine: most products first, then by name. Selected values with no hit
 * are still listed (count 0) so the user can see and clear what they picked.
 */
export function normaliseFacetCounts(raw: Partial<Record<Facet, FacetCount[]>>, filters: FacetFilters): FacetCounts {
  const out = {} as FacetCounts;
  for (const facet of FACETS) {
    const counts = new Map((raw[facet] ?? []).filter((c) => c.count > 0).map((c) => [c.value, c.count]));
    for (const selected of filters[facet] ?? []) if (!counts.has(selected)) counts.set(selected, 0);
    out[facet] = [...counts]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  }
  return out;
}
