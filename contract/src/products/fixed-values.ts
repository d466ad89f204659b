/**
 * The value lists the code defines itself (staff manage the others: vocabulary-lookup.ts): the declaration's stock and
 * evidence fields take them, the staff evidence editor offers the kinds staff enter.
 */

/** Stock status or lead time of one size, set by staff (issue 25); shown on the product page and in the basket. '' = not stated. */
export const STOCK_STATUSES = ['In stock', '1 week', '2-3 weeks', '4-6 weeks', 'Made to order'] as const;

/**
 * The list page's evidence filter (issue 15): knockout/knockdown-validated, the supplier's own
 * validation data, an approved customer review for an application and species, a publication.
 */
export const EVIDENCE_FILTERS = ['knockout', 'own-data', 'user-review', 'publications'] as const;

/** Evidence that staff enter per application and species; reviews and references add the others. */
export const EVIDENCE_KINDS = ['knockout', 'own-data'] as const;

/** A kind of evidence staff enter (the product page shows more kinds: EvidenceKind, catalogue.ts). */
export type EnteredEvidenceKind = (typeof EVIDENCE_KINDS)[number];
