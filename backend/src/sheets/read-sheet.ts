import { HttpStatus } from '@nestjs/common';
import { open, stat } from 'node:fs/promises';
import { readCsvRecords } from './csv-reader';
import { SheetError } from './sheet-error';
import { SHEET_LIMITS } from './sheet-limits';
import { fitToHeader, headerOf, isBlank, type NumberedCells } from './sheet-rows';
import { readXlsxRecords } from './xlsx-reader';

export { SHEET_LIMITS } from './sheet-limits';
export { SheetError } from './sheet-error';
export { unescapeFormulaGuard } from './formula-guard';

export type SheetFormat = 'csv' | 'xlsx';

export interface SheetRow {
  /** Spreadsheet row number: the header is row 1 (unless blank rows precede it); gaps where blank rows were. */
  row: number;
  /** One text cell per header column. */
  cells: string[];
}

export interface SheetReader {
  format: SheetFormat;
  /** Column names from the first non-blank row, up to its last non-empty cell. Not trimmed or otherwise changed. */
  header: string[];
  /** Spreadsheet row number of the header (1 unless blank rows precede it). */
  headerRow: number;
  /**
   * Data rows in file order, read while iterating (once). Blank rows are skipped. A problem in the file
   * (ragged row, unclosed quote, damaged XLSX) rejects the iteration with a SheetError naming the row.
   * CSV cells still carry the formula guard: apply `unescapeFormulaGuard` to them.
   */
  rows: AsyncIterable<SheetRow>;
  /** Releases the file when the rows are not read to the end (breaking out of `for await` does this too). */
  close(): Promise<void>;
}

/**
 * Opens a catalogue sheet, reading only its header. Detects the format from the content (XLSX = ZIP magic,
 * else CSV), refuses files above SHEET_LIMITS.maxBytes before parsing, and streams: never holds the whole file.
 */
export async function openSheet(path: string): Promise<SheetReader> {
  const { size } = await stat(path);
  if (size > SHEET_LIMITS.maxBytes) {
    const limit = SHEET_LIMITS.maxBytes / 1024 / 1024;
    throw new SheetError(
      {
        zh: `文件过大：表格文件不能超过 ${limit} MB。请拆分成几个文件分别导入。`,
        en: `The file is too large: a sheet may be at most ${limit} MB. Split it into several files and import them one by one.`,
      },
      { status: HttpStatus.PAYLOAD_TOO_LARGE },
    );
  }
  const format = await sheetFormatOf(path);
  const records: AsyncGenerator<NumberedCells> = format === 'csv' ? readCsvRecords(path) : readXlsxRecords(path);
  let first: IteratorResult<NumberedCells>;
  try {
    do first = await records.next();
    while (!first.done && isBlank(first.value.cells));
  } catch (error) {
    await records.return(undefined);
    throw error;
  }
  if (first.done) {
    throw new SheetError({
      zh: '文件是空的：第一行应为表头（列名）。',
      en: 'The file is empty: its first row should be the header (column names).',
    });
  }
  const header = headerOf(first.value.cells);
  return {
    format,
    header,
    headerRow: first.value.row,
    rows: dataRows(records, header.length),
    close: async () => {
      await records.return(undefined);
    },
  };
}

async function* dataRows(records: AsyncGenerator<NumberedCells>, width: number): AsyncGenerator<SheetRow> {
  try {
    for await (const record of { [Symbol.asyncIterator]: () => records }) {
      if (isBlank(record.cells)) continue;
      yield { row: record.row, cells: fitToHeader(record, width) };
    }
  } finally {
    await records.return(undefined);
  }
}

const ZIP = [0x50, 0x4b];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** XLSX when the file starts with a ZIP header (PK\x03\x04, or PK\x05\x06 for an empty ZIP), CSV otherwise. */
export async function sheetFormatOf(path: string): Promise<SheetFormat> {
  const file = await open(path, 'r');
  const head = Buffer.alloc(8);
  try {
    await file.read(head, 0, head.length, 0);
  } finally {
    await file.close();
  }
  if (startsWith(head, OLE)) {
    // Excel also wraps password-protected .xlsx files in this container.
    throw new SheetError({
      zh: '不支持旧版 Excel（.xls）或设有密码的工作簿。请在 Excel 中另存为 .xlsx（不设密码）或 CSV UTF-8 后再上传。',
      en: 'Old Excel (.xls) files and password-protected workbooks are not supported. Save it as .xlsx (without a password) or CSV UTF-8 and upload it again.',
    });
  }
  if (startsWith(head, [...ZIP, 0x03, 0x04]) || startsWith(head, [...ZIP, 0x05, 0x06])) return 'xlsx';
  return 'csv';
}

function startsWith(head: Buffer, magic: number[]): boolean {
  return magic.every((byte, index) => head[index] === byte);
}
