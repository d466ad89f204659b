import type { SqlQuery } from '../../../database/sql-query';
import { catalogueKey } from '../catalogue-key';
import type { StoredPicture } from '../pictures/picture-store';
import { PictureRejected } from '../pictures/picture-rejected';
import { ATTRIBUTE_FIELDS, FIELD_BY_WIRE, figureProblems, type LocalizedText, type VocabularyCheck, type VocabularyLookup } from '@shop/contract';
import type { BatchOutcome, CatalogueWriter, ProductChanges } from './catalogue-writer';
import type { StoredRecord } from './product-record.sql';
import { headerProblems } from './product-cells';
import type { ParsedBatch, ParsedRow } from './parsed-rows';
import { parsedSheetRows } from './parsed-sheet-rows';
import { oneAhead, readAhead, WritesInFlight } from './import-pipeline';
import type { PictureRecord, RowProblem } from './product-record';

import type { AddedValue } from '../vocabularies/vocabulary-rows.sql';
import { AddedValues } from '../vocabularies/added-values';

/** A sheet as the importer reads it: header and rows, readable twice (check, then write). */
export interface RowSource {
  header: string[];
  rows(): AsyncIterable<{ row: number; cells: string[] }>;
  /**
   * The same rows already parsed (parseRows of parsed-rows.ts), in order, when the source makes them more cheaply
   * than the import would from `rows` (the demo generates and parses its rows in worker threads).
   */
  parsedBatches?(values: VocabularyCheck): AsyncIterable<ParsedBatch>;
}

/** Where the names of the images column lead: a folder, a ZIP, the demo generator. */
export interface PictureSource {
  /** null when `name` is a real picture; otherwise why not. */
  check(name: string): Promise<LocalizedText | null>;
  ingest(name: string): Promise<StoredPicture>;
}

export interface ImportReport {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  discontinued: number;
  /** The first MAX_REPORTED problems, in row order. */
  problems: RowProblem[];
  problemCount: number;
  /**
   * Rows whose catalogue number matched a stored product only loosely (case, spaces, separators):
   * the first MAX_REPORTED, with the stored spelling, which is kept unless the import renames.
   */
  loose?: LooseMatch[];
  looseCount?: number;
  /** The first MAX_REPORTED updated products with the columns that change, old → new (a dry run shows what it would do). */
  changes?: ProductChanges[];
  /** Values the sheet brought that the vocabularies lacked, added (or, in a dry run, to be added) with --add-values. */
  addedValues?: AddedValue[];
}

export interface LooseMatch {
  row: number;
  /** As the sheet writes it. */
  sheet: string;
  /** As the catalogue has it (and keeps, unless `renameCatalogueNumbers`). */
  stored: string;
}

export interface ImportProgress {
  phase: 'checking' | 'writing';
  done: number;
  /** 0 while the number of rows is not yet known. */
  total: number;
}

export interface ImportOptions {
  dryRun: boolean;
  /** Rows the sheet is expected to hold (a previous check's count, or an estimate), for progress only. */
  expectedRows?: number;
  onProgress?: (progress: ImportProgress) => void;
  /**
   * A row matching a stored product loosely ("qa90001" for "QA-90001") renames it to the sheet's
   * spelling. Off by default: the number researchers cite changes only when staff ask for it.
   */
  renameCatalogueNumbers?: boolean;
  /** Every updated product's changes, in sheet order (the command writes them all to a file). */
  onChanges?: (changes: ProductChanges[]) => void;
  /**
   * Values the vocabularies lack are added to them (labelled as written until staff relabel them)
   * in the import's transaction, instead of refusing the sheet.
   */
  addValues?: boolean;
  /** How the messages say to add a missing value: the import page's tick box (default) or the command's flag. */
  addedBy?: VocabularyCheck['addedBy'];
  /**
   * Whether a sheet beyond one batch is parsed in worker threads (true) or on this thread (false); by default
   * where that pays, beside more than two cores (parsed-sheet-rows.ts). The results are the same either way.
   */
  threads?: boolean;
}

export interface ImportResult {
  report: ImportReport;
  /** Products written (created, changed or relinked); empty for a dry run or a rejected sheet. */
  changedIds: number[];
}

export interface ImportTransaction {
  transaction<T>(work: (writer: CatalogueWriter) => Promise<T>): Promise<T>;
}

export const MAX_REPORTED = 1000;

/**
 * Rows of a batch whose pictures are stored at once. Storing one is file work (and a sheet's picture decoding) in
 * the thread pool: one row at a time, a demo seed's first 20,000 products (each with its own pictures) spent most
 * of their time waiting on it. Rows' problems are still reported in row order.
 */
