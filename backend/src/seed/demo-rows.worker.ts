import Piscina from 'piscina';
import type { ParsedBatch } from '../modules/items/catalogue-changes/parsed-rows';
import { parseRows } from '../modules/items/catalogue-changes/parsed-rows';
import { VocabularyLookup, type VocabularyCheck, type VocabularyLists } from '@shop/contract';
import { DEMO_HEADER, demoRows, type DemoRows } from './demo-rows';
import { encodeReferences } from './kept-references';

/** What every thread generating one demo catalogue reads. */
export interface DemoRowsShared {
  count: number;
  seed: number;
  lists: VocabularyLists;
  addedBy?: VocabularyCheck['addedBy'];
}

/** A batch parsed as the import would, with what the thread generated beside its rows (its references encoded). */
export interface DemoBatch extends Omit<DemoRows, 'rows' | 'references'> {
  batch: ParsedBatch;
  references: string;
}

let values: VocabularyCheck | undefined;

/** A worker thread's part of the demo seed (demo-sheet.ts): products `from`..`to` generated and parsed as the import would. */
export default function generateDemoBatch([from, to]: [number, number]): DemoBatch {
  const shared = Piscina.workerData as DemoRowsShared;
  values ??= { lookup: new VocabularyLookup(shared.lists), addedBy: shared.addedBy };
  const { rows, references, sharedPictures } = demoRows(from, to, shared.count, shared.seed);
  return { batch: parseRows(DEMO_HEADER, rows, values), references: encodeReferences(references), sharedPictures };
}
