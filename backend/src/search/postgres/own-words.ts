import { setImmediate as nextTurn } from 'node:timers/promises';
import type { QueryRunner } from 'typeorm';
import { ATTRIBUTE_FIELDS } from '@shop/contract';
import { catalogueKey } from '../../modules/items/catalogue-key';
import { indexText } from '../../modules/items/text-normaliser';
import { splitChineseRuns } from '../chinese-runs';
import { nameTarget } from '../product-target';

/**
 * What a product's search row takes from the product's own names rather than from its target or background: the
 * words of its level-A fields (names, catalogue number, RRID, search/relevance.ts) and the target its name starts
 * with. These are derived here, in JavaScript; search-document.sql.ts derives the rest in SQL. The texts of a target
 * and of a background are shared by thousands of products and normalised once per distinct text there; these are
 * one per product, and inside the search-row statement the normaliser's PL/pgSQL functions took 5.7 s of a
 * 20,000-product batch's 7.0 s, where the same normaliser in JavaScript takes 0.5 s (issue 33's index rebuild).
 */
const NAME_FIELDS = ATTRIBUTE_FIELDS.filter((f) => f.search === 'A');

/** The products' own words, in the order of `ids`: parameters $1, $2 and $3 of searchDocumentSelect(). */
export interface OwnWords {
  ids: number[];
  /** The level-A text as the normaliser words it (indexText), read by to_tsvector('simple') as it is. */
  words: string[];
  /** nameTarget() of product-target.ts. */
  targets: string[];
}

type NameRow = { id: number; host: string } & Record<string, string>;

/**
 * A product's level-A text: its name fields (Chinese ones with their Chinese and Latin runs apart, chinese-runs.ts),
 * then its catalogue number and RRID without separators, so "ab1234" finds AB-1234 and "ab2687500" the RRID.
 */
export function ownWords(row: Record<string, string>): string {
  const texts = NAME_FIELDS.map((f) => (f.chinese ? splitChineseRuns(row[f.column]) : row[f.column]));
  texts.push(catalogueKey(row.catalogue_number), catalogueKey(row.rrid));
  return indexText(texts.join(' '));
}

/** Rows normalised between two turns of the event loop: about 5 ms of work. */
const ROWS_PER_TURN = 200;

/** The own words of the active products matching `where` (a condition on `p` with `params`), by id. */
export async function readOwnWords(db: Pick<QueryRunner, 'query'>, where: string, params: unknown[]): Promise<OwnWords> {
  const rows: NameRow[] = await db.query(
    `SELECT p.id, p.host, ${[...new Set([...NAME_FIELDS.map((f) => f.column), 'catalogue_number', 'rrid', 'product_name'])].map((c) => `p.${c}`).join(', ')}
       FROM products p WHERE p.status = 'active' AND (${where}) ORDER BY p.id`,
    params,
  );
  const own: OwnWords = { ids: [], words: [], targets: [] };
  for (let i = 0; i < rows.length; i++) {
    // A batch of 20,000 products is half a second of normalising: the loop serves requests in between.
    if (i > 0 && i % ROWS_PER_TURN === 0) await nextTurn();
    const row = rows[i];
    own.ids.push(row.id);
    own.words.push(ownWords(row));
    own.targets.push(nameTarget(row.product_name, row.host));
  }
  return own;
}
