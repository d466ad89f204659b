import { Client } from 'pg';
import { createDataSource } from '../database/data-source';
import { runMigrationsLocked } from '../database/run-migrations';
import { compactKey, indexText, normaliseText } from '../modules/items/text-normaliser';
import { searchIndexTextFunctionSql, searchKeyFunctionSql, searchNormalFunctionSql } from './search-normaliser';
import { REAL_FORMS } from '../../test-support/search-forms';

const SERVER = process.env.TEST_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432';

/** The PostgreSQL engine indexes with SQL functions made from the normaliser's rules: they must give the same words. */
describe('the search normaliser in SQL', () => {
  const name = `t23_normaliser_${process.pid}`;
  let admin: Client;
  let db: Client;

  beforeAll(async () => {
    admin = new Client({ connectionString: `${SERVER}/postgres` });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    db = new Client({ connectionString: `${SERVER}/${name}` });
    await db.connect();
    for (const sql of [searchNormalFunctionSql(), searchIndexTextFunctionSql(), searchKeyFunctionSql()]) await db.query(sql);
  });

  afterAll(async () => {
    await db?.end();
    await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
  });

  const extra = ['Anti-CD3 antibody [145-2C11] (FITC)', 'Tri-Methyl-Histone H3 (Lys27) (C36B11) Rabbit mAb #9733', 'αvβ3 Integrin', 'ＧＡＰＤＨ（１４Ｃ１０）', 'Cy5.5', 'p-Akt1/2/3 (Thr308)', 'IκBα', '', '   '];

  it.each([...REAL_FORMS.map(([typed]) => typed), ...extra])('%j', async (text) => {
    const [row] = (await db.query('SELECT search_normal($1) AS normal, search_index_text($1) AS index, search_key($1) AS key', [text])).rows;
    expect({ normal: row.normal, index: row.index ?? '', key: row.key }).toEqual({ normal: normaliseText(text), index: indexText(text), key: compactKey(text) });
  });
});

/**
 * Migrations are frozen text (023 holds the functions as they were generated): when the rules in text-normaliser.ts
 * change, the database keeps the old functions until a new migration carries the new ones. This fails until it does.
 */
describe('the normaliser functions a migrated database holds', () => {
  const generated = `t32_generated_${process.pid}`;
  const migrated = `t32_migrated_${process.pid}`;
  let admin: Client;

  beforeAll(async () => {
    admin = new Client({ connectionString: `${SERVER}/postgres` });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${generated}`);
    await admin.query(`CREATE DATABASE ${migrated}`);
  });

  afterAll(async () => {
    for (const name of [generated, migrated]) await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
  });

  const definitions = async (name: string): Promise<string[]> => {
    const db = new Client({ connectionString: `${SERVER}/${name}` });
    await db.connect();
    try {
      const { rows } = await db.query(
        `SELECT pg_get_functiondef(p.oid) AS def FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
          WHERE n.nspname = 'public' AND p.proname IN ('search_normal', 'search_index_text', 'search_key') ORDER BY p.proname`,
      );
      return rows.map((r: { def: string }) => r.def);
    } finally {
      await db.end();
    }
  };

  it('are the ones today\'s rules generate', async () => {
    const db = new Client({ connectionString: `${SERVER}/${generated}` });
    await db.connect();
    for (const sql of [searchNormalFunctionSql(), searchIndexTextFunctionSql(), searchKeyFunctionSql()]) await db.query(sql);
    await db.end();
    const source = await createDataSource(`${SERVER}/${migrated}`).initialize();
    await runMigrationsLocked(source);
    await source.destroy();
    const expected = await definitions(generated);
    expect(expected).toHaveLength(3);
    expect(await definitions(migrated)).toEqual(expected);
  });
});
