import type { DataSource } from 'typeorm';
import { catalogueKey } from '../catalogue-key';
import type { Product } from '../product.entity';
import { AlternativeCandidate, ALTERNATIVES_SHOWN, pickAlternatives } from './alternatives';

/** Candidates read per discontinued product: every antibody of one gene is a few dozen at most. */
const CANDIDATES = 200;

export interface Successors {
  /** The product staff named in `replacedby`, when it is in the catalogue and orderable. */
  replacement: number | null;
  /** Other products to order instead, best first (alternatives.ts); the replacement is not repeated. */
  alternatives: number[];
}

/**
 * What a discontinued product's page offers instead: the staff's replacement first, then products of
 * the same gene chosen by pickAlternatives. `fallback` are the search engine's related products, the
 * candidates when the product names no gene.
 */
export async function readSuccessors(dataSource: DataSource, product: Product, fallback: number[]): Promise<Successors> {
  const [replaced] = product.replacedBy
    ? await dataSource.query(`SELECT id FROM products WHERE catalogue_key = $1 AND status = 'active' AND id <> $2`, [catalogueKey(product.replacedBy), product.id])
    : [];
  const select = `SELECT id AS pid, product_type AS "productType", host, modification, conjugation, product_name AS "productName" FROM products`;
  const candidates: AlternativeCandidate[] = product.geneName.trim()
    ? await dataSource.query(`${select} WHERE lower(gene_name) = lower($1) AND gene_name <> '' AND status = 'active' AND id <> $2 ORDER BY id LIMIT ${CANDIDATES}`, [
        product.geneName.trim(),
        product.id,
      ])
    : fallback.length > 0
      ? await dataSource.query(`${select} WHERE id = ANY($1::int[]) AND status = 'active'`, [fallback])
      : [];
  const self: AlternativeCandidate = {
    pid: product.id,
    productType: product.productType,
    host: product.host,
    modification: product.modification,
    conjugation: product.conjugation,
    productName: product.productName,
  };
  const replacement: number | null = replaced?.id ?? null;
  const alternatives = pickAlternatives(self, candidates.filter((c) => c.pid !== replacement), ALTERNATIVES_SHOWN);
  return { replacement, alternatives };
}
