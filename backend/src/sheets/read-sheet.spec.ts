import { mkdtemp, readdir, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSheet, SHEET_LIMITS, sheetFormatOf, type SheetRow } from './read-sheet';
import { SheetError } from './sheet-error';
import { writeXlsx } from '../../test-support/xlsx-fixture';
import { waitForValue } from '../../test-support/wait-for';

let dir: string;
let count = 0;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'read-sheet-spec-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function file(content: string | Buffer): Promise<string> {
  const path = join(dir, `sheet-${++count}`);
  await writeFile(path, content);
  return path;
}

/** Descriptors this process holds open (Linux). */
async function openFiles(): Promise<number> {
  return (await readdir('/proc/self/fd')).length;
}

async function readAll(path: string): Promise<{ header: string[]; rows: SheetRow[] }> {
  const sheet = await openSheet(path);
  const rows: SheetRow[] = [];
  for await (const row of sheet.rows) rows.push(row);
  return { header: sheet.header, rows };
}

async function refusal(promise: Promise<unknown>): Promise<SheetError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SheetError);
  return error as SheetError;
}

describe('openSheet on CSV', () => {
  it('reads UTF-8 without BOM', async () => {
    const sheet = await readAll(await file('catno,productname\nA001,抗体 β-actin\nA002,GAPDH\n'));
    expect(sheet.header).toEqual(['catno', 'productname']);
    expect(sheet.rows).toEqual([
      { row: 2, cells: ['A001', '抗体 β-actin'] },
      { row: 3, cells: ['A002', 'GAPDH'] },
    ]);
  });

  it('drops the UTF-8 BOM Excel writes, so the first column name is clean', async () => {
    const path = await file('\ufeffcatno,host\r\nA001,兔\r\n');
    const sheet = await readAll(path);
    expect(await sheetFormatOf(path)).toBe('csv');
    expect(sheet.header).toEqual(['catno', 'host']);
    expect(sheet.rows).toEqual([{ row: 2, cells: ['A001', '兔'] }]);
  });

  it('detects a tab-delimited file from its header line and keeps commas inside cells', async () => {
    const sheet = await readAll(await file('catno\tapplication\tsize\nA001\tWB, IHC\t100 µl\n'));
    expect(sheet.header).toEqual(['catno', 'application', 'size']);
    expect(sheet.rows).toEqual([{ row: 2, cells: ['A001', 'WB, IHC', '100 µl'] }]);
  });

  it('reads Excel "Unicode text" (UTF-16LE with BOM, tab-delimited)', async () => {
    const text = Buffer.from('\ufeffcatno\tproductname\r\nA001\t小鼠单抗\r\n', 'utf16le');
    const sheet = await readAll(await file(text));
    expect(sheet.header).toEqual(['catno', 'productname']);
    expect(sheet.rows).toEqual([{ row: 2, cells: ['A001', '小鼠单抗'] }]);
  });

  it('counts a quoted multi-line cell as one spreadsheet row', async () => {
    const csv = 'catno,background\r\nA001,"line one\r\nline two, with ""quotes"""\r\nA002,plain\r\n';
    const sheet = await readAll(await file(csv));
    expect(sheet.rows).toEqual([
      { row: 2, cells: ['A001', 'line one\r\nline two, with "quotes"'] },
      { row: 3, cells: ['A002', 'plain'] },
    ]);
  });

  it('skips blank rows but keeps counting them, and ignores trailing empty lines', async () => {
    const sheet = await readAll(await file('catno,host\n\nA001,兔\n,\nA002,鼠\n\n\n\n'));
    expect(sheet.rows).toEqual([
      { row: 3, cells: ['A001', '兔'] },
      { row: 5, cells: ['A002', '鼠'] },
    ]);
  });

  it('keeps a lone quote inside an unquoted cell as text', async () => {
    const sheet = await readAll(await file('catno,form\nA001,5" tube\n'));
    expect(sheet.rows[0]?.cells).toEqual(['A001', '5" tube']);
  });

  it('leaves out columns Excel merely formatted (trailing empty header cells)', async () => {
    const sheet = await readAll(await file('catno,host,,\nA001,兔,,\n'));
    expect(sheet.header).toEqual(['catno', 'host']);
    expect(sheet.rows).toEqual([{ row: 2, cells: ['A001', '兔'] }]);
  });

  it('refuses a value under a column without a name, naming the row', async () => {
    const sheet = await openSheet(await file('catno,host,\nA001,兔,\nA002,鼠,extra\n'));
    const rows: number[] = [];
    const error = await refusal(
      (async () => {
        for await (const row of sheet.rows) rows.push(row.row);
      })(),
    );
    expect(rows).toEqual([2]);
    expect(error.row).toBe(3);
    expect(error.text.en).toMatch(/^Row 3: column 3 has a value/);
  });

  it('refuses a row with the wrong number of cells, naming its spreadsheet row', async () => {
    const csv = 'catno,host,size\nA001,"兔\nrabbit",100ul\n\nA002,鼠\n';
    const error = await refusal(readAll(await file(csv)));
    expect(error.row).toBe(4);
    expect(error.reason.en).toContain('this row has 2 cells but the header has 3 columns');
    expect(error.text.zh).toMatch(/^第 4 行：这一行有 2 个单元格，而表头有 3 列/);
    expect(error.getStatus()).toBe(400);
  });

  it('refuses an unclosed quote, naming the row where it starts', async () => {
    const error = await refusal(readAll(await file('catno,host\nA001,兔\nA002,"鼠\nA003,羊\n')));
    expect(error.row).toBe(3);
    expect(error.reason.en).toContain('never closed');
  });

  it('refuses text that is not UTF-8 (a GBK file from Chinese Excel) instead of garbling it', async () => {
    const gbk = Buffer.concat([Buffer.from('catno\n'), Buffer.from([0xbf, 0xb9, 0xcc, 0xe5]), Buffer.from('\n')]); // 抗体
    const error = await refusal(readAll(await file(gbk)));
    expect(error.text.en).toContain('not UTF-8');
    expect(error.text.zh).toContain('CSV UTF-8');
  });

  it('refuses an empty file', async () => {
    const error = await refusal(openSheet(await file('\ufeff\r\n\r\n')));
    expect(error.text.en).toContain('empty');
  });

  it('refuses an old .xls file by its content', async () => {
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    const error = await refusal(openSheet(await file(xls)));
    expect(error.text.en).toContain('.xls');
  });

  it(`refuses a file above ${SHEET_LIMITS.maxBytes} bytes before parsing it`, async () => {
    const path = await file('catno\n');
    await truncate(path, SHEET_LIMITS.maxBytes + 1); // sparse: takes no disk and no time
    const error = await refusal(openSheet(path));
    expect(error.getStatus()).toBe(413);
    expect(error.text).toEqual({
      zh: expect.stringContaining('300 MB'),
      en: expect.stringContaining('at most 300 MB'),
    });
  });

  it('accepts a file of exactly the limit', async () => {
    const path = await file('catno\nA001\n');
    await truncate(path, SHEET_LIMITS.maxBytes); // the rest are NUL bytes, valid UTF-8: one long cell
    const sheet = await openSheet(path);
    expect(sheet.header).toEqual(['catno']);
    await sheet.close();
  });

  /** Larger than what a read stream takes in one go, so that the file stays open until the reader lets go. */
  async function largeSheet(format: 'csv' | 'xlsx'): Promise<string> {
    const catnos = Array.from({ length: 30_000 }, (_, n) => `A${String(n + 1).padStart(5, '0')}`);
    if (format === 'csv') return file(['catno', ...catnos].join('\n'));
    const path = join(dir, `large-${++count}.xlsx`);
    const cell = (n: number, text: string) => `<row r="${n}"><c r="A${n}" t="inlineStr"><is><t>${text}</t></is></c></row>`;
    await writeXlsx(path, { sheets: [{ name: 'S', rows: ['catno', ...catnos].map((text, n) => cell(n + 1, text)).join('') }] });
    return path;
  }

  /**
   * The number of open files once it reaches `expected`, or after 2 s what it is then: descriptors close on
   * later turns of the event loop, later still on a loaded machine; a descriptor left open stays counted.
   */
  async function openFilesSettling(expected: number): Promise<number> {
    return waitForValue(openFiles, (open) => open === expected, 2000, `open files back to ${expected}`, 10);
  }

  it.each(['csv', 'xlsx'] as const)('closes the %s file when the caller stops early', async (format) => {
    const path = await largeSheet(format);
    const before = await openFiles();
    const sheet = await openSheet(path);
    for await (const row of sheet.rows) {
      expect(row).toEqual({ row: 2, cells: ['A00001'] });
      break;
    }
    expect(await openFilesSettling(before)).toBe(before);
  });

  it.each(['csv', 'xlsx'] as const)('closes the %s file when the caller reads only the header', async (format) => {
    const path = await largeSheet(format);
    const before = await openFiles();
    const sheet = await openSheet(path);
    expect(sheet.header).toEqual(['catno']);
    expect(await openFilesSettling(before + 1)).toBe(before + 1);
    await sheet.close();
    expect(await openFilesSettling(before)).toBe(before);
  });
});
