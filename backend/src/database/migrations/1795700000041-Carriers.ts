import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31: the carriers the shop knows, with the address of their tracking page ({number} stands for
 * the tracking number) and the names staff may type for them when shipping. Staff add more on the
 * carriers page; these six are where the shop starts.
 */
export class Carriers1795700000041 implements MigrationInterface {
  name = 'Carriers1795700000041';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE carriers (
      id serial PRIMARY KEY,
      name varchar(100) NOT NULL UNIQUE,
      aliases text[] NOT NULL DEFAULT '{}',
      tracking_url varchar(500) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`INSERT INTO carriers (name, aliases, tracking_url) VALUES
      ('SF Express', ARRAY['顺丰速运', '顺丰', 'SF', '顺丰快递'], 'https://www.sf-express.com/chn/sc/waybill/waybill-detail/{number}'),
      ('JD Logistics', ARRAY['京东物流', '京东', 'JD', '京东快递'], 'https://www.jdl.com/orderSearch/?waybillCodes={number}'),
      ('EMS', ARRAY['中国邮政 EMS', '邮政 EMS', '中国邮政', 'China Post EMS'], 'https://www.ems.com.cn/queryList?mailNum={number}'),
      ('DHL', ARRAY['DHL Express', '敦豪'], 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id={number}'),
      ('FedEx', ARRAY['联邦快递', 'Federal Express'], 'https://www.fedex.com/fedextrack/?trknbr={number}'),
      ('UPS', ARRAY['联合包裹', 'UPS Express'], 'https://www.ups.com/track?tracknum={number}')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE carriers');
  }
}
