import type { Application } from '../product-vocabulary';

type Query = (sql: string, parameters?: unknown[]) => Promise<unknown>;

/**
 * The review form's application choices (spec section 3) as the catalogue's applications. A review
 * whose application has no counterpart here (cell culture, "other") backs no matrix cell.
 */
export const REVIEW_APPLICATIONS: Readonly<Record<string, Application>> = {
  'WESTERN BLOT': 'WB',
  IMMUNOHISTOCHEMISTRY: 'IHC',
  IMMUNOFLUORESCENCE: 'IF',
  IMMUNOPRECIPITATION: 'IP',
  'FLOW CYTOMETRY': 'FCM',
  CHIP: 'ChIP',
  ELISA: 'ELISA',
};

const REVIEW_APPLICATION_VALUES = Object.entries(REVIEW_APPLICATIONS)
  .map(([review, application]) => `('${review}', '${application}')`)
  .join(', ');

/**
 * Approved reviews as evidence rows (product_id, application, species, review_id): one per
 * application the reviewer named; "Else" species counts under the name the reviewer typed.
 */
export const REVIEW_EVIDENCE_SQL = `
  SELECT r.id AS review_id, r.product_id, m.application,
         CASE WHEN r.species = 'Else' THEN r.species_other ELSE r.species END AS species
    FROM reviews r
    CROSS JOIN LATERAL unnest(r.applications) a(name)
    JOIN (VALUES ${REVIEW_APPLICATION_VALUES}) m(review, application) ON m.review = a.name
   WHERE r.status = 'approved'`;

/**
 * Brings the derived columns of these products in line with their evidence, approved reviews and
 * references: `evidence` (the list page's filter values) and `citations` (number of references).
 * Rows that already agree are not written, so a product's updated_at only moves with a real change.
 */
export async function refreshResearchColumns(query: Query, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  await query(
    `UPDATE products p SET evidence = d.evidence, citations = d.citations
       FROM (SELECT p2.id,
                    array_remove(ARRAY[
                      CASE WHEN EXISTS (SELECT 1 FROM product_evidence e WHERE e.product_id = p2.id AND e.kind = 'knockout') THEN 'knockout' END,
                      CASE WHEN EXISTS (SELECT 1 FROM product_evidence e WHERE e.product_id = p2.id AND e.kind = 'own-data') THEN 'own-data' END,
                      CASE WHEN EXISTS (SELECT 1 FROM (${REVIEW_EVIDENCE_SQL}) v WHERE v.product_id = p2.id) THEN 'user-review' END,
                      CASE WHEN EXISTS (SELECT 1 FROM product_references r WHERE r.product_id = p2.id) THEN 'publications' END
                    ], NULL) AS evidence,
                    (SELECT count(*)::int FROM product_references r WHERE r.product_id = p2.id) AS citations
               FROM products p2 WHERE p2.id = ANY($1::int[])) d
      WHERE p.id = d.id AND (p.evidence IS DISTINCT FROM d.evidence OR p.citations <> d.citations)`,
    [productIds],
  );
}
