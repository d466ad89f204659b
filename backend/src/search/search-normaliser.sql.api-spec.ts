import { Client } from 'pg';
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
