import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lookups the lots need: which order lines name a lot (the delete refusal, and the foreign key's
 * own RESTRICT check, would otherwise scan every order line) and which lot names a stored
 * certificate (the public PDF route).
 */
export class LotLookups1795500000041 implements MigrationInterface {
  name = 'LotLookups1795500000041';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX order_lines_lot_idx ON order_lines (lot_id) WHERE lot_id IS NOT NULL`);
    await q.query(`CREATE INDEX product_lots_coa_idx ON product_lots (coa_file) WHERE coa_file IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX product_lots_coa_idx');
    await q.query('DROP INDEX order_lines_lot_idx');
  }
}
