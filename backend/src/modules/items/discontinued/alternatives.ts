/**
 * What a discontinued antibody is replaced by (issue 25, audit item 4). A researcher who ordered
 * "ERK1 Rabbit pAb" needs another antibody against total ERK1, best from the same host (their
 * secondary and protocol stay the same): never a phospho form, never a secondary antibody.
 * Pure: the catalogue service reads the candidates, this file chooses and orders them.
 */
export const ALTERNATIVES_SHOWN = 6;
const SECONDARY = 'Secondary Antibody';
/** Modifications that make an antibody see only part of the protein; '' and Unmodified are total protein. */
const TOTAL = ['', 'unmodified'];
/** Names that say a modified form even when the modification column was left empty. */
const MODIFIED_NAME = /\bphospho|\bp-?(?:ser|thr|tyr|[sty])\d|\bp-[\w-]+\s*\((?:ser|thr|tyr|[sty])\d|\bacetyl|\bmethyl|\bcleaved|\bubiquityl|\bsumo/i;

export interface AlternativeCandidate {
  pid: number;
  productType: string;
  host: string;
  modification: string;
  conjugation: string;
  productName: string;
}

/** The form of the protein an antibody sees: 'total', or its modification. */
export function proteinForm(of: Pick<AlternativeCandidate, 'modification' | 'productName'>): string {
  const modification = of.modification.trim().toLowerCase();
  if (!TOTAL.includes(modification)) return modification;
  return MODIFIED_NAME.test(of.productName) ? 'modified' : 'total';
}

/**
 * The alternatives in order: same host and same conjugate first, then same host, then the rest,
 * by pid within each; only the same protein form; secondaries only for a secondary.
 */
export function pickAlternatives(of: AlternativeCandidate, candidates: AlternativeCandidate[], limit = ALTERNATIVES_SHOWN): number[] {
  const form = proteinForm(of);
  const secondary = of.productType === SECONDARY;
  const rank = (c: AlternativeCandidate) => (c.host === of.host ? 0 : 2) + (c.conjugation === of.conjugation ? 0 : 1);
  return candidates
    .filter((c) => c.pid !== of.pid && (c.productType === SECONDARY) === secondary && proteinForm(c) === form)
    .sort((a, b) => rank(a) - rank(b) || a.pid - b.pid)
    .slice(0, limit)
    .map((c) => c.pid);
}
