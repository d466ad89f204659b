/**
 * The list page's filters as every search engine answers them: the counts, the filters asked, the predicted species.
 * The filters themselves are declared with the product's fields (FACETS, product-fields.ts).
 */
import type { FacetCount } from '../catalogue';
import { FACETS, type Facet } from './product-fields';

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

/**
 * Species predicted by homology in the search index (issue 35): the reactivity filter's values of a product are its
 * tested species and, marked with this prefix, the predicted ones it was not tested in. Both engines index and count
 * them as any other value ("~Mouse"), so one contract holds them; the catalogue asks for the marked values only when
 * the researcher ticks "include predicted" (withPredicted) and folds their counts into the species' (foldPredicted).
 * No vocabulary value of the shop starts with it (a staff value that did would read as a predicted species).
 */
export const PREDICTED_MARK = '~';

/** The reactivity filter's values of a product as the engines index them (search-document.sql.ts repeats it in SQL). */
export function indexedReactivities(tested: readonly string[], predicted: readonly string[]): string[] {
  return [...tested, ...predicted.filter((species) => !tested.includes(species)).map((species) => `${PREDICTED_MARK}${species}`)];
}

/** The filters as the engines are asked: with predicted species included, each chosen species matches its predicted mark too. */
export function withPredicted(filters: FacetFilters, predicted: boolean): FacetFilters {
  const chosen = filters.reactivity;
  if (!predicted || !chosen?.length) return filters;
  return { ...filters, reactivity: [...chosen, ...chosen.map((species) => `${PREDICTED_MARK}${species}`)] };
}

/**
 * The reactivity counts as the list shows them: tested species only, or (predicted included) each species counting the
 * products tested in it plus those predicted to react (a product is one or the other for a species, never both).
 */
export function foldPredicted(counts: FacetCounts, predicted: boolean): FacetCounts {
  const species = new Map<string, number>();
  const order: string[] = [];
  for (const { value, count } of counts.reactivity ?? []) {
    const marked = value.startsWith(PREDICTED_MARK);
    if (marked && !predicted) continue;
    const name = marked ? value.slice(PREDICTED_MARK.length) : value;
    if (!species.has(name)) order.push(name);
    species.set(name, (species.get(name) ?? 0) + count);
  }
  const reactivity = order.map((value) => ({ value, count: species.get(value)! })).sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  return { ...counts, reactivity };
}
