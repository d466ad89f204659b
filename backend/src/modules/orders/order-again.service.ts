import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { LocalizedText, SkipReason } from '@shop/contract';
import { DataSource } from 'typeorm';
import { LocalizedException } from '../../http/localized-exception';
import { catalogueKey } from '../items/catalogue-key';
import { DISCONTINUED, MAX_QUANTITY, TOO_MANY, UNKNOWN_SIZE } from '../cart/basket.service';

export type { SkipReason };

export interface SkippedLine {
  line: number;
  catno: string;
  reason: SkipReason;
  message: LocalizedText;
  /** A discontinued line's replacement, when staff named one and it can be ordered. */
  replacement: { pid: number; catno: string; productname: string } | null;
}

export interface OrderAgainOutcome {
  added: number[];
  skipped: SkippedLine[];
}

const MESSAGES: Record<SkipReason, LocalizedText> = { discontinued: DISCONTINUED, unavailable: UNKNOWN_SIZE, 'too-many': TOO_MANY };

/**
 * "Order again" (issue 25): puts lines of a past order of this user back into their basket at
 * today's prices, in one transaction. A line that cannot be ordered any more is reported with its
 * reason and, for a discontinued product, its replacement; the others are added. Another user's
 * order is never found.
 */
@Injectable()
export class OrderAgainService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** null when the order is not this user's; `lines` empty means every line. */
  async orderAgain(userId: number, orderId: number, lines: number[]): Promise<OrderAgainOutcome | null> {
    return this.dataSource.transaction(async (manager) => {
      const [owned] = await manager.query(`SELECT 1 FROM orders WHERE id = $1 AND user_id = $2`, [orderId, userId]);
      if (!owned) return null;
      const rows: Array<{ line: number; catno: string; productId: number | null; option: number; quantity: number; status: string | null; priced: boolean; replacedBy: string | null }> =
        await manager.query(
          `SELECT l.position AS line, l.catalogue_number AS catno, p.id AS "productId", l.price_option AS option, l.quantity,
                  p.status, x.product_id IS NOT NULL AS priced, p.replaced_by AS "replacedBy"
             FROM order_lines l
             LEFT JOIN products p ON p.id = l.product_id
             LEFT JOIN product_prices x ON x.product_id = l.product_id AND x.option = l.price_option
            WHERE l.order_id = $1 AND (cardinality($2::int[]) = 0 OR l.position = ANY($2::int[]))
            ORDER BY l.position`,
          [orderId, lines],
        );
      const asked = new Set(lines);
      if (asked.size > 0 && rows.length !== asked.size) {
        const missing = [...asked].filter((n) => !rows.some((r) => r.line === n));
        throw new LocalizedException({ zh: `该订单没有第 ${missing.join('、')} 行`, en: `This order has no line ${missing.join(', ')}` }, HttpStatus.BAD_REQUEST);
      }
      const outcome: OrderAgainOutcome = { added: [], skipped: [] };
      const skip = async (row: (typeof rows)[number], reason: SkipReason) => {
        let replacement: SkippedLine['replacement'] = null;
        if (reason === 'discontinued' && row.replacedBy) {
          const [found] = await manager.query(
            `SELECT id AS pid, catalogue_number AS catno, product_name AS productname FROM products WHERE catalogue_key = $1 AND status = 'active'`,
            [catalogueKey(row.replacedBy)],
          );
          replacement = found ?? null;
        }
        outcome.skipped.push({ line: row.line, catno: row.catno, reason, message: MESSAGES[reason], replacement });
      };
      for (const row of rows) {
        if (row.productId === null || !row.priced) await skip(row, 'unavailable');
        else if (row.status === 'discontinued') await skip(row, 'discontinued');
        else {
          const added = await manager.query(
            `INSERT INTO basket_rows (user_id, product_id, price_option, quantity) VALUES ($1, $2, $3, $4)
             ON CONFLICT (user_id, product_id, price_option)
             DO UPDATE SET quantity = basket_rows.quantity + EXCLUDED.quantity, updated_at = now()
             WHERE basket_rows.quantity + EXCLUDED.quantity <= ${MAX_QUANTITY}
             RETURNING id`,
            [userId, row.productId, row.option, row.quantity],
          );
          if (added.length === 0) await skip(row, 'too-many');
          else outcome.added.push(row.line);
        }
      }
      return outcome;
    });
  }
}
