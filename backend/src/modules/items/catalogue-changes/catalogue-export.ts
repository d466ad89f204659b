import type { DataSource } from 'typeorm';
import { FIELD_BY_WIRE, SHEET_COLUMNS } from '@shop/contract';
import type { SheetColumnLayout } from '../../../sheets/write-sheet';
import { productCells } from './product-cells';
import { RECORD_SELECT, toStoredRecord } from './product-record.sql';

const BATCH = 2000;

/** Something rows can be written to: a CSV or XLSX sheet writer, on disk or on an HTTP response. */
export interface RowSink {
  write(cells: string[]): Promise<void>;
}

export const EXPORT_HEADER: readonly string[] = SHEET_COLUMNS;

/**
 * How wide a column opens, from what the declaration says it holds: a number or a code is short, a name or a
 * line of text wider, free text and lists (pictures, validation, related numbers) widest.
 */
export function sheetLayout(field: { numeric?: true; kind?: string; maxLength?: number }): SheetColumnLayout {
  if (field.numeric) return { numeric: true, width: 12 };
  if (field.kind === 'size') return { width: 12 };
  const longest = field.maxLength ?? Infinity;
  return { width: longest <= 40 ? 16 : longest <= 500 ? 30 : 50 };
}

/** The catalogue export's columns: prices are number cells, catalogue numbers and ids stay text. */
export const EXPORT_LAYOUT: readonly SheetColumnLayout[] = SHEET_COLUMNS.map((wire) => sheetLayout(FIELD_BY_WIRE.get(wire)!));

/**
 * The whole catalogue in exactly the import's format (header = sheet columns), in pid order, read
 * in batches so a million products never sit in memory. Importing the result changes nothing.
 */
export async function exportCatalogue(dataSource: DataSource, sink: RowSink, onProgress?: (done: number, total: number) => void): Promise<number> {
  const [{ total }] = await dataSource.query('SELECT count(*)::int AS total FROM products');
  let after = 0;
  let done = 0;
  for (;;) {
    const rows: Record<string, unknown>[] = await dataSource.query(`${RECORD_SELECT} WHERE p.id > $1 ORDER BY p.id LIMIT $2`, [after, BATCH]);
    if (rows.length === 0) break;
    for (const row of rows) await sink.write(productCells(toStoredRecord(row).record));
    after = Number(rows[rows.length - 1].id);
    done += rows.length;
    onProgress?.(done, total);
  }
  return done;
}
