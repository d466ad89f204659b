import type { DataSource } from 'typeorm';
import { SheetError } from '../sheets/sheet-error';
import { catalogueKey } from '../../../search/search-text';
import type { StoredPicture } from '../pictures/picture-store';
import { ATTRIBUTE_FIELDS, FIELD_BY_WIRE } from '../product-fields';
import type { BatchOutcome, CatalogueWriter, ProductChange } from './catalogue-writer';
import { Cells, headerProblems, parseProductCells } from './product-cells';
import type { Message, PictureRecord, PictureReference, RowProblem } from './product-record';

/** A sheet as the importer reads it: header and rows, readable twice (check, then write). */
export interface RowSource {
  header: string[];
  rows(): AsyncIterable<{ row: number; cells: string[] }>;
}

/** Where the names of the images column lead: a folder, a ZIP, the demo generator. */
export interface PictureSource {
  /** null when `name` is a real picture; otherwise why not. */
  check(name: string): Promise<Message | null>;
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
}

export interface ImportProgress {
  phase: 'checking' | 'writing';
  done: number;
  /** 0 while the number of rows is not yet known. */
  total: number;
}

export interface ImportOptions {
  dryRun: boolean;
  onProgress?: (progress: ImportProgress) => void;
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
const BATCH = 1000;

const MISSING_PICTURE = (name: string): Message => ({
  zh: `找不到图片文件“${name}”（图片文件夹或 ZIP 中没有，该产品现有图片中也没有）`,
  en: `picture file "${name}" not found (not in the images folder or ZIP, nor among the product's pictures)`,
});
const DUPLICATE_ROW = (row: number): Message => ({ zh: `与第 ${row} 行的货号重复`, en: `same catalogue number as row ${row}` });
const UNKNOWN_RELATED = (catno: string): Message => ({
  zh: `相关产品“${catno}”既不在本表中，也不在目录中`,
  en: `related product "${catno}" is neither in this sheet nor in the catalogue`,
});
const NEEDED_FOR_NEW = (column: string): Message => {
  const label = FIELD_BY_WIRE.get(column)!.label;
  return { zh: `新产品必须填写${label.zh}`, en: `${label.en} is required for a new product` };
};
const WRONG_CELL_COUNT = (found: number, expected: number): Message => ({
  zh: `该行有 ${found} 个单元格，表头有 ${expected} 列`,
  en: `the row has ${found} cells, the header has ${expected} columns`,
});

class Rollback extends Error {}

type Query = (sql: string, parameters?: unknown[]) => Promise<any[]>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Columns a new product cannot do without, whatever the sheet carries for existing ones. */
const REQUIRED_FOR_NEW = ATTRIBUTE_FIELDS.filter((f) => f.required).map((f) => f.wire);

interface ParsedRow {
  row: number;
  key: string;
  change: ProductChange;
  pictures?: PictureReference[];
}

/**
 * The catalogue import (issue 11): every row is checked first; only a sheet without a single
 * problem is written, all of it in one transaction (a dry run writes and rolls back, so its counts
 * are exactly what a real run would do). Rows are streamed in batches, never held all at once.
 */
export class CatalogueImport {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writer: ImportTransaction,
  ) {}

  async run(source: RowSource, pictures: PictureSource, options: ImportOptions): Promise<ImportResult> {
    const report: ImportReport = { rows: 0, created: 0, updated: 0, unchanged: 0, discontinued: 0, problems: [], problemCount: 0 };
    const problem = (row: number, column: string, message: Message) => {
      report.problemCount++;
      if (report.problems.length < MAX_REPORTED) report.problems.push({ row, column, message });
    };
    const header = source.header.map((h) => h.trim());
    for (const p of headerProblems(source.header)) problem(1, p.column, p.message);
    if (report.problemCount > 0) return { report, changedIds: [] };

    report.rows = await this.readingWithoutJit((query) => this.check(source, header, pictures, problem, options, query));
    if (report.problemCount > 0) {
      report.problems.sort((a, b) => a.row - b.row);
      return { report, changedIds: [] };
    }
    const changedIds: number[] = [];
    try {
      await this.writer.transaction(async (writer) => {
        let done = 0;
        for await (const batch of this.batches(source, header)) {
          const withPictures = batch.filter((parsed) => parsed.pictures);
          const stored = await writer.read(withPictures.map((parsed) => parsed.key));
          for (const parsed of withPictures) {
            parsed.change.pictures = await this.resolvePictures(stored.get(parsed.key)?.record.images ?? [], parsed, pictures);
          }
          const changes = batch.map((parsed) => parsed.change);
          const outcome: BatchOutcome = await writer.write(changes);
          report.created += outcome.created.length;
          report.updated += outcome.updated.length;
          report.unchanged += outcome.unchanged;
          report.discontinued += outcome.discontinued;
          changedIds.push(...outcome.created, ...outcome.updated);
          done += batch.length;
          options.onProgress?.({ phase: 'writing', done, total: report.rows });
        }
        // Not spread into push: a million-product import relinks more ids than a call may take arguments.
        for (const id of await writer.linkRelated()) changedIds.push(id);
        if (options.dryRun) throw new Rollback();
      });
    } catch (error) {
      if (!(error instanceof Rollback)) throw error;
    }
    return { report, changedIds: options.dryRun ? [] : [...new Set(changedIds)] };
  }

