import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { LocalizedException } from '../../http/localized-exception';

export const MAX_QUANTITY = 9999;
export const UNKNOWN_SIZE = { zh: '该产品或规格不存在', en: 'This product or size does not exist' };
export const DISCONTINUED = { zh: '该产品已停产，不能再订购', en: 'This product has been discontinued and can no longer be ordered' };
export const TOO_MANY = { zh: `数量不能超过 ${MAX_QUANTITY}`, en: `The quantity cannot be more than ${MAX_QUANTITY}` };
export const NOT_IN_BASKET = { zh: '购物车中没有该商品', en: 'This item is not in your basket' };

/** A basket row joined with the catalogue: prices are always today's catalogue prices. */
export interface PricedBasketRow {
  id: number;
  productId: number;
  priceOption: number;
  quantity: number;
  productName: string;
  catalogueNumber: string;
  size: string;
  unitPriceFen: number;
  /** A discontinued product stays in the basket (it can be removed) but cannot be ordered. */
  discontinued: boolean;
  /** The size's stock status or lead time as staff set it ('' = not stated). */
  stock: string;
}

const PRICED_ROWS = `
  SELECT b.id, b.product_id AS "productId", b.price_option AS "priceOption", b.quantity,
         p.product_name AS "productName", p.catalogue_number AS "catalogueNumber",
         x.size, x.price_fen AS "unitPriceFen", p.status = 'discontinued' AS discontinued,
         CASE b.price_option WHEN 1 THEN p.stock_1 WHEN 2 THEN p.stock_2 WHEN 3 THEN p.stock_3 ELSE '' END AS stock
  FROM basket_rows b
  JOIN products p ON p.id = b.product_id
  JOIN product_prices x ON x.product_id = b.product_id AND x.option = b.price_option`;

/** Every call names its user: a row of another user is never read, changed or removed. */
@Injectable()
export class BasketService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Adds to (or, with a negative quantity, takes from) the row of this product size. Taking away
   * stops at 1 (spec); adding past 9999 is refused rather than capped, so nothing changes silently.
   */
  async add(userId: number, productId: number, priceOption: number, quantity: number, manager?: EntityManager): Promise<void> {
    // A caller adding several rows (a saved list, issue 31) passes its transaction.
    const db = manager ?? this.dataSource;
    const [size] = await db.query(
      `SELECT p.status FROM product_prices x JOIN products p ON p.id = x.product_id WHERE x.product_id = $1 AND x.option = $2`,
      [productId, priceOption],
    );
    if (!size) throw new LocalizedException(UNKNOWN_SIZE, HttpStatus.BAD_REQUEST);
    if (size.status === 'discontinued' && quantity > 0) throw new LocalizedException(DISCONTINUED, HttpStatus.CONFLICT);

    if (quantity < 0) {
      const reduced = await db.query(
        `UPDATE basket_rows SET quantity = GREATEST(1, quantity + $4), updated_at = now()
         WHERE user_id = $1 AND product_id = $2 AND price_option = $3 RETURNING id`,
        [userId, productId, priceOption, quantity],
      );
      if (reduced[0].length === 0) throw new LocalizedException(NOT_IN_BASKET, HttpStatus.BAD_REQUEST);
      return;
    }
    // One statement, so two quick clicks on + both count and never create two rows.
    const added = await db.query(
      `INSERT INTO basket_rows (user_id, product_id, price_option, quantity) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, product_id, price_option)
       DO UPDATE SET quantity = basket_rows.quantity + EXCLUDED.quantity, updated_at = now()
       WHERE basket_rows.quantity + EXCLUDED.quantity <= ${MAX_QUANTITY}
       RETURNING id`,
      [userId, productId, priceOption, quantity],
    );
    if (added.length === 0) throw new LocalizedException(TOO_MANY, HttpStatus.BAD_REQUEST);
  }

  /**
   * The same addition, counted once however often it is sent with the same Idempotency-Key: the key is stored in
   * the addition's own transaction, so a retry after a lost answer (issue 47: a failover between commit and answer)
   * finds it and changes nothing. A refused addition stores no key, and its retry is refused the same way.
   */
  async addOnce(userId: number, key: string, productId: number, priceOption: number, quantity: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const fresh = await manager.query(
        `INSERT INTO basket_change_keys (user_id, key) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`,
        [userId, key],
      );
      if (fresh.length === 0) return;
      // A day is far beyond any client's retries; each user's old keys go with their next keyed addition.
      await manager.query(`DELETE FROM basket_change_keys WHERE user_id = $1 AND made_at < now() - interval '1 day'`, [userId]);
      await this.add(userId, productId, priceOption, quantity, manager);
    });
  }

  rows(userId: number): Promise<PricedBasketRow[]> {
    return this.dataSource.query(`${PRICED_ROWS} WHERE b.user_id = $1 ORDER BY b.id`, [userId]);
  }

  /** The chosen rows of this user, locked until the surrounding transaction ends (order submit). */
  lockRows(manager: EntityManager, userId: number, rowIds: number[]): Promise<PricedBasketRow[]> {
    return manager.query(`${PRICED_ROWS} WHERE b.user_id = $1 AND b.id = ANY($2::int[]) ORDER BY b.id FOR UPDATE OF b`, [userId, rowIds]);
  }

  async removeRows(manager: EntityManager, userId: number, rowIds: number[]): Promise<void> {
    await manager.query(`DELETE FROM basket_rows WHERE user_id = $1 AND id = ANY($2::int[])`, [userId, rowIds]);
  }

  /** False when the row is not this user's (or does not exist): the caller answers "none". */
  async remove(userId: number, rowId: number): Promise<boolean> {
    const [, count] = await this.dataSource.query(`DELETE FROM basket_rows WHERE user_id = $1 AND id = $2`, [userId, rowId]);
    return count > 0;
  }
}
