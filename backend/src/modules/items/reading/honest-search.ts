import type { FacetFilters, Same } from '@shop/contract';
import type { SearchCount, SearchResponse, Suggestion } from '../search-engine';
import type { ChipFacet, QueryFilter, ReadQuery } from './query-words';
import type { SearchNotice } from './search-notice';

/**
 * A search that never leaves a researcher on a silent wrong target or at a dead end (issue 30).
 * When the words read as chips leave nothing:
 * 1. a typed modification is also looked for the way product names write it (a catalogue may not fill
 *    the modification column): "Phospho-Akt (Ser473)";
 * 2. the chips are set aside one at a time, the likeliest culprit first, then all together: the
 *    target's other products are listed with a `widened` notice naming what was set aside (a dropped
 *    modification lists the total protein);
 * 3. when even the target alone finds nothing, an `absent` notice names it, with the catalogue's
 *    targets whose names begin like it ("CD4" → CD44, CD45). A known target found only in other
 *    products' background text (CD4 in an HLA-DR antibody's description) is absent too: those
 *    products stay listed under the notice, as products that mention it, never as its antibodies.
 * Each way tried after the first is a count (no page, no facet counts: issue 49); only the one that finds
 * something is searched whole. A list emptied by its chips cost up to five full searches before.
 */

/** Which chip most likely emptied the list: the narrowest words first. */
const SET_ASIDE_ORDER = [
  'modification', 'conjugation', 'loadingcontrol', 'recombinant', 'application', 'clonality', 'host', 'reactivity', 'producttype', 'family',
] as const satisfies readonly ChipFacet[];
/** Every facet a chip may have is ordered (a new one fails to compile here rather than sorting first, at -1). */
const EVERY_FACET_ORDERED: Same<(typeof SET_ASIDE_ORDER)[number], ChipFacet> = true;
void EVERY_FACET_ORDERED;

/** The word names use for a modification the column may not carry. */
const NAMED_MODIFICATION: Record<string, string> = { Phosphorylated: 'phospho', Cleaved: 'cleaved' };
const RELATED = 6;

export interface HonestSearchPorts {
  search(word: string | null, filters: FacetFilters): Promise<SearchResponse>;
  /** How many products a search finds and whether its best hit names the word (SearchResponse.named), without its page or counts. */
  count(word: string | null, filters: FacetFilters): Promise<SearchCount>;
  suggest(prefix: string, limit: number): Promise<Suggestion[]>;
}

export interface HonestAnswer {
  found: SearchResponse;
  notice: SearchNotice | null;
}

export async function honestSearch(read: ReadQuery, chosen: FacetFilters, ports: HonestSearchPorts): Promise<HonestAnswer> {
  const filters = { ...chosen, ...read.filters };
  const found = await ports.search(read.word, filters);
  // Nothing to set aside and nothing named: the list is what was asked.
  if (read.chips.length === 0 && read.target === null) return { found, notice: null };
  // Words that are all chips (驴抗兔488: a secondary) name no target: a widened notice then names none either.
  const target = read.target ?? '';
  const mentionedOnly = (r: SearchCount) => read.knownTarget && r.named === false;
  if (found.total > 0 && !mentionedOnly(found)) return { found, notice: null };
  // Counted first; searched whole only when it finds what the words name.
  const finds = async (word: string | null, shown: FacetFilters) => {
    const counted = await ports.count(word, shown);
    return counted.total > 0 && !mentionedOnly(counted);
  };

  const modification = read.chips.find((c) => c.facet === 'modification');
  const named = modification && NAMED_MODIFICATION[modification.values[0]];
  if (named && read.filters.modification) {
    const byName = [`${read.word ?? ''} ${named}`.trim(), without(filters, modification, chosen)] as const;
    if (await finds(...byName)) return { found: await ports.search(...byName), notice: null };
  }

  const typed = [...read.chips].sort((a, b) => SET_ASIDE_ORDER.indexOf(a.facet) - SET_ASIDE_ORDER.indexOf(b.facet));
  for (const chip of typed) {
    const wider = [chip.engineWord ?? read.word, without(filters, chip, chosen)] as const;
    if (await finds(...wider)) return { found: await ports.search(...wider), notice: { kind: 'widened', target, dropped: [chip], related: [] } };
  }
  if (typed.length > 1 && target) {
    const wider = [read.targetWord ?? read.word, chosen] as const;
    if (await finds(...wider)) return { found: await ports.search(...wider), notice: { kind: 'widened', target, dropped: typed, related: [] } };
  }

  // Nothing of the target with the user's own filters either: is it in the catalogue at all?
  const anywhere = Object.keys(chosen).length ? await finds(read.targetWord ?? read.word, {}) : false;
  if (anywhere || !target) return { found, notice: null };
  return { found, notice: await absent(target, read.knownTarget, ports) };
}

/**
 * The catalogue lacks a target the shop knows (the target-name table) or one whose name begins like
 * targets it has (CD4 → CD44, CD45); any other word that finds nothing ("zzqq") is no target to name:
 * the page's plain empty state answers it.
 */
async function absent(target: string, known: boolean, ports: HonestSearchPorts): Promise<SearchNotice | null> {
  const near = await related(target, ports);
  return known || near.length > 0 ? { kind: 'absent', target, dropped: [], related: near } : null;
}

/** The filters without what the chip put there (the user's own choices stay). */
function without(filters: FacetFilters, chip: QueryFilter, chosen: FacetFilters): FacetFilters {
  if (chip.facet === 'loadingcontrol' || chip.facet === 'recombinant' || chip.facet === 'family' || chosen[chip.facet]?.length) return filters;
  const rest = (filters[chip.facet] ?? []).filter((v) => !chip.values.includes(v));
  const next: FacetFilters = { ...filters };
  if (rest.length) next[chip.facet] = rest;
  else delete next[chip.facet];
  return next;
}

/** Targets of the catalogue whose names begin like the typed one, not the typed one itself. */
async function related(target: string, ports: HonestSearchPorts): Promise<string[]> {
  const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9\u4e00-\u9fff]+/g, '');
  const suggestions = await ports.suggest(target, RELATED * 2);
  const seen = new Set([key(target)]);
  return suggestions
    .filter((s) => (s.kind === 'gene' || s.kind === 'alias') && !seen.has(key(s.text)) && seen.add(key(s.text)))
    .map((s) => s.text)
    .slice(0, RELATED);
}
