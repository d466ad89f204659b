import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, TestApp } from '../../../../test-support/test-app';
import { watchStatementOverlap } from '../../../../test-support/statement-overlap';
import { SheetImportService } from './sheet-import.service';

/**
 * The import keeps parsing, checking and writing busy at once (import-pipeline.ts), all on its transaction's one
 * connection: the next batch's read is asked for while this batch is written. Those statements must reach the
 * connection one after another; node-postgres 8 queued overlapping ones with a DeprecationWarning printed by every
 * import of more than one batch, and pg 9 refuses them.
 */
describe('a sheet of several batches', () => {
  let shop: TestApp;
  let dir: string;
  const ROWS = 2500;

  beforeAll(async () => {
    shop = await createTestApp();
    dir = await mkdtemp(join(tmpdir(), 'in-turn-'));
  }, 60_000);
  afterAll(() => shop.close());

  async function sheet(name: string, price: number): Promise<string> {
    const lines = ['catno,productname,producttype,host,application,reactivity,genename,size1,price1,recommend,validation'];
    for (let n = 1; n <= ROWS; n++) {
      const related = n % 5 === 0 ? `"TURN-${(n % ROWS) + 1}, TURN-${n > 1 ? n - 1 : 2}"` : '';
      const evidence = n % 4 === 0 ? 'WB|Human|knockout||HeLa wild type vs KO' : '';
      lines.push(`TURN-${n},Anti-TURN${n} Antibody,Primary Antibody,Rabbit,WB,Human,TURN${n},100ul,${price + n},${related},${evidence}`);
    }
    const path = join(dir, name);
    await writeFile(path, lines.join('\n'));
    return path;
  }

  it('sends its statements to the connection one at a time, creating and then changing every product', async () => {
    const importSheet = (path: string) => shop.app.get(SheetImportService).importSheet(path, null, { dryRun: false });
    const overlap = watchStatementOverlap();
    try {
      const created = await importSheet(await sheet('first.csv', 1000));
      expect(created.report).toMatchObject({ rows: ROWS, created: ROWS, problemCount: 0 });
      const changed = await importSheet(await sheet('prices.csv', 2000));
      expect(changed.report).toMatchObject({ rows: ROWS, updated: ROWS, problemCount: 0 });
      expect(overlap.most()).toBe(1);
    } finally {
      overlap.stop();
    }
  });
});
