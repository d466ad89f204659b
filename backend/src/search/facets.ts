/** The eight list-page filters, named as the /hot query and the API name them. */
export const FACETS = [
  'application',
  'reactivity',
  'host',
  'modification',
  'conjugation',
  'clonality',
  'isotype',
  'producttype',
] as const;

export type Facet = (typeof FACETS)[number];

/** Filters whose products carry several values (a product has many applications). */
export const MULTI_VALUED: ReadonlySet<Facet> = new Set<Facet>(['application', 'reactivity']);

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
