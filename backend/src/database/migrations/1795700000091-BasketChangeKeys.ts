import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Idempotency-Key of each basket addition a client sent, for a day: a researcher's "add to basket" whose answer
 * was lost (a database failover, a dropped connection: issue 47) is sent again with the same key and counted once.
 * Written in the addition's own transaction, so a key exists exactly when its addition does.
 */
export class BasketChangeKeys1795700000091 implements MigrationInterface {
  name = 'BasketChangeKeys1795700000091';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE basket_change_keys (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        key text NOT NULL CHECK (length(key) BETWEEN 8 AND 100),
        made_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, key)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE basket_change_keys');
  }
}