const PICTURES_AT_ONCE = 8;

/** `work` for every item, at most `limit` at once; the answers in the items' order. */
async function atOnce<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      answers[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return answers;
}

const MISSING_PICTURE = (name: string): LocalizedText => ({
  zh: `找不到图片文件“${name}”（图片文件夹或 ZIP 中没有，该产品现有图片中也没有）`,
  en: `picture file "${name}" not found (not in the images folder or ZIP, nor among the product's pictures)`,
});
const DUPLICATE_ROW = (row: number): LocalizedText => ({ zh: `与第 ${row} 行的货号重复`, en: `same catalogue number as row ${row}` });
const UNKNOWN_REPLACEMENT = (catno: string): LocalizedText => ({
  zh: `替代产品“${catno}”既不在本表中，也不在目录中`,
  en: `replacement "${catno}" is neither in this sheet nor in the catalogue`,
});
const SELF_REPLACEMENT: LocalizedText = { zh: '产品不能被自己替代', en: 'a product cannot be replaced by itself' };
const UNKNOWN_RELATED = (catno: string): LocalizedText => ({
  zh: `相关产品“${catno}”既不在本表中，也不在目录中`,
  en: `related product "${catno}" is neither in this sheet nor in the catalogue`,
});
const NEEDED_FOR_NEW = (column: string): LocalizedText => {
  const label = FIELD_BY_WIRE.get(column)!.label;
  return { zh: `新产品必须填写${label.zh}`, en: `${label.en} is required for a new product` };
};

class Rollback extends Error {}


/** Columns a new product cannot do without, whatever the sheet carries for existing ones. */
const REQUIRED_FOR_NEW = ATTRIBUTE_FIELDS.filter((f) => f.required).map((f) => f.wire);

/**
 * The catalogue import (issue 11): every row is checked, and only a sheet without a single problem
 * stays written. It is one pass in one transaction: each batch is checked and, while no problem has
 * been seen, written; one problem anywhere and the whole transaction is rolled back (a dry run rolls
 * back too, so its counts are exactly what a real run would do). Reading the sheet once instead of
 * twice saves about 30 s of a million-row import. Rows are streamed in batches, never held all at once.
 */
export class CatalogueImport {
  constructor(
    private readonly writer: ImportTransaction,
    private readonly vocabularies: VocabularyLookup,
  ) {}

  async run(source: RowSource, pictures: PictureSource, options: ImportOptions): Promise<ImportResult> {
    const report: ImportReport = { rows: 0, created: 0, updated: 0, unchanged: 0, discontinued: 0, problems: [], problemCount: 0, loose: [], looseCount: 0, changes: [], addedValues: [] };
    const added = new AddedValues();
    const values: VocabularyCheck = {
      lookup: this.vocabularies,
      adopt: options.addValues ? (vocabulary, value) => added.adopt(vocabulary, value) : undefined,
      addedBy: options.addedBy,
    };
    const problem = (row: number, column: string, message: LocalizedText) => {
      report.problemCount++;
      if (report.problems.length < MAX_REPORTED) report.problems.push({ row, column, message });
    };
    const header = source.header.map((h) => h.trim());
    for (const p of headerProblems(source.header)) problem(1, p.column, p.message);
    if (report.problemCount > 0) return { report, changedIds: [] };

    const changedIds: number[] = [];
    const check = new RowCheck(header, problem);
    try {
      await this.writer.transaction(async (writer) => {
        const query: SqlQuery = (sql, parameters) => writer.query(sql, parameters);
        const writes = new WritesInFlight<BatchOutcome | null>((outcome) => outcome && recordOutcome(outcome, report, changedIds, options));
        // One read per batch serves the checks (which products exist, their picture names) and the write.
        const read = (batch: ParsedRow[]) => writer.read(batch.map((r) => r.key).filter(Boolean));
        for await (const [batch, stored] of readAhead(oneAhead(this.batches(source, header, values, problem, options.threads)), read)) {
          const existing = new Map([...stored].map(([key, s]) => [key, new Set(s.record.images.map((i) => i.originalName))]));
          check.rows(batch, existing);
          keepStoredNumbers(batch, stored, report, options.renameCatalogueNumbers === true);
          await this.checkPictures(batch, existing, pictures, problem);
          report.rows += batch.length;
          // After the first problem the rest is only checked: all of it is rolled back anyway.
          if (report.problemCount === 0) await writes.add(this.write(writer, batch, stored, pictures, report, problem));
          options.onProgress?.({ phase: report.problemCount === 0 ? 'writing' : 'checking', done: report.rows, total: options.expectedRows ?? 0 });
        }
        await writes.drain();
        await check.related((keys) => this.existingKeys(query, keys));
        report.addedValues = added.values.slice(0, MAX_REPORTED);
        if (report.problemCount > 0) throw new Rollback();
        await added.write(query);
        // Not spread into push: a million-product import relinks more ids than a call may take arguments.
        for (const id of await writer.finish()) changedIds.push(id);
        if (options.dryRun) throw new Rollback();
      });
    } catch (error) {
      if (!(error instanceof Rollback)) throw error;
    }
    if (report.problemCount > 0) {
      report.problems.sort((a, b) => a.row - b.row);
      Object.assign(report, { created: 0, updated: 0, unchanged: 0, discontinued: 0, changes: [], addedValues: [] });
      return { report, changedIds: [] };
    }
    return { report, changedIds: options.dryRun ? [] : [...new Set(changedIds)] };
  }

