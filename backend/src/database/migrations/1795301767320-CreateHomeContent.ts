import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Home-page content staff maintain: promotions (sales activities with rich text in both
 * languages), carousel pictures, and the requirement forms visitors send from /xuqiu.
 */
export class CreateHomeContent1795301767320 implements MigrationInterface {
  name = 'CreateHomeContent1795301767320';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE promotions (
        id serial PRIMARY KEY,
        name_zh varchar(200) NOT NULL,
        name_en varchar(200) NOT NULL,
        image_file varchar(160) NOT NULL DEFAULT '',
        body_zh text NOT NULL DEFAULT '',
        body_en text NOT NULL DEFAULT '',
        position smallint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by integer REFERENCES users(id) ON DELETE SET NULL
      )`);
    await q.query(`
      CREATE TABLE carousel_pictures (
        id serial PRIMARY KEY,
        image_file varchar(160) NOT NULL,
        link varchar(500) NOT NULL DEFAULT '',
        name_zh varchar(200) NOT NULL,
        name_en varchar(200) NOT NULL,
        position smallint NOT NULL DEFAULT 0
      )`);
    await q.query(`
      CREATE TABLE requirement_forms (
        id serial PRIMARY KEY,
        email varchar(254) NOT NULL DEFAULT '',
        antibody_name varchar(300) NOT NULL DEFAULT '',
        applications text[] NOT NULL DEFAULT '{}',
        sources text[] NOT NULL DEFAULT '{}',
        description text NOT NULL DEFAULT '',
        language varchar(2) NOT NULL CHECK (language IN ('zh', 'en')),
        user_id integer REFERENCES users(id) ON DELETE SET NULL,
        mailed boolean NOT NULL DEFAULT false,
        handled_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX requirement_forms_created_idx ON requirement_forms (created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE requirement_forms`);
    await q.query(`DROP TABLE carousel_pictures`);
    await q.query(`DROP TABLE promotions`);
  }
}
