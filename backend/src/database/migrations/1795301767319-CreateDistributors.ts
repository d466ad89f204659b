import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Distributors by province (spec section 3). Each distributor row is written in one interface
 * language (the API's enorch), as is the province name it is filed under. A province's zh and en
 * rows share a code, so a province named in one language finds the distributors of the other.
 */
export class CreateDistributors1795301767319 implements MigrationInterface {
  name = 'CreateDistributors1795301767319';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE provinces (
        id serial PRIMARY KEY,
        code varchar(40) NOT NULL,
        name varchar(60) NOT NULL,
        language varchar(2) NOT NULL CHECK (language IN ('zh', 'en')),
        position smallint NOT NULL DEFAULT 0,
        UNIQUE (language, code),
        UNIQUE (language, name)
      )`);
    await q.query(`
      CREATE TABLE distributors (
        id serial PRIMARY KEY,
        province_id integer NOT NULL REFERENCES provinces(id) ON DELETE CASCADE,
        name varchar(200) NOT NULL,
        address varchar(300) NOT NULL DEFAULT '',
        website varchar(300) NOT NULL DEFAULT '',
        email varchar(254) NOT NULL DEFAULT '',
        telephone varchar(60) NOT NULL DEFAULT '',
        position smallint NOT NULL DEFAULT 0
      )`);
    await q.query(`CREATE INDEX distributors_province_idx ON distributors (province_id, position)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE distributors`);
    await q.query(`DROP TABLE provinces`);
  }
}
