import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Staff enter the carrier and tracking number when they ship (issue 25); the shipped mail and the order page carry them. */
export class OrderShipmentTracking1795700000027 implements MigrationInterface {
  name = 'OrderShipmentTracking1795700000027';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN carrier varchar(100) NOT NULL DEFAULT '', ADD COLUMN tracking_number varchar(100) NOT NULL DEFAULT ''`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE orders DROP COLUMN tracking_number, DROP COLUMN carrier');
  }
}
