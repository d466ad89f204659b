import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, TestApp } from '../../../../test-support/test-app';
import { OrderedThreads } from '../../../sheets/ordered-threads';
import { RECORD_SELECT } from './product-record.sql';
import { SheetImportService } from './sheet-import.service';
import type { ImportOptions } from './catalogue-import';

/**
 * A sheet of more than one batch may be parsed in worker threads (parsed-sheet-rows.ts): the import must come out
 * exactly as when every row is parsed on the import's own thread — the same products, in the same order (the
 * same ids), the same report, and a row's problem still named by its row.
 */
describe('a big sheet parsed in worker threads', () => {
  let shop: TestApp;
  let dir: string;
  const ROWS = 2600;
  const HEADER = ['catno', 'productname', 'producttype', 'host', 'application', 'reactivity', 'genename', 'size1', 'price1', 'recommend', 'validation'];

  beforeAll(async () => {
    shop = await createTestApp();
    dir = await mkdtemp(join(tmpdir(), 'threads-'));
  }, 60_000);
  afterAll(() => shop.close());

  /** Row n of the sheet (the header is row 1): varied vocabularies, prices, related products ahead and behind, evidence. */
  function cells(n: number): string[] {
    const hosts = ['Rabbit', 'mouse', 'Goat'];
    const applications = ['WB', 'WB, IHC-P', 'IF, ELISA'];
    const related = n % 3 === 0 ? `TH-${n + 7}, TH-${Math.max(2, n - 5)}` : '';
    const evidence = n % 4 === 0 ? 'WB|Human|knockout||HeLa wild type vs KO;IHC-P|Human|own-data' : '';
    return [`TH-${n}`, `Anti-GENE${n % 97} Antibody ${n}`, 'Primary Antibody', hosts[n % 3], applications[n % 3], n % 2 ? 'Human, Mouse' : 'Rat',
      `GENE${n % 97}`, `${50 + (n % 5) * 50}ul`, `${1000 + n}.${n % 10}`, n + 7 <= ROWS + 1 ? related : '', evidence];
  }

  async function sheet(name: string, change: (n: number, row: string[]) => string[] = (_, row) => row): Promise<string> {
    const lines = [HEADER.join(',')];
    for (let n = 2; n <= ROWS + 1; n++) lines.push(change(n, cells(n)).map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','));
    const path = join(dir, name);
    await writeFile(path, lines.join('\n'));
    return path;
  }

  const importSheet = (path: string, options: Partial<ImportOptions>) => shop.app.get(SheetImportService).importSheet(path, null, { dryRun: false, ...options });
  const stored = async () =>
    (await shop.dataSource.query(`${RECORD_SELECT} ORDER BY p.id`)).map(({ updated_at, ...rest }: Record<string, unknown>) => rest);

  it('reports the same problems, by row, as parsing on one thread', async () => {
    // Problems beyond the first batch, which the threads parse: a bad price, an unknown host; and one the import's
    // own thread finds across rows, a related product nowhere.
    const path = await sheet('problems.csv', (n, row) => {
      if (n === 1900) row[8] = 'twelve';
      if (n === 2400) row[3] = 'Dragon';
      if (n === 2450) row[9] = 'TH-99999';
      return row;
    });
    const threads = jest.spyOn(OrderedThreads.prototype, 'inOrder');
    const parallel = await importSheet(path, { dryRun: true, threads: true });
    expect(threads).toHaveBeenCalled();
    threads.mockClear();
    const single = await importSheet(path, { dryRun: true, threads: false });
    expect(threads).not.toHaveBeenCalled();
    threads.mockRestore();
    expect(parallel.report).toEqual(single.report);
    expect(parallel.report.rows).toBe(ROWS);
    expect(parallel.report.problems.map((p) => [p.row, p.column])).toEqual([[1900, 'price1'], [2400, 'host'], [2450, 'recommend']]);
    expect(parallel.report.problems[1].message.en).toMatch(/^unknown value "Dragon"/);
  });

  it('stores the same products in the same order, with the same report, as parsing on one thread', async () => {
    const path = await sheet('catalogue.csv');
    // Ids from 1 for both imports (the dry runs above used some of the sequence).
    const empty = () => shop.dataSource.query('TRUNCATE products, product_prices, product_images, product_evidence, product_references, product_search RESTART IDENTITY CASCADE');
    await empty();
    const single = await importSheet(path, { threads: false });
    expect(single.report).toMatchObject({ rows: ROWS, created: ROWS, problemCount: 0 });
    const singleProducts = await stored();
    await empty();

    const parallel = await importSheet(path, { threads: true });
    expect(parallel.report).toEqual(single.report);
    expect(parallel.changedIds).toEqual(single.changedIds);
    expect(await stored()).toEqual(singleProducts);
    expect(singleProducts[ROWS - 1]).toMatchObject({ catalogueNumber: `TH-${ROWS + 1}`, prices: [{ option: 1, priceFen: (1000 + ROWS + 1) * 100 + ((ROWS + 1) % 10) * 10 }] });
  });
});
