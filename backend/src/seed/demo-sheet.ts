import { join } from 'node:path';
import type { RowSource } from '../modules/items/catalogue-changes/catalogue-import';
import { ParsedBatch, parseRows } from '../modules/items/catalogue-changes/parsed-rows';
import { ROWS_PER_BATCH } from '../modules/items/catalogue-changes/parsed-sheet-rows';
import type { VocabularyCheck, VocabularyLists } from '@shop/contract';
import { OrderedThreads } from '../sheets/ordered-threads';
import { DEMO_HEADER, demoRows, type DemoRows } from './demo-rows';
import type { DemoBatch, DemoRowsShared } from './demo-rows.worker';
import { encodeReferences, KeptReferences } from './kept-references';

const DEMO_ROWS_WORKER = join(__dirname, 'demo-rows.worker');

/** The demo catalogue as a sheet, and the references sheet it brings (filled as the import reads the products). */
export interface DemoSheet {
  source: RowSource;
  /** For each product with references, their rows, in product order. */
  references: KeptReferences;
  /** Picture names of the rows read so far that show a shared picture, and its key (DemoRows' sharedPictures). */
  sharedPictures: Map<string, string>;
}

/** Pids `1..count` in ranges of one import batch each. */
function* ranges(count: number): Generator<[number, number]> {
  for (let from = 1; from <= count; from += ROWS_PER_BATCH) yield [from, Math.min(count, from + ROWS_PER_BATCH - 1)];
}

/**
 * The generated catalogue of `count` products from `seed`, for the catalogue import. Generating and parsing
 * are most of a big seed's work on the Node side: beyond one batch both run in worker threads, which hand the
 * import its batches parsed and in order, exactly as parseRows would on the import's own thread.
 */
export function demoSheet(count: number, seed: number, lists: VocabularyLists): DemoSheet {
  // Kept from the products' pass for the references sheet, which can only be read once the products exist:
  // generating a million products a second time would cost as much as the first.
  const references = new KeptReferences();
  const sharedPictures = new Map<string, string>();
  const keep = (made: Omit<DemoBatch, 'batch'>) => {
    references.add(made.references);
    for (const [name, key] of made.sharedPictures) sharedPictures.set(name, key);
  };
  // A batch generated on this thread, its references encoded as the worker threads hand theirs over.
  const encoded = ({ references, sharedPictures }: DemoRows) => ({ references: encodeReferences(references), sharedPictures });
  const source: RowSource = {
    header: DEMO_HEADER,
    rows: async function* () {
      for (const [from, to] of ranges(count)) {
        const made = demoRows(from, to, count, seed);
        keep(encoded(made));
        yield* made.rows;
      }
    },
  };
  if (count > ROWS_PER_BATCH) source.parsedBatches = (values) => parsedInThreads(count, seed, lists, values, keep, encoded);
  return { source, references, sharedPictures };
}

async function* parsedInThreads(
  count: number,
  seed: number,
  lists: VocabularyLists,
  values: VocabularyCheck,
  keep: (made: Omit<DemoBatch, 'batch'>) => void,
  encoded: (made: DemoRows) => Omit<DemoBatch, 'batch'>,
): AsyncGenerator<ParsedBatch> {
  if (values.adopt) {
    // Values added on the way depend on row order across the whole sheet: one thread then.
    for (const [from, to] of ranges(count)) {
      const made = demoRows(from, to, count, seed);
      keep(encoded(made));
      yield parseRows(DEMO_HEADER, made.rows, values);
    }
    return;
  }
  const shared: DemoRowsShared = { count, seed, lists, addedBy: values.addedBy };
  const threads = new OrderedThreads<[number, number], DemoBatch>(DEMO_ROWS_WORKER, shared);
  try {
    for await (const made of threads.inOrder(ranges(count))) {
      keep(made);
      yield made.batch;
    }
  } finally {
    await threads.destroy();
  }
}
