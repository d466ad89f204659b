import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATABASE_SERVER, dropShopDatabase, ROOT } from '../support/built-shop';

/**
 * The demo's database when it was loaded for another upload folder: a second clone on a machine where a first one
 * (since deleted) ran `npm run demo`, or an upload folder emptied by hand. The server refuses such a database (its
 * storage marker is missing from the folder), so the demo makes it again; a database the demo did not make is never
 * dropped. Runs scripts/demo-database.sh as demo.sh does, on the built migrations.
 */
describe('scripts/demo-database.sh', () => {
  const databaseUrl = `${DATABASE_SERVER}/shop_demo_database_${randomBytes(4).toString('hex')}`;
  let uploads: string;

  const prepare = () => spawnSync('bash', [join(ROOT, 'scripts/demo-database.sh')], { env: { ...process.env, DATABASE_URL: databaseUrl, UPLOAD_DIR: uploads }, encoding: 'utf8' });
  const sql = (query: string) => {
    const result = spawnSync('psql', [databaseUrl, '-tAc', query], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`psql: ${result.stderr}`);
    return result.stdout.trim();
  };
  /** What the first server start does: a marker file in the folder, its name in the database. */
  const startOnce = (marker: string) => {
    mkdirSync(join(uploads, '_shop-instances'), { recursive: true });
    writeFileSync(join(uploads, '_shop-instances', marker), 'marker\n');
    sql(`INSERT INTO shop_facts (name, value) VALUES ('storage-marker', '${marker}')`);
  };

  beforeEach(() => {
    uploads = mkdtempSync(join(tmpdir(), 'demo-uploads-'));
  });
  afterEach(() => rmSync(uploads, { recursive: true, force: true }));
  afterAll(() => dropShopDatabase(databaseUrl));

  it('creates and migrates a missing database and marks it as the demo\'s', () => {
    dropShopDatabase(databaseUrl);
    const run = prepare();
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(sql(`SELECT value FROM shop_facts WHERE name = 'made-by'`)).toBe('npm run demo');
  });

  it('keeps the demo database whose marker the upload folder holds (baskets and orders stay)', () => {
    startOnce('marker-kept');
    sql(`INSERT INTO shop_facts (name, value) VALUES ('kept-row', 'yes')`);
    const run = prepare();
    expect(run.status).toBe(0);
    expect(sql(`SELECT value FROM shop_facts WHERE name = 'kept-row'`)).toBe('yes');
    sql(`DELETE FROM shop_facts WHERE name IN ('kept-row', 'storage-marker')`);
  });

  it('makes the demo database again when the upload folder lacks its marker, and says so', () => {
    startOnce('marker-of-another-checkout');
    rmSync(join(uploads, '_shop-instances'), { recursive: true });
    const run = prepare();
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('is loaded again for this one');
    expect(sql(`SELECT count(*) FROM shop_facts WHERE name = 'storage-marker'`)).toBe('0');
    expect(sql(`SELECT value FROM shop_facts WHERE name = 'made-by'`)).toBe('npm run demo');
  });

  it('leaves a database the demo did not make alone and says what to do', () => {
    sql(`DELETE FROM shop_facts WHERE name = 'made-by'`);
    startOnce('marker-of-a-real-shop');
    rmSync(join(uploads, '_shop-instances'), { recursive: true });
    const run = prepare();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('the demo did not make it, so it is left alone');
    expect(run.stderr).toContain('npm run demo');
    expect(sql(`SELECT value FROM shop_facts WHERE name = 'storage-marker'`)).toBe('marker-of-a-real-shop');
  });
});
