import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 48: a carrier's name as a Chinese page shows it (顺丰速运, 京东物流); '' where the name is
 * the same in both languages (EMS, DHL, FedEx, UPS). Orders keep what staff typed; pages, mails and
 * the desk show the known carrier's name in their language.
 */
export class CarrierChineseNames1795700000090 implements MigrationInterface {
  name = 'CarrierChineseNames1795700000090';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE carriers ADD COLUMN name_zh varchar(100) NOT NULL DEFAULT ''`);
    await q.query(`UPDATE carriers SET name_zh = '顺丰速运' WHERE name = 'SF Express'`);
    await q.query(`UPDATE carriers SET name_zh = '京东物流' WHERE name = 'JD Logistics'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE carriers DROP COLUMN name_zh');
  }
}
