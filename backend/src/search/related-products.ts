import { type RelatedRequest, SECONDARY_ANTIBODY } from '../modules/items/related-request';
import { targetOf } from './product-target';

/**
 * Related products of a product page, the same for every engine (each engine only finds the
 * candidates): products of the same target first, chosen for variety (other hosts, conjugates,
 * modifications), then secondary antibodies against the product's host species, one per conjugate
 * (the one the product's applications read with first). Never a secondary against another host:
 * an anti-mouse secondary cannot detect a rabbit primary. Staff-set lists come before all this
 * (CatalogueService).
 */

/** What the page shows (frontend RelatedProducts); the API lists the staff's products and then these. */
export const RELATED_SHOWN = 6;
/** Same-target products when secondaries follow: they get the rest of the row. */
const SAME_TARGET_WITH_SECONDARIES = 4;
/** Candidates an engine reads per kind: enough for variety, few enough for a cheap read. */
export const RELATED_CANDIDATES = 60;

/** A candidate as an engine reads it from its index. */
export interface RelatedCandidate {
  pid: number;
  host: string;
  conjugation: string;
  modification: string;
}

/** What the engine looks for: same-target products (by target key or, for a secondary, by species) and secondaries. */
export interface RelatedPlan {
  /** Products sharing this target key (null: none to look for). */
  target: string | null;
  /** Secondaries against any of these species, as "same target" (the product is itself a secondary). */
  sameSpecies: string[] | null;
  /** Secondaries against any of these species, after the same target (the product's host). */
  secondariesFor: string[] | null;
}

export function relatedPlan(of: RelatedRequest): RelatedPlan {
  if (of.productType === SECONDARY_ANTIBODY) {
    return { target: null, sameSpecies: of.reactivities.length ? of.reactivities : null, secondariesFor: null };
  }
  const target = targetOf(of);
  return { target: target || null, sameSpecies: null, secondariesFor: of.host ? [of.host] : null };
}

const DETECTED_BY_ENZYME = ['WB', 'IHC', 'IHC-P', 'IHC-F', 'ELISA', 'Dot Blot', 'Simple Western'];
const DETECTED_BY_LIGHT = ['IF', 'ICC', 'ICC/IF', 'FCM', 'FACS sorting', 'Multiplex'];
const ENZYMES = ['HRP', 'AP', 'Biotin'];
const NOT_LIGHT = ['Unconjugated', 'Agarose', 'Magnetic beads', ...ENZYMES];

/**
 * The related list after the staff's: `sameTarget` and `secondaries` are the engine's candidates
 * in pid order. At most RELATED_SHOWN ids.
 */
export function pickRelated(of: RelatedRequest, sameTarget: RelatedCandidate[], secondaries: RelatedCandidate[]): number[] {
  const others = (list: RelatedCandidate[]) => list.filter((c) => c.pid !== of.pid);
  const same = varied(of, others(sameTarget), secondaries.length > 0 ? SAME_TARGET_WITH_SECONDARIES : RELATED_SHOWN);
  const chosen = new Set(same);
  const rest = byApplications(of, others(secondaries).filter((c) => !chosen.has(c.pid)));
  return [...same, ...rest.slice(0, RELATED_SHOWN - same.length)];
}

/**
 * Up to `limit`: first one of each host, conjugate and modification the page's product is not,
 * then the others (more clones of the same kind).
 */
function varied(of: RelatedRequest, candidates: RelatedCandidate[], limit: number): number[] {
  const kind = (c: Pick<RelatedCandidate, 'host' | 'conjugation' | 'modification'>) => `${c.host}|${c.conjugation}|${c.modification}`;
  const seen = new Set([kind(of)]);
  const first: number[] = [];
  const later: number[] = [];
  for (const c of candidates) {
    if (seen.has(kind(c))) later.push(c.pid);
    else {
      seen.add(kind(c));
      first.push(c.pid);
    }
  }
  return [...first, ...later].slice(0, limit);
}

/** One secondary per conjugate, the ones the product's applications read with first (HRP for WB, a dye for IF). */
function byApplications(of: RelatedRequest, candidates: RelatedCandidate[]): number[] {
  const enzyme = of.applications.some((a) => DETECTED_BY_ENZYME.includes(a));
  const light = of.applications.some((a) => DETECTED_BY_LIGHT.includes(a));
  const fit = (c: RelatedCandidate) =>
    (enzyme && c.conjugation === 'HRP' ? 2 : 0) + (light && !NOT_LIGHT.includes(c.conjugation) ? 1 : 0);
  const oneEach = new Map<string, RelatedCandidate>();
  for (const c of candidates) if (!oneEach.has(c.conjugation)) oneEach.set(c.conjugation, c);
  return [...oneEach.values()].sort((a, b) => fit(b) - fit(a) || a.pid - b.pid).map((c) => c.pid);
}
