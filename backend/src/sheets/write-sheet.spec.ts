import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import * as ExcelJS from 'exceljs';
import { applyFormulaGuard, unescapeFormulaGuard } from './formula-guard';
import { openSheet, type SheetFormat } from './read-sheet';
import { createSheetStreamWriter, createSheetWriter } from './write-sheet';
import { XlsxPackage } from './xlsx-package';

let dir: string;
let count = 0;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'write-sheet-spec-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const header = ['catno', 'productname', 'storage', 'background'];
/** Cells an export really meets, and the ones a hostile or unlucky catalogue holds. */
const rows = [
  ['A001', '兔抗 β-actin 多克隆抗体', '-20 °C', '=HYPERLINK("x")'],
  ['A002', '+86 21 5555 0000', '@home', 'line one\nline two'],
  ['A003', "'=already guarded", "'plain apostrophe", '\ttab first'],
  ['A004', 'comma, and "quotes"', ' leading and trailing ', ''],
  ['A005', '', '', 'R&amp;D &lt;b&gt; stays literal'],
  ["''=two apostrophes", '=1+1', '-', '中文，全角标点。'],
];

async function write(format: SheetFormat, data: string[][]): Promise<string> {
  const path = join(dir, `export-${++count}.${format}`);
  const writer = await createSheetWriter(path, format, header);
  for (const cells of data) await writer.write(cells);
  await writer.close();
  return path;
}

async function readBack(path: string, unescape: (cell: string) => string) {
  const sheet = await openSheet(path);
  const cells: string[][] = [];
  for await (const row of sheet.rows) cells.push(row.cells.map(unescape));
  return { header: sheet.header, cells };
}

describe('formula guard', () => {
  it.each(['=HYPERLINK("x")', '+1', '-20 °C', '@SUM(A1)', '\tx', '\rx', "'=x", "''-1"])(
    'guards %j and gives it back exactly',
    (cell) => {
      expect(applyFormulaGuard(cell)).toBe(`'${cell}`);
      expect(unescapeFormulaGuard(applyFormulaGuard(cell))).toBe(cell);
    },
  );

  it.each(['A001', "'quoted", "'", '', '中文', ' =x'])('leaves %j alone', (cell) => {
    expect(applyFormulaGuard(cell)).toBe(cell);
    expect(unescapeFormulaGuard(cell)).toBe(cell);
  });
});

describe('sheet writers', () => {
  it('writes CSV as UTF-8 with BOM, commas, CRLF and an apostrophe before formula-like cells', async () => {
    const path = await write('csv', [['A001', '=HYPERLINK("x")', '-20 °C', 'two\nlines']]);
    const bytes = await readFile(path);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(
      'catno,productname,storage,background\r\nA001,"\'=HYPERLINK(""x"")",\'-20 °C,"two\nlines"\r\n',
    );
  });

  it('round-trips CSV exactly once the importer removes the guard', async () => {
    const read = await readBack(await write('csv', rows), unescapeFormulaGuard);
    expect(read).toEqual({ header, cells: rows });
  });

  it('round-trips XLSX exactly, with no guard to remove', async () => {
    const read = await readBack(await write('xlsx', rows), (cell) => cell);
    expect(read).toEqual({ header, cells: rows });
  });

  it('stores XLSX cells as inline strings, never as formulas', async () => {
    const pkg = await XlsxPackage.open(await write('xlsx', rows));
    let xml = '';
    for await (const chunk of pkg.text('xl/worksheets/sheet1.xml', 10_000_000)) xml += chunk;
    pkg.close();
    expect(xml).toContain('<c r="D2" t="inlineStr"><is><r><t>=HYPERLINK(&quot;x&quot;)</t></r></is></c>');
    expect(xml).not.toMatch(/<f[ >]/);
    // And Excel-compatible readers see the text, not a formula.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await write('xlsx', rows));
    const cell = workbook.worksheets[0]!.getCell('D2');
    expect(cell.formula).toBeUndefined();
    expect(cell.text).toBe('=HYPERLINK("x")');
  });

  it('XLSX keeps CR LF, control characters and text that looks like an escape, as Excel does', async () => {
    const cells = ['A001', 'a\r\nb', 'c\rd\u0001e\u007f', 'literal _x0041_ and _x005F_'];
    const read = await readBack(await write('xlsx', [cells]), (cell) => cell);
    expect(read.cells).toEqual([cells]);
  });

  it('CSV keeps CR LF inside a cell', async () => {
    const read = await readBack(await write('csv', [['A001', 'a\r\nb', 'c\rd', 'e\nf']]), unescapeFormulaGuard);
    expect(read.cells).toEqual([['A001', 'a\r\nb', 'c\rd', 'e\nf']]);
  });

  it('writes only the header when there are no rows', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const sheet = await openSheet(await write(format, []));
      expect(sheet.header).toEqual(header);
      const seen: unknown[] = [];
      for await (const row of sheet.rows) seen.push(row);
      expect(seen).toEqual([]);
    }
  });

  it('refuses a row that does not match the header', async () => {
    const writer = await createSheetWriter(join(dir, 'ragged.csv'), 'csv', header);
    await expect(writer.write(['A001'])).rejects.toThrow('1 cells but the header has 4 columns');
    await writer.close();
  });

  it.each(['csv', 'xlsx'] as const)('streams %s to a Writable (an HTTP download) and ends it', async (format) => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    const writer = createSheetStreamWriter(out, format, header);
    for (const cells of rows) await writer.write(cells);
    await writer.close();
    expect(out.writableEnded).toBe(true);

    const path = join(dir, `download-${++count}`);
    await writeFile(path, Buffer.concat(chunks));
    const unescape = format === 'csv' ? unescapeFormulaGuard : (cell: string) => cell;
    expect(await readBack(path, unescape)).toEqual({ header, cells: rows });
  });

  it('names the XLSX tab when asked', async () => {
    const path = join(dir, 'named.xlsx');
    const writer = await createSheetWriter(path, 'xlsx', header, { sheetName: '产品目录' });
    await writer.close();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['产品目录']);
  });
});