  /** The check's reads on one connection without JIT (see CatalogueWriter.withoutJit for why). */
  private async readingWithoutJit<T>(work: (query: Query) => Promise<T>): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    try {
      await runner.query('SET jit = off');
      return await work((sql, parameters) => runner.query(sql, parameters));
    } finally {
      await runner.query('RESET jit').catch(() => undefined);
      await runner.release();
    }
  }

  /** First pass: every row, every cell, every reference; nothing written. Returns the row count. */
  private async check(
    source: RowSource,
    header: string[],
    pictures: PictureSource,
    problem: (row: number, column: string, message: Message) => void,
    options: ImportOptions,
    query: Query,
  ): Promise<number> {
    const rowOfKey = new Map<string, number>();
    // Related catalogue numbers not (yet) seen in the sheet: the first row naming each.
    const pendingRelated = new Map<string, { row: number; catno: string }>();
    let rows = 0;
    for await (const batch of this.batches(source, header, problem)) {
      const existing = await this.existingKeys(query, batch.map((r) => r.key).filter(Boolean));
      for (const parsed of batch) {
        rows++;
        const { row, key, change } = parsed;
        if (key) {
          const first = rowOfKey.get(key);
          if (first !== undefined) problem(row, 'catno', DUPLICATE_ROW(first));
          else rowOfKey.set(key, row);
          pendingRelated.delete(key);
        }
        if (key && !existing.has(key)) {
          for (const column of REQUIRED_FOR_NEW) {
            const field = FIELD_BY_WIRE.get(column)! as { property: string };
            const value = (change.patch.attributes as Record<string, unknown>)[field.property];
            if ((value === undefined || value === '') && !header.includes(column)) problem(row, column, NEEDED_FOR_NEW(column));
          }
        }
        for (const catno of change.patch.recommend ?? []) {
          const target = catalogueKey(catno);
          if (!rowOfKey.has(target) && !pendingRelated.has(target)) pendingRelated.set(target, { row, catno });
        }
      }
      await this.checkPictures(batch, existing, pictures, problem);
      options.onProgress?.({ phase: 'checking', done: rows, total: 0 });
    }
    const unresolved = [...pendingRelated.keys()];
    for (let i = 0; i < unresolved.length; i += 10_000) {
      const known = await this.existingKeys(query, unresolved.slice(i, i + 10_000));
      for (const key of unresolved.slice(i, i + 10_000)) {
        if (known.has(key)) continue;
        const { row, catno } = pendingRelated.get(key)!;
        problem(row, 'recommend', UNKNOWN_RELATED(catno));
      }
    }
    return rows;
  }

  /** A picture named in a row is a file beside the sheet, or one the product already has under that name. */
  private async checkPictures(
    batch: ParsedRow[],
    existing: Map<string, Set<string>>,
    pictures: PictureSource,
    problem: (row: number, column: string, message: Message) => void,
  ): Promise<void> {
    for (const parsed of batch) {
      for (const picture of parsed.pictures ?? []) {
        if (existing.get(parsed.key)?.has(picture.name)) continue;
        const why = await pictures.check(picture.name);
        if (why) problem(parsed.row, 'images', why === MISSING ? MISSING_PICTURE(picture.name) : why);
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

  /** Catalogue keys already in the catalogue, each with the original names of its pictures. */
  private async existingKeys(query: Query, keys: string[]): Promise<Map<string, Set<string>>> {
    if (keys.length === 0) return new Map();
    const rows: { key: string; names: string[] }[] = await query(
      `SELECT p.catalogue_key AS key,
              coalesce((SELECT array_agg(i.original_name) FROM product_images i WHERE i.product_id = p.id), '{}') AS names
         FROM products p WHERE p.catalogue_key = ANY($1::text[])`,
      [keys],
    );
    return new Map(rows.map((r) => [r.key, new Set(r.names)]));
  }

  private async *batches(
    source: RowSource,
    header: string[],
    problem?: (row: number, column: string, message: Message) => void,
  ): AsyncIterable<ParsedRow[]> {
    let batch: ParsedRow[] = [];
    try {
    for await (const { row, cells } of source.rows()) {
      if (cells.length !== header.length) {
        problem?.(row, '', WRONG_CELL_COUNT(cells.length, header.length));
        continue;
      }
      const byColumn: Cells = {};
      header.forEach((column, i) => (byColumn[column] = cells[i]));
      const parsed = parseProductCells(byColumn);
      for (const p of parsed.problems) problem?.(row, p.column, p.message);
      const { images, ...patch } = parsed.patch;
      batch.push({ row, key: parsed.key, change: { key: parsed.key, patch }, pictures: images });
      if (batch.length >= BATCH) {
        yield batch;
        batch = [];
      }
    }
    } catch (error) {
      // A row the reader cannot make sense of ends the check; the second pass never runs then.
      if (!(problem && error instanceof SheetError)) throw error;
      problem(error.row ?? 0, '', error.reason);
    }
    if (batch.length > 0) yield batch;
  }
}

/** What a PictureSource's check answers for a name it does not have. */
export const MISSING: Message = { zh: 'missing', en: 'missing' };

