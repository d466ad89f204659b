import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { LocalizedException } from '../../../http/localized-exception';
import { catalogueKey } from '../../items/catalogue-key';
import { MAX_QUANTITY } from '../basket.service';
import type { OrderLine } from './quick-order-lines';
import { basketSlot, CatalogueProduct, CatalogueSize, CheckedLine, checkLines, slotQuantities } from './quick-order-match';
import { BASKET_CHANGED } from './quick-order-texts';

interface ProductRow {
  id: number;
  key: string;
  catalogueNumber: string;
  name: string;
  discontinued: boolean;
  /** The catalogue number staff named as a discontinued product's replacement ('' = none). */
  replacedBy: string;
}

/**
 * A pasted list against the catalogue and the user's basket. The add checks again on its own
 * (the preview the browser shows is never trusted) and writes every line in one transaction.
 */
@Injectable()
export class QuickOrderService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  check(userId: number, lines: OrderLine[]): Promise<CheckedLine[]> {
    return this.compare(this.dataSource.manager, userId, lines, false);
  }

  /** Adds the addable lines, merged into existing rows as addcart does; added = 0 writes nothing. */
  add(userId: number, lines: OrderLine[]): Promise<{ checked: CheckedLine[]; added: number }> {
    return this.dataSource.transaction(async (manager) => {
      const checked = await this.compare(manager, userId, lines, true);
      // Sorted so two lists written at once take the same row locks in the same order.
      const slots = slotQuantities(checked).sort((a, b) => a.productId - b.productId || a.option - b.option);
      if (slots.length === 0) return { checked, added: 0 };
      const written: unknown[] = await manager.query(
        `INSERT INTO basket_rows (user_id, product_id, price_option, quantity)
         SELECT $1, s.product_id, s.option, s.quantity FROM unnest($2::int[], $3::smallint[], $4::int[]) AS s(product_id, option, quantity)
         ON CONFLICT (user_id, product_id, price_option)
         DO UPDATE SET quantity = basket_rows.quantity + EXCLUDED.quantity, updated_at = now()
         WHERE basket_rows.quantity + EXCLUDED.quantity <= ${MAX_QUANTITY}
         RETURNING id`,
        [userId, slots.map((s) => s.productId), slots.map((s) => s.option), slots.map((s) => s.quantity)],
      );
      // A row created by addcart after the check took the limit's room: nothing of the list is kept.
      if (written.length !== slots.length) throw new LocalizedException(BASKET_CHANGED, HttpStatus.CONFLICT);
      return { checked, added: checked.filter((line) => !line.problem).length };
    });
  }

  /** Three reads whatever the list's length: products by key, their sizes, the basket's rows of them. */
  private async compare(manager: EntityManager, userId: number, lines: OrderLine[], lock: boolean): Promise<CheckedLine[]> {
    const keys = [...new Set(lines.filter((l) => !l.problem && l.key).map((l) => l.key))];
    const found: ProductRow[] = keys.length === 0 ? [] : await manager.query(
      `SELECT id, catalogue_key AS key, catalogue_number AS "catalogueNumber", product_name AS name, status = 'discontinued' AS discontinued,
              replaced_by AS "replacedBy"
       FROM products WHERE catalogue_key = ANY($1::text[]) ORDER BY id ${lock ? 'FOR SHARE' : ''}`,
      [keys],
    );
    const ids = found.map((p) => p.id);
    const sizes: Array<CatalogueSize & { productId: number }> = ids.length === 0 ? [] : await manager.query(
      `SELECT product_id AS "productId", option, size, price_fen AS "priceFen" FROM product_prices
       WHERE product_id = ANY($1::int[]) ORDER BY product_id, option`,
      [ids],
    );
    const held: Array<{ productId: number; option: number; quantity: number }> = ids.length === 0 ? [] : await manager.query(
      `SELECT product_id AS "productId", price_option AS option, quantity FROM basket_rows
       WHERE user_id = $1 AND product_id = ANY($2::int[]) ORDER BY id ${lock ? 'FOR UPDATE' : ''}`,
      [userId, ids],
    );
    // Issue 31: a discontinued product offers its replacement, as search and the product page do (one more read, only when one is named).
    const successorKeys = [...new Set(found.filter((p) => p.discontinued && p.replacedBy).map((p) => catalogueKey(p.replacedBy)))];
    const successors: Array<{ key: string; pid: number; catno: string; productname: string }> = successorKeys.length === 0 ? [] : await manager.query(
      `SELECT catalogue_key AS key, id AS pid, catalogue_number AS catno, product_name AS productname FROM products
       WHERE catalogue_key = ANY($1::text[]) AND status = 'active'`,
      [successorKeys],
    );
    const successorOf = new Map(successors.map(({ key, ...product }) => [key, product]));
    const products = new Map<string, CatalogueProduct>(
      found.map(({ replacedBy, ...p }) => [
        p.key,
        {
          ...p,
          sizes: sizes.filter((s) => s.productId === p.id).map(({ option, size, priceFen }) => ({ option, size, priceFen })),
          replacement: p.discontinued && replacedBy ? successorOf.get(catalogueKey(replacedBy)) : undefined,
        },
      ]),
    );
    const basket = new Map(held.map((row) => [basketSlot(row.productId, row.option), row.quantity]));
    return checkLines(lines, products, basket);
  }
}
