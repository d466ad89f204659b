import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 49:
 * - `target_family_additions`: the members staff add to a family of targets (热休克蛋白: HSP70, HSP90…) beside the
 *   families the shop ships (modules/items/target-names/target-families.json), one row per family and symbol;
 * - `search_misses.simplified`: a search that found nothing, in simplified characters, so the staff's page counts
 *   抗體 and 抗体 as one search. Rows counted before stay under their own text (null here).
 */
export class TargetFamiliesAndSimplifiedMisses1795700000090 implements MigrationInterface {
  name = 'TargetFamiliesAndSimplifiedMisses1795700000090';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE target_family_additions (
      id serial PRIMARY KEY,
      family text NOT NULL,
      symbol text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (family, symbol)
    )`);
    await q.query('ALTER TABLE search_misses ADD COLUMN simplified text');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE search_misses DROP COLUMN simplified');
    await q.query('DROP TABLE target_family_additions');
  }
}
