import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Stock status or lead time per size (issue 25), declared as stock1..stock3 in product-fields.ts; '' = not stated. */
export class SizeStock1795700000028 implements MigrationInterface {
  name = 'SizeStock1795700000028';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE products ADD COLUMN stock_1 text NOT NULL DEFAULT '', ADD COLUMN stock_2 text NOT NULL DEFAULT '', ADD COLUMN stock_3 text NOT NULL DEFAULT ''`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE products DROP COLUMN stock_1, DROP COLUMN stock_2, DROP COLUMN stock_3');
  }
}
