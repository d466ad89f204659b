import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import * as ExcelJS from 'exceljs';
import { applyFormulaGuard } from './formula-guard';
import { encodeXstring } from './xlsx-text-escape';
import type { SheetFormat } from './read-sheet';

export interface SheetWriter {
  /** Writes one row; it must have one cell per header column. Waits while the destination is busy. */
  write(cells: string[]): Promise<void>;
  /** Finishes the file and ends the destination. */
  close(): Promise<void>;
}

/** How one column is laid out in XLSX (CSV has neither types nor widths). */
export interface SheetColumnLayout {
  /** Cells are numbers (prices, counts): written as number cells so a spreadsheet sums and sorts them. */
  numeric?: boolean;
  /** Width in characters; without it, the header's width. */
  width?: number;
}

export interface SheetWriterOptions {
  /** Name of the XLSX worksheet tab. */
  sheetName?: string;
  /** One per header column, in order; columns not given are text as wide as their header. */
  columns?: readonly SheetColumnLayout[];
}

/** Narrowest and widest column a sheet opens with: wide enough for a catalogue number, never wider than a screen. */
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

/** Display width of a header: Chinese characters take two columns in a spreadsheet. */
function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(ch) ? 2 : 1;
  return width;
}

const columnWidth = (header: string, layout: SheetColumnLayout | undefined): number =>
  Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, layout?.width ?? 0, textWidth(header) + 2));

/**
 * A plain decimal as staff and the exports write it (2320, 12.5, -3), which reads back as the same text: anything
 * else (12.50, 1e3, 007) stays text, never changed.
 */
const PLAIN_NUMBER = /^-?(?:0|[1-9]\d{0,14})(?:\.\d{0,5}[1-9])?$/;

/**
 * Writes a sheet file the importer reads back exactly.
 *
 * CSV: UTF-8 with BOM (so Excel shows Chinese correctly), comma, CRLF. Cells that a spreadsheet would run as a
 * formula (= + - @ tab CR) get a leading apostrophe; the importer removes it with `unescapeFormulaGuard`.
 * XLSX: every cell a string, never a formula, so no apostrophe is added there: the asymmetry is deliberate. Columns
 * laid out as numeric hold number cells where the text is a plain decimal (the importer reads them back as that text).
 * CR and control characters are kept the way Excel keeps them (_x000D_).
 */
export async function createSheetWriter(
  path: string,
  format: SheetFormat,
  header: string[],
  options: SheetWriterOptions = {},
): Promise<SheetWriter> {
  const file = createWriteStream(path);
  await new Promise<void>((resolve, reject) => {
    file.once('open', () => resolve());
    file.once('error', reject);
  });
  const writer = createSheetStreamWriter(file, format, header, options);
  return {
    write: (cells) => writer.write(cells),
    close: async () => {
      await writer.close();
      await finished(file);
    },
  };
}

/** The same, writing to a stream (an HTTP response for a download); `close` ends the stream. */
export function createSheetStreamWriter(
  out: Writable,
  format: SheetFormat,
  header: string[],
  options: SheetWriterOptions = {},
): SheetWriter {
  const writer = format === 'csv' ? csvWriter(out) : xlsxWriter(out, header, options);
  const width = header.length;
  let headerWritten: Promise<void> | null = null;
  const ready = () => (headerWritten ??= writer.write(header));
  return {
    write: async (cells) => {
      if (cells.length !== width) {
        throw new Error(`Sheet row has ${cells.length} cells but the header has ${width} columns`);
      }
      await ready();
      await writer.write(cells);
    },
    close: async () => {
      await ready();
      await writer.close();
    },
  };
}

interface RowSink {
  write(cells: string[]): Promise<void>;
  close(): Promise<void>;
}

function csvWriter(out: Writable): RowSink {
  const csv = stringify({ bom: true, delimiter: ',', record_delimiter: 'windows', quoted_match: /[\r\n]/ });
  csv.pipe(out);
  let failure: unknown = null;
  const fail = (error: unknown) => (failure ??= error);
  csv.on('error', fail);
  out.on('error', fail);
  return {
    write: async (cells) => {
      if (failure) throw failure;
      if (!csv.write(cells.map(applyFormulaGuard))) await drained(csv, out);
    },
    close: async () => {
      if (failure) throw failure;
      csv.end();
      await finished(out);
    },
  };
}

/**
 * exceljs' "streaming" writer still keeps the worksheet XML in memory until `close` (its StreamBuf retains what it
 * passes on): about 0.4 KB a row of catalogue text, 45 MB for 100,000 rows. Fine for a catalogue; CSV streams.
 */
function xlsxWriter(out: Writable, header: string[], options: SheetWriterOptions): RowSink {
  // No shared-strings table: exceljs would hold every distinct text of the export in memory a second time.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const worksheet = workbook.addWorksheet(options.sheetName ?? 'Sheet1');
  // Set before the first row is committed: the streaming writer writes <cols> ahead of the rows.
  worksheet.columns = header.map((text, i) => ({ width: columnWidth(text, options.columns?.[i]) }));
  const numeric = header.map((_, i) => options.columns?.[i]?.numeric === true);
  let rowsWritten = 0;
  let failure: unknown = null;
  out.on('error', (error) => (failure ??= error));
  return {
    write: async (cells) => {
      if (failure) throw failure;
      // The first row is the header: text whatever its column holds.
      const firstRow = rowsWritten++ === 0;
      worksheet.addRow(cells.map((cell, i) => (numeric[i] && !firstRow ? numberCell(cell) : textCell(cell)))).commit();
    },
    close: async () => {
      if (failure) throw failure;
      worksheet.commit();
      await workbook.commit();
      await finished(out);
    },
  };
}

/**
 * A text cell, never a formula whatever it starts with: exceljs writes a one-run rich text as an inline string
 * (<is><r><t xml:space="preserve">), the standard form for text without a shared-strings table.
 */
function textCell(cell: string): ExcelJS.CellRichTextValue | null {
  return cell === '' ? null : { richText: [{ text: encodeXstring(cell) }] };
}

/** A number cell for a plain decimal; any other text (a typo, "on request") is kept as text. */
function numberCell(cell: string): number | ExcelJS.CellRichTextValue | null {
  return PLAIN_NUMBER.test(cell) ? Number(cell) : textCell(cell);
}

/** Resolves on 'drain', rejects if either stream fails or the destination closes first (a client that went away). */
function drained(stream: NodeJS.ReadWriteStream, out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      stream.off('drain', onDrain);
      stream.off('error', onError);
      out.off('error', onError);
      out.off('close', onClose);
    };
    const onDrain = () => {
      cleanup();
      resolve();
    };
    const onError = (error: unknown) => {
      cleanup();
      reject(error);
    };
    const onClose = () => onError(new Error('The sheet destination closed before the sheet was written'));
    stream.on('drain', onDrain);
    stream.on('error', onError);
    out.on('error', onError);
    out.on('close', onClose);
  });
}