  /** Stores the batch's pictures and writes its products; null when a problem (a picture refused) stops the writing. */
  private async write(
    writer: CatalogueWriter,
    batch: ParsedRow[],
    stored: Map<string, StoredRecord>,
    pictures: PictureSource,
    report: ImportReport,
    problem: (row: number, column: string, message: LocalizedText) => void,
  ): Promise<BatchOutcome | null> {
    const withPictures = batch.filter((p) => p.pictures);
    const resolved = await atOnce(withPictures, PICTURES_AT_ONCE, (parsed) =>
      this.resolvePictures(stored.get(parsed.key)?.record.images ?? [], parsed, pictures).then(
        (records) => ({ records }),
        (error: unknown) => ({ error }),
      ),
    );
    withPictures.forEach((parsed, i) => {
      const outcome = resolved[i];
      if ('records' in outcome) {
        parsed.change.pictures = outcome.records;
        return;
      }
      // The check decodes every picture, so the store refusing one is rare (a file changed under
      // the import); it is still the row's problem, and the whole sheet is rolled back for it.
      if (!(outcome.error instanceof PictureRejected)) throw outcome.error;
      problem(parsed.row, 'images', outcome.error.messages);
    });
    if (report.problemCount > 0) return null;
    return writer.write(batch.map((parsed) => parsed.change), stored);
  }

  /** A picture named in a row is a file beside the sheet, or one the product already has under that name. */
  private async checkPictures(
    batch: ParsedRow[],
    existing: Map<string, Set<string>>,
    pictures: PictureSource,
    problem: (row: number, column: string, message: LocalizedText) => void,
  ): Promise<void> {
    for (const parsed of batch) {
      for (const picture of parsed.pictures ?? []) {
        if (existing.get(parsed.key)?.has(picture.name)) continue;
        const why = await pictures.check(picture.name);
        if (why) problem(parsed.row, 'images', why === MISSING ? MISSING_PICTURE(picture.name) : why);
      }
      const validation = parsed.change.patch.validation;
      if (validation?.some((e) => e.figure)) {
        // Figures name the pictures the product will have: the row's images column, or the stored ones.
        const names = parsed.pictures ? new Set(parsed.pictures.map((p) => p.name)) : existing.get(parsed.key) ?? new Set<string>();
        for (const message of figureProblems(validation, names)) problem(parsed.row, 'validation', message);
      }
    }
  }

  private async resolvePictures(stored: PictureRecord[], parsed: ParsedRow, pictures: PictureSource): Promise<PictureRecord[]> {
    const out: PictureRecord[] = [];
    for (const reference of parsed.pictures ?? []) {
      const kept = stored.find((s) => s.originalName === reference.name);
      const file = (await pictures.check(reference.name)) === null ? (await pictures.ingest(reference.name)).file : kept?.file;
      if (!file) throw new Error(`picture ${reference.name} vanished during the import`);
      out.push({ file, originalName: reference.name, caption: reference.caption, captionEn: reference.captionEn });
    }
    return out;
  }

  /** Which of these catalogue keys the catalogue already has (for related products the sheet does not hold). */
  private async existingKeys(query: SqlQuery, keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows: { key: string }[] = await query('SELECT catalogue_key AS key FROM products WHERE catalogue_key = ANY($1::text[])', [keys]);
    return new Set(rows.map((r) => r.key));
  }

  /** The sheet's rows parsed, a batch at a time; their own cells' problems are reported as each batch comes. */
  private async *batches(
    source: RowSource,
    header: string[],
    values: VocabularyCheck,
    problem: (row: number, column: string, message: LocalizedText) => void,
    inThreads: boolean | undefined,
  ): AsyncIterable<ParsedRow[]> {
    for await (const batch of source.parsedBatches?.(values) ?? parsedSheetRows(source, header, values, this.vocabularies, inThreads)) {
      for (const p of batch.problems) problem(p.row, p.column, p.message);
      if (batch.rows.length > 0) yield batch.rows;
    }
  }
}

