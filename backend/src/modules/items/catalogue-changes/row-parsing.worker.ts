import Piscina from 'piscina';
import { VocabularyLookup, type VocabularyCheck, type VocabularyLists } from '@shop/contract';
import { ParsedBatch, parseRows } from './parsed-rows';

/** What every row-parsing thread of one import reads: the sheet's header and the vocabularies as the import loaded them. */
export interface RowParsingShared {
  header: string[];
  lists: VocabularyLists;
  addedBy?: VocabularyCheck['addedBy'];
}

let values: VocabularyCheck | undefined;

/**
 * A worker thread's part of a sheet import (parsed-sheet-rows.ts): rows as products, with their own cells'
 * problems. The vocabularies' lookups are built once per thread from the lists the import sent.
 */
export default function parseSheetRows(rows: { row: number; cells: string[] }[]): ParsedBatch {
  const shared = Piscina.workerData as RowParsingShared;
  values ??= { lookup: new VocabularyLookup(shared.lists), addedBy: shared.addedBy };
  return parseRows(shared.header, rows, values);
}
