import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { OrderedThreads } from '../../../sheets/ordered-threads';
import { SheetError } from '../../../sheets/sheet-error';
import type { VocabularyCheck, VocabularyLookup } from '@shop/contract';
import { ParsedBatch, parseRows } from './parsed-rows';
import type { RowProblem } from './product-record';
import type { RowParsingShared } from './row-parsing.worker';

/** Rows parsed together, on this thread or in one task of a worker thread. */
export const ROWS_PER_BATCH = 1000;
const ROWS_PER_BREATH = 100;
const ROW_PARSING_WORKER = join(__dirname, 'row-parsing.worker');

type SheetRow = { row: number; cells: string[] };

interface SheetRows {
  header: string[];
  rows(): AsyncIterable<SheetRow>;
}

/**
 * Worker threads pay for a sheet only beside more than two cores. A sheet's import waits on PostgreSQL (one
 * transaction, one connection: 15 s of a 19 s 100k-row import here), and parsing a row costs about what sending
 * it to a thread and its parsed product back does: on two cores (bench/catalogue, 100k rows) the first import
 * took the same time with and without them, a re-import and a dry run 1 s longer with them (9.0 s against 8.0).
 */
const THREADS_PAY = availableParallelism() > 2;

/**
 * A sheet's rows as parsed batches, in row order. The first batch is parsed on this thread; with `inThreads`
 * (by default where THREADS_PAY) the rest is parsed in worker threads (their start costs about what a batch does):
 * the rows are read here, parsed beside, and checked and written here while PostgreSQL writes the previous batch.
 * `vocabularies`: what `values` looks values up in. An import adding missing values parses every row here: the
 * key a value is added under is its first spelling in the sheet, a thing of row order.
 */
export async function* parsedSheetRows(
  source: SheetRows,
  header: string[],
  values: VocabularyCheck,
  vocabularies: VocabularyLookup,
  inThreads = THREADS_PAY,
): AsyncGenerator<ParsedBatch> {
  let unreadable: RowProblem | undefined;
  const chunks = sheetChunks(source, (problem) => (unreadable = problem));
  // The row the reader could not read ends the sheet: its problem comes with the last rows read before it.
  let held: ParsedBatch | undefined;
  for await (const batch of parsedChunks(chunks, header, values, vocabularies, inThreads)) {
    if (held) yield held;
    held = batch;
  }
  const last = held ?? { rows: [], problems: [] };
  if (unreadable) last.problems.push(unreadable);
  if (last.rows.length > 0 || last.problems.length > 0) yield last;
}

async function* parsedChunks(
  chunks: AsyncGenerator<SheetRow[]>,
  header: string[],
  values: VocabularyCheck,
  vocabularies: VocabularyLookup,
  inThreads: boolean,
): AsyncGenerator<ParsedBatch> {
  const first = await chunks.next();
  if (first.done) return;
  yield parseRows(header, first.value, values);
  if (!inThreads || values.adopt) {
    for await (const rows of chunks) yield parseRows(header, rows, values);
    return;
  }
  const second = await chunks.next();
  if (second.done) return;
  const shared: RowParsingShared = { header, lists: vocabularies.lists, addedBy: values.addedBy };
  const threads = new OrderedThreads<SheetRow[], ParsedBatch>(ROW_PARSING_WORKER, shared);
  try {
    yield* threads.inOrder(
      (async function* () {
        yield second.value;
        yield* chunks;
      })(),
    );
  } finally {
    await threads.destroy();
  }
}

/** The sheet's rows ROWS_PER_BATCH at a time; a row the reader cannot read ends them, told to `unreadable`. */
async function* sheetChunks(source: SheetRows, unreadable: (problem: RowProblem) => void): AsyncGenerator<SheetRow[]> {
  let chunk: SheetRow[] = [];
  let sinceBreath = 0;
  try {
    for await (const row of source.rows()) {
      // Reading (and, for the first batch, parsing) runs while the database writes the previous batch: a turn of
      // the event loop now and then lets the writer send its next statement instead of waiting for the whole batch.
      if (++sinceBreath === ROWS_PER_BREATH) {
        sinceBreath = 0;
        await nextTurn();
      }
      chunk.push(row);
      if (chunk.length === ROWS_PER_BATCH) {
        yield chunk;
        chunk = [];
      }
    }
  } catch (error) {
    if (!(error instanceof SheetError)) throw error;
    unreadable({ row: error.row ?? 0, column: '', message: error.reason });
  }
  if (chunk.length > 0) yield chunk;
}