/** A written batch in the report, and its products among those the import changed. */
function recordOutcome(outcome: BatchOutcome, report: ImportReport, changedIds: number[], options: ImportOptions): void {
  report.created += outcome.created.length;
  report.updated += outcome.updated.length;
  report.unchanged += outcome.unchanged;
  report.discontinued += outcome.discontinued;
  for (const change of outcome.changes) if (report.changes!.length < MAX_REPORTED) report.changes!.push(change);
  if (outcome.changes.length > 0) options.onChanges?.(outcome.changes);
  for (const id of outcome.created) changedIds.push(id);
  for (const id of outcome.updated) changedIds.push(id);
}

/**
 * The checks that span rows: a catalogue number twice in the sheet, required fields of products new
 * to the catalogue, related products that must be in the sheet or the catalogue.
 */
class RowCheck {
  private readonly rowOfKey = new Map<string, number>();
  // Related catalogue numbers not (yet) seen in the sheet: the first row naming each.
  private readonly pendingRelated = new Map<string, { row: number; catno: string; column: 'recommend' | 'replacedby' }>();

  constructor(
    private readonly header: string[],
    private readonly problem: (row: number, column: string, message: LocalizedText) => void,
  ) {}

  rows(batch: ParsedRow[], existing: Map<string, Set<string>>): void {
    for (const { row, key, change } of batch) {
      if (key) {
        const first = this.rowOfKey.get(key);
        if (first !== undefined) this.problem(row, 'catno', DUPLICATE_ROW(first));
        else this.rowOfKey.set(key, row);
        this.pendingRelated.delete(key);
      }
      if (key && !existing.has(key)) {
        for (const column of REQUIRED_FOR_NEW) {
          const field = FIELD_BY_WIRE.get(column)! as { property: string };
          const value = (change.patch.attributes as Record<string, unknown>)[field.property];
          if ((value === undefined || value === '') && !this.header.includes(column)) this.problem(row, column, NEEDED_FOR_NEW(column));
        }
      }
      for (const catno of change.patch.recommend ?? []) {
        const target = catalogueKey(catno);
        if (!this.rowOfKey.has(target) && !this.pendingRelated.has(target)) this.pendingRelated.set(target, { row, catno, column: 'recommend' });
      }
      // The replacement of a discontinued product (replacedby) must be in the sheet or the catalogue, like a related product.
      const replacement = change.patch.attributes.replacedBy;
      if (replacement) {
        const target = catalogueKey(replacement);
        if (target === key) this.problem(row, 'replacedby', SELF_REPLACEMENT);
        else if (!this.rowOfKey.has(target) && !this.pendingRelated.has(target)) this.pendingRelated.set(target, { row, catno: replacement, column: 'replacedby' });
      }
    }
  }

  /** Once the whole sheet is read: related numbers it did not hold must be in the catalogue. */
  async related(known: (keys: string[]) => Promise<Set<string>>): Promise<void> {
    const unresolved = [...this.pendingRelated.keys()];
    for (let i = 0; i < unresolved.length; i += 10_000) {
      const slice = unresolved.slice(i, i + 10_000);
      const found = await known(slice);
      for (const key of slice) {
        if (found.has(key)) continue;
        const { row, catno, column } = this.pendingRelated.get(key)!;
        this.problem(row, column, column === 'recommend' ? UNKNOWN_RELATED(catno) : UNKNOWN_REPLACEMENT(catno));
      }
    }
  }
}

/**
 * Rows that name a stored product by a loosely equal catalogue number are reported; unless renaming
 * was asked for, their patch keeps the stored spelling (the product is still updated by that row).
 */
function keepStoredNumbers(batch: ParsedRow[], stored: Map<string, StoredRecord>, report: ImportReport, rename: boolean): void {
  for (const parsed of batch) {
    const sheet = parsed.change.patch.attributes.catalogueNumber;
    const current = stored.get(parsed.key)?.record.attributes.catalogueNumber;
    if (sheet === undefined || current === undefined || sheet === current) continue;
    report.looseCount = (report.looseCount ?? 0) + 1;
    if (report.loose!.length < MAX_REPORTED) report.loose!.push({ row: parsed.row, sheet, stored: current });
    if (!rename) parsed.change.patch.attributes.catalogueNumber = current;
  }
}

/** What a PictureSource's check answers for a name it does not have. */
export const MISSING: LocalizedText = { zh: 'missing', en: 'missing' };

