/** The sources the requirement form offers (its "antibody source" boxes). */
export const REQUIREMENT_SOURCES = ['Human', 'Mouse', 'Rat', 'Others'] as const;
export type RequirementSource = (typeof REQUIREMENT_SOURCES)[number];

/** What another page may fill in the requirement form: the antibody's name, the words searched, a source. */
export interface RequirementPrefill {
  product?: string;
  search?: string;
  source?: string;
}

/** The query parameters /xuqiu reads into its fields (`product` → antibody name, `search` → description, `source` → a box). */
export function requirementUrl({ product, search, source }: RequirementPrefill = {}): string {
  const params = new URLSearchParams();
  if (product?.trim()) params.set('product', product.trim());
  if (search?.trim() && search.trim() !== product?.trim()) params.set('search', search.trim());
  if (source && (REQUIREMENT_SOURCES as readonly string[]).includes(source)) params.set('source', source);
  const query = params.toString();
  return query ? `/xuqiu?${query}` : '/xuqiu';
}

/** The prefill an address carries (unknown sources are left out; the fields keep their length limits). */
export function readRequirementPrefill(params: URLSearchParams): { product: string; search: string; sources: RequirementSource[] } {
  const source = params.get('source');
  return {
    product: (params.get('product') ?? '').trim().slice(0, 300),
    search: (params.get('search') ?? '').trim().slice(0, 300),
    sources: REQUIREMENT_SOURCES.filter((s) => s === source),
  };
}
