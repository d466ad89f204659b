import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSheet } from './read-sheet';

/**
 * openSheet must stream: a catalogue near the size limit may not be held in memory. Holding these 200,000 rows
 * (or the file as one string) would take more than the allowed growth.
 * (csv-parse runs several times slower inside jest's sandbox than in the shop, hence the modest row size.)
 */
describe('streaming', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sheet-streaming-spec-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads a 200,000-row CSV with RSS growth well under 100 MB', async () => {
    const path = join(dir, 'catalogue.csv');
    const out = createWriteStream(path);
    out.write('\ufeffcatno,productname,background,price1,storage\r\n');
    for (let n = 1; n <= 200_000; n++) {
      const background = n % 10 === 0 ? `"第一行，含逗号\r\n第二行 ""引号"" ${n}"` : `背景介绍 ${n} 抗体靶点`;
      const line = `A${n},兔抗 β-actin 多克隆抗体 ${n},${background},${n % 997}.5,-20 °C ${'x'.repeat(60)}\r\n`;
      if (!out.write(line)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'finish');
    const size = (await stat(path)).size;

    const before = process.memoryUsage().rss;
    let peak = before;
    let rows = 0;
    let lastRow = 0;
    const sheet = await openSheet(path);
    for await (const row of sheet.rows) {
      rows++;
      lastRow = row.row;
      if (rows % 2000 === 0) peak = Math.max(peak, process.memoryUsage().rss);
    }
    const growth = (peak - before) / 1024 / 1024;
    console.log(`Streamed ${rows} rows of a ${(size / 1024 / 1024).toFixed(0)} MB CSV; RSS grew ${growth.toFixed(1)} MB`);

    expect(rows).toBe(200_000);
    expect(lastRow).toBe(200_001);
    expect(growth).toBeLessThan(100);
  });
});
