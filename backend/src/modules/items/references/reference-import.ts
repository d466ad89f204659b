import type { SqlQuery } from '../../../database/sql-query';
import { SheetError } from '../../../sheets/sheet-error';
import type { ImportOptions, ImportReport, ImportResult, ImportTransaction, RowSource } from '../catalogue-changes/catalogue-import';
import { MAX_REPORTED } from '../catalogue-changes/catalogue-import';
import { refreshResearchColumns } from '../evidence/research-columns.sql';
import { parseReferenceCells, ReferenceRecord, referenceHeaderProblems } from './reference-cells';
import { readReferences, replaceReferences } from './product-references.sql';
import type { LocalizedText, VocabularyCheck, VocabularyLookup } from '@shop/contract';
import { AddedValues } from '../vocabularies/added-values';

/** More references than any supplier cites per sheet; the lists are held in memory until written. */
export const MAX_REFERENCE_ROWS = 500_000;
export const MAX_REFERENCES_PER_PRODUCT = 500;

const UNKNOWN_PRODUCT = (catno: string): LocalizedText => ({ zh: `目录中没有货号“${catno}”`, en: `no product has catalogue number "${catno}"` });
const TOO_MANY_ROWS: LocalizedText = { zh: `文献表最多 ${MAX_REFERENCE_ROWS} 行，请拆分`, en: `a references sheet holds at most ${MAX_REFERENCE_ROWS} rows; split it` };
const TOO_MANY_FOR_PRODUCT: LocalizedText = { zh: `每个产品最多 ${MAX_REFERENCES_PER_PRODUCT} 篇文献`, en: `at most ${MAX_REFERENCES_PER_PRODUCT} references per product` };
const WRONG_CELL_COUNT = (found: number, expected: number): LocalizedText => ({
  zh: `该行有 ${found} 个单元格，表头有 ${expected} 列`,
  en: `the row has ${found} cells, the header has ${expected} columns`,
});

class Rollback extends Error {}

/**
 * The references sheet (one row per reference, keyed by catalogue number): every product it names
 * gets exactly the sheet's references, in sheet order; products it does not name keep theirs.
 * Checked whole before anything is written, in one transaction, like the products sheet; with
 * --add-values a species or application the vocabularies lack is added in that transaction.
 */
export class ReferenceImport {
  constructor(
    private readonly target: ImportTransaction,
    private readonly vocabularies: VocabularyLookup,
  ) {}

  async run(source: RowSource, options: ImportOptions): Promise<ImportResult> {
    const report: ImportReport = { rows: 0, created: 0, updated: 0, unchanged: 0, discontinued: 0, problems: [], problemCount: 0, addedValues: [] };
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
    for (const p of referenceHeaderProblems(source.header)) problem(1, p.column, p.message);
    if (report.problemCount > 0) return { report, changedIds: [] };

    const lists = new Map<string, { catno: string; row: number; references: ReferenceRecord[] }>();
    try {
      for await (const { row, cells } of source.rows()) {
        if (++report.rows > MAX_REFERENCE_ROWS) {
          problem(row, '', TOO_MANY_ROWS);
          break;
        }
        if (cells.length !== header.length) {
          problem(row, '', WRONG_CELL_COUNT(cells.length, header.length));
          continue;
        }
        const parsed = parseReferenceCells(Object.fromEntries(header.map((column, i) => [column, cells[i]])), values);
        for (const p of parsed.problems) problem(row, p.column, p.message);
        if (!parsed.key) continue;
        const list = lists.get(parsed.key) ?? { catno: parsed.catno, row, references: [] };
        list.references.push(parsed.reference);
        if (list.references.length === MAX_REFERENCES_PER_PRODUCT + 1) problem(row, 'catno', TOO_MANY_FOR_PRODUCT);
        lists.set(parsed.key, list);
        options.onProgress?.({ phase: 'checking', done: report.rows, total: options.expectedRows ?? 0 });
      }
    } catch (error) {
      if (!(error instanceof SheetError)) throw error;
      problem(error.row ?? 0, '', error.reason);
    }

    const changedIds: number[] = [];
    try {
      await this.target.transaction(async (writer) => {
        const query = (sql: string, parameters?: unknown[]) => writer.query(sql, parameters);
        const ids = new Map<string, number>();
        const keys = [...lists.keys()];
        for (let i = 0; i < keys.length; i += 10_000) {
          const rows: { id: number; key: string }[] = await query('SELECT id, catalogue_key AS key FROM products WHERE catalogue_key = ANY($1::text[])', [keys.slice(i, i + 10_000)]);
          for (const r of rows) ids.set(r.key, r.id);
        }
        for (const [key, list] of lists) if (!ids.has(key)) problem(list.row, 'catno', UNKNOWN_PRODUCT(list.catno));
        report.addedValues = added.values.slice(0, MAX_REPORTED);
        if (report.problemCount > 0) throw new Rollback();
        await added.write(query);
        const before = await this.fingerprints(query, [...ids.values()]);
        const changed = new Map<number, ReferenceRecord[]>();
        for (const [key, list] of lists) {
          const id = ids.get(key)!;
          if (before.get(id) !== JSON.stringify(list.references.map(fingerprint))) changed.set(id, list.references);
        }
        await replaceReferences(query, changed);
        await refreshResearchColumns(query, [...changed.keys()]);
        report.updated = changed.size;
        report.unchanged = lists.size - changed.size;
        for (const id of changed.keys()) changedIds.push(id);
        options.onProgress?.({ phase: 'writing', done: report.rows, total: report.rows });
        if (options.dryRun) throw new Rollback();
      });
    } catch (error) {
      if (!(error instanceof Rollback)) throw error;
    }
    if (report.problemCount > 0) {
      report.problems.sort((a, b) => a.row - b.row);
      Object.assign(report, { updated: 0, unchanged: 0, addedValues: [] });
      return { report, changedIds: [] };
    }
    return { report, changedIds: options.dryRun ? [] : changedIds };
  }

  /** What each product's reference list holds now, to leave unchanged lists (and their index entries) alone. */
  private async fingerprints(query: SqlQuery, ids: number[]): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    for (let i = 0; i < ids.length; i += 10_000) {
      const grouped = new Map<number, ReferenceRecord[]>();
      for (const r of await readReferences(query, ids.slice(i, i + 10_000))) {
        const list = grouped.get(r.productId);
        if (list) list.push(r);
        else grouped.set(r.productId, [r]);
      }
      for (const id of ids.slice(i, i + 10_000)) out.set(id, JSON.stringify((grouped.get(id) ?? []).map(fingerprint)));
    }
    return out;
  }
}

const fingerprint = (r: ReferenceRecord) => [r.title, r.journal, r.pmid, r.sample, r.species, r.application, normaliseImpact(r.impactFactor)];

/** "12.50" and "12.5" are the same impact factor. */
const normaliseImpact = (text: string) => (text === '' ? '' : String(Number(text)));

