import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream';
import { CsvError, parse, type Info } from 'csv-parse';
import type { LocalizedText } from '@shop/contract';
import { SheetError } from './sheet-error';
import { SHEET_LIMITS } from './sheet-limits';
import { encodingFromBom, StrictTextDecoder, type TextEncoding } from './text-encoding';

/** One record as the file has it, numbered the way a spreadsheet program shows it. */
export interface CsvRecord {
  row: number;
  cells: string[];
}

/** Enough of the file to hold the header line. */
const PEEK_BYTES = 64 * 1024;

/**
 * Streams the records of a CSV (or tab-separated) file. Row numbers count records, not lines, as Excel does
 * when it opens the file: a quoted cell spanning several lines is one row, a blank line is a row of its own
 * (skipped here, but counted).
 */
export async function* readCsvRecords(path: string): AsyncGenerator<CsvRecord> {
  const { encoding, delimiter } = await sniff(path);
  const parser = parse({
    delimiter,
    bom: true,
    info: true,
    relax_column_count: false,
    // A lone quote inside an unquoted cell (5" tube) is kept as text, as Excel does.
    relax_quotes: true,
    skip_empty_lines: true,
    max_record_size: SHEET_LIMITS.maxRowChars,
  });
  // Errors reach the loop below through the parser, which pipeline destroys with the first error.
  pipeline(createReadStream(path), new StrictTextDecoder(encoding), parser, () => undefined);
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: Info }>) {
      yield { row: info.records + info.empty_lines, cells: record };
    }
  } catch (error) {
    throw error instanceof CsvError ? fromCsvError(error) : error;
  } finally {
    parser.destroy();
  }
}

async function sniff(path: string): Promise<{ encoding: TextEncoding; delimiter: ',' | '\t' }> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(PEEK_BYTES);
    const { bytesRead } = await file.read(head, 0, PEEK_BYTES, 0);
    const encoding = encodingFromBom(head);
    // Not fatal: a multi-byte character may be cut at the end of the peek; real checking happens while streaming.
    const text = new TextDecoder(encoding).decode(head.subarray(0, bytesRead));
    return { encoding, delimiter: delimiterOf(text) };
  } finally {
    await file.close();
  }
}

/** Tab when the header line has more tabs than commas outside quotes (Excel's "Unicode text"), comma otherwise. */
export function delimiterOf(text: string): ',' | '\t' {
  let commas = 0;
  let tabs = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (char === '\n' || char === '\r') break;
    else if (char === ',') commas++;
    else if (char === '\t') tabs++;
  }
  return tabs > commas ? '\t' : ',';
}

function fromCsvError(error: CsvError): SheetError {
  const details = error as CsvError & { records?: number; empty_lines?: number };
  const row = (details.records ?? 0) + (details.empty_lines ?? 0) + 1;
  return new SheetError(csvProblem(error), { row, cause: error });
}

function csvProblem(error: CsvError): LocalizedText {
  switch (error.code) {
    case 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH':
    case 'CSV_RECORD_INCONSISTENT_COLUMNS': {
      const got = /got (\d+)/.exec(error.message)?.[1];
      const expected = /expect (\d+)/.exec(error.message)?.[1];
      return {
        zh: `这一行有 ${got ?? '?'} 个单元格，而表头有 ${expected ?? '?'} 列。请检查是否有多余或缺少的分隔符。`,
        en: `this row has ${got ?? '?'} cells but the header has ${expected ?? '?'} columns. Check for a missing or extra delimiter.`,
      };
    }
    case 'CSV_QUOTE_NOT_CLOSED':
      return {
        zh: '引号没有闭合：从这一行开始的带引号单元格一直到文件末尾都没有结束。',
        en: 'a quoted cell starting in this row is never closed before the end of the file.',
      };
    case 'CSV_MAX_RECORD_SIZE':
      return {
        zh: `这一行超过 ${SHEET_LIMITS.maxRowChars} 个字符，可能是引号没有闭合。`,
        en: `this row is longer than ${SHEET_LIMITS.maxRowChars} characters; a quote is probably not closed.`,
      };
    default:
      return {
        zh: `CSV 格式错误（${error.code}）。`,
        en: `the CSV is malformed (${error.code}: ${error.message}).`,
      };
  }
}
