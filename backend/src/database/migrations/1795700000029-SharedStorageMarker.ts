import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Facts every instance of one shop must agree on, written once by the first instance: the marker
 * naming the shop's file storage (files/shared-storage-check.ts).
 */
export class SharedStorageMarker1795700000029 implements MigrationInterface {
  name = 'SharedStorageMarker1795700000029';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE shop_facts (name text PRIMARY KEY, value text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE shop_facts');
  }
}
