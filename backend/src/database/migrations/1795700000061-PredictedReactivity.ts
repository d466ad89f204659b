import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Species predicted to react by sequence homology, kept apart from the species an antibody was tested in (issue 35):
 * `predicted_reactivities` (values of the reactivity vocabulary). The search index carries them marked beside the tested
 * ones (modules/items/facets.ts); existing products have none, so the index needs no rebuild.
 */
export class PredictedReactivity1795700000061 implements MigrationInterface {
  name = 'PredictedReactivity1795700000061';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE products ADD COLUMN predicted_reactivities text[] NOT NULL DEFAULT '{}'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE products DROP COLUMN predicted_reactivities');
  }
}
