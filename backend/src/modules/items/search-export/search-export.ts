import { setImmediate as nextTurn } from 'node:timers/promises';
import type { DataSource } from 'typeorm';
import type { Language } from '../../../http/request-language';
import type { SheetWriter } from '../../../sheets/write-sheet';
import { EXPORT_SELECT, exportCells, ExportRow } from './search-export.columns';
import type { VocabularyLookup } from '@shop/contract';

/** A researcher's list holds at most this many products; a longer search is cut (and says so). */
export const MAX_EXPORT_ROWS = 10_000;

/** Rows read per round trip: 10,000 rows take 40 queries, and one batch is all the rows held. */
const BATCH = 250;

/**
 * Rows written before other requests get a turn. An XLSX row costs exceljs about 30 µs of XML
 * building (a CSV row a tenth of that), so 50 rows keep each stretch near 2 ms.
 */
const ROWS_PER_TURN = 50;

/**
 * Writes the products `ids` (in that order) as sheet rows, reading them from the database a batch
 * at a time: never more than one batch of rows in memory, and the writer's backpressure is awaited.
 */
export async function writeProductList(
  dataSource: DataSource,
  ids: readonly number[],
  sheet: Pick<SheetWriter, 'write'>,
  language: Language,
  publicUrl: string,
  vocabularies: VocabularyLookup,
): Promise<number> {
  let written = 0;
  for (let from = 0; from < ids.length; from += BATCH) {
    const batch = ids.slice(from, from + BATCH);
    const rows: ExportRow[] = await dataSource.query(`SELECT ${EXPORT_SELECT} FROM products p WHERE p.id = ANY($1::int[])`, [batch]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const id of batch) {
      const row = byId.get(id);
      // A product deleted since the search is left out, as the list page would.
      if (!row) continue;
      await sheet.write(exportCells(row, language, publicUrl, vocabularies));
      if (++written % ROWS_PER_TURN === 0) await nextTurn();
    }
  }
  return written;
}
