import type { SqlQuery } from '../../../database/sql-query';
import type { ReferenceRecord } from './reference-cells';


const SELECT = `SELECT r.id, r.product_id, r.title, r.journal, r.pubmed_id AS pmid, r.sample, r.species, r.application,
  coalesce(trim(trailing '.' FROM trim(trailing '0' FROM r.impact_factor::text)), '') AS "impactFactor"
  FROM product_references r`;

export interface StoredReference extends ReferenceRecord {
  id: number;
  productId: number;
}

const toStored = (row: Record<string, unknown>): StoredReference => ({
  id: Number(row.id),
  productId: Number(row.product_id),
  title: String(row.title),
  journal: String(row.journal),
  pmid: String(row.pmid),
  sample: String(row.sample),
  species: String(row.species),
  application: String(row.application),
  impactFactor: String(row.impactFactor),
});

/** The references of these products, in each product's order. */
export async function readReferences(query: SqlQuery, productIds: number[]): Promise<StoredReference[]> {
  if (productIds.length === 0) return [];
  const rows = await query(`${SELECT} WHERE r.product_id = ANY($1::int[]) ORDER BY r.product_id, r.position`, [productIds]);
  return rows.map(toStored);
}

/** Replaces the reference lists of these products (a product mapped to [] loses its references). */
export async function replaceReferences(query: SqlQuery, lists: Map<number, ReferenceRecord[]>): Promise<void> {
  if (lists.size === 0) return;
  await query('DELETE FROM product_references WHERE product_id = ANY($1::int[])', [[...lists.keys()]]);
  const rows = [...lists].flatMap(([productId, references]) =>
    references.map((r, i) => [productId, i + 1, r.title, r.journal, r.pmid, r.sample, r.species, r.application, r.impactFactor || null] as const),
  );
  if (rows.length === 0) return;
  await query(
    `INSERT INTO product_references (product_id, position, title, journal, pubmed_id, sample, species, application, impact_factor)
     SELECT * FROM unnest($1::int[], $2::smallint[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::numeric[])`,
    [0, 1, 2, 3, 4, 5, 6, 7, 8].map((k) => rows.map((r) => r[k])),
  );
}
