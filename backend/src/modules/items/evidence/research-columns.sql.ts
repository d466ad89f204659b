import type { SqlQuery } from '../../../database/sql-query';
import { EVIDENCE_KINDS } from '@shop/contract';
import type { Application } from '../product-vocabulary';

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
 * The derived columns of the products `ids` names (a relation with an `id` column), computed
 * set-wise: each source table is read once for the whole set and grouped, instead of correlated
 * subqueries per product (which the planner turns into a scan of the growing evidence table per
 * batch during a bulk load: the 1M seed spent most of its time there).
 */
function researchColumnsUpdate(ids: string): string {
  return `
    WITH ids AS MATERIALIZED (SELECT DISTINCT id FROM ${ids}),
    kinds AS (SELECT e.product_id, bool_or(e.kind = 'knockout') AS knockout, bool_or(e.kind = 'own-data') AS own
                FROM product_evidence e JOIN ids ON ids.id = e.product_id GROUP BY e.product_id),
    reviewed AS (SELECT DISTINCT v.product_id FROM (${REVIEW_EVIDENCE_SQL}) v JOIN ids ON ids.id = v.product_id),
    cited AS (SELECT r.product_id, count(*)::int AS n FROM product_references r JOIN ids ON ids.id = r.product_id GROUP BY r.product_id),
    derived AS (
      SELECT ids.id,
             array_remove(ARRAY[
               CASE WHEN k.knockout THEN 'knockout' END,
               CASE WHEN k.own THEN 'own-data' END,
               CASE WHEN v.product_id IS NOT NULL THEN 'user-review' END,
               CASE WHEN c.n > 0 THEN 'publications' END
             ], NULL) AS evidence,
             coalesce(c.n, 0) AS citations
        FROM ids
        LEFT JOIN kinds k ON k.product_id = ids.id
        LEFT JOIN reviewed v ON v.product_id = ids.id
        LEFT JOIN cited c ON c.product_id = ids.id)
    UPDATE products p SET evidence = d.evidence, citations = d.citations
      FROM derived d
     WHERE p.id = d.id AND (p.evidence IS DISTINCT FROM d.evidence OR p.citations <> d.citations)`;
}

/**
 * The `evidence` column researchColumnsUpdate derives, for a product new to the catalogue: from its own validation
 * entries' kinds alone, in the same order, since no review or reference can name it yet (and `citations` is 0). The
 * catalogue writer inserts new products with it: setting it afterwards rewrote 778,636 of a million demo products'
 * rows in the import's last statement (37 s, the shop's slowest single statement of a seed).
 */
export function newProductEvidence(kinds: readonly string[]): string[] {
  return EVIDENCE_KINDS.filter((kind) => kinds.includes(kind));
}

/**
 * Brings the derived columns of these products in line with their evidence, approved reviews and
 * references: `evidence` (the list page's filter values) and `citations` (number of references).
 * Rows that already agree are not written, so a product's updated_at only moves with a real change.
 */
export async function refreshResearchColumns(query: SqlQuery, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  await query(researchColumnsUpdate('unnest($1::int[]) AS s(id)'), [productIds]);
}

/**
 * The same for the products listed in `table` (a temporary table with an `id` column), for bulk
 * writes: with `analyse` the table and the evidence are analysed first, so the one big statement is
 * planned on what the transaction has written rather than on the statistics from before the load.
 */
export async function refreshResearchColumnsOf(query: SqlQuery, table: string, analyse: boolean): Promise<void> {
  if (analyse) await query(`ANALYZE ${table}, product_evidence, product_references`);
  await query(researchColumnsUpdate(table));
}
