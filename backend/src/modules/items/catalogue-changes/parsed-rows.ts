import type { LocalizedText, VocabularyCheck } from '@shop/contract';
import type { ProductChange } from './catalogue-writer';
import { Cells, parseProductCells } from './product-cells';
import type { PictureReference, RowProblem } from './product-record';

/** A sheet row read as the product it describes. */
export interface ParsedRow {
  row: number;
  key: string;
  change: ProductChange;
  pictures?: PictureReference[];
}

/**
 * Rows parsed together and the problems their own cells have, in row order. Plain data: a batch parsed in a
 * worker thread crosses to the import as it is (see parsing-threads.ts).
 */
export interface ParsedBatch {
  rows: ParsedRow[];
  problems: RowProblem[];
}

const WRONG_CELL_COUNT = (found: number, expected: number): LocalizedText => ({
  zh: `该行有 ${found} 个单元格，表头有 ${expected} 列`,
  en: `the row has ${found} cells, the header has ${expected} columns`,
});

/**
 * Reads sheet rows as products: every check that needs only the row itself. Whatever looks across rows
 * (a catalogue number twice, related products, pictures) is the import's, on the main thread. `header`:
 * the sheet's column names, trimmed.
 */
export function parseRows(header: string[], rows: { row: number; cells: string[] }[], values: VocabularyCheck): ParsedBatch {
  const batch: ParsedBatch = { rows: [], problems: [] };
  for (const { row, cells } of rows) {
    if (cells.length !== header.length) {
      batch.problems.push({ row, column: '', message: WRONG_CELL_COUNT(cells.length, header.length) });
      continue;
    }
    const byColumn: Cells = {};
    header.forEach((column, i) => (byColumn[column] = cells[i]));
    const parsed = parseProductCells(byColumn, values);
    for (const p of parsed.problems) batch.problems.push({ row, column: p.column, message: p.message });
    const { images, ...patch } = parsed.patch;
    batch.rows.push({ row, key: parsed.key, change: { key: parsed.key, patch }, pictures: images });
  }
  return batch;
}
