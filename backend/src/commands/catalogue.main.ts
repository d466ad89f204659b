import 'reflect-metadata';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { createReadStream, createWriteStream, WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DataSource } from 'typeorm';
import { progressBar } from '../terminal/progress-bar';
import { SEARCH_INDEX_QUEUE } from '../search/search-index.job';
import { sheetFormatOf } from '../sheets/read-sheet';
import { createSheetWriter } from '../sheets/write-sheet';
import { EXPORT_HEADER, EXPORT_LAYOUT, exportCatalogue } from '../modules/items/catalogue-changes/catalogue-export';
import { exportReferences, REFERENCE_EXPORT_HEADER, REFERENCE_EXPORT_LAYOUT } from '../modules/items/references/reference-export';
import { SheetImportService } from '../modules/items/catalogue-changes/sheet-import.service';
import type { ImportReport } from '../modules/items/catalogue-changes/catalogue-import';
import type { ProductChanges } from '../modules/items/catalogue-changes/catalogue-writer';
import { createShopContext, runCommand } from './run-command';

/**
 * npm run catalogue:import -- FILE [--images DIR|ZIP] [--dry-run] [--rename-catno] [--add-values] [--changes CHANGES.csv] [--lang zh|en]
 * npm run catalogue:export -- FILE.csv|FILE.xlsx [--references]   (the references sheet instead of the products)
 *
 * Runs in a queue-worker context of the shop (migrations applied first, like the seed), so the
 * search-index job the import queues is done even when no shop is running; the command waits for it.
 * Exit code 1 and one line per problem on stdout when the sheet is refused; nothing is written then.
 * A row whose catalogue number matches a stored one only loosely ("qa90001" for "QA-90001") updates
 * that product and keeps its stored number, unless --rename-catno; either way the rows are listed.
 * The columns each updated product changes (old → new) are printed for the first few products and
 * written for all to --changes (a CSV in the temporary folder by default), for a dry run too.
 * A value the vocabularies lack is a problem naming the nearest known values, unless --add-values:
 * then it is added to its vocabulary (labelled as written, for staff to relabel) in the same
 * transaction, and listed.
 */
const USAGE = 'usage: catalogue import FILE [--images DIR|ZIP] [--dry-run] [--rename-catno] [--add-values] [--changes CHANGES.csv] [--lang zh|en] | catalogue export FILE.csv|FILE.xlsx [--references]';

function option(argv: string[], name: string): string | null {
  const i = argv.indexOf(`--${name}`);
  if (i < 0) return null;
  const value = argv[i + 1];
  if (!value || value.startsWith('--')) throw new Error(`--${name} needs a value`);
  return value;
}

async function main(): Promise<number> {
  const [command, file, ...rest] = process.argv.slice(2);
  if (!file || (command !== 'import' && command !== 'export')) throw new Error(USAGE);
  const app = await createShopContext();
  const log = (line: string) => console.error(line);
  try {
    if (command === 'export') {
      const path = resolve(file);
      if (rest.includes('--references')) {
        const writer = await createSheetWriter(path, sheetFormatFromName(path), [...REFERENCE_EXPORT_HEADER], { columns: REFERENCE_EXPORT_LAYOUT });
        const rows = await exportReferences(app.get(DataSource), writer);
        await writer.close();
        console.log(`Exported ${rows} references to ${path}`);
        return 0;
      }
      const writer = await createSheetWriter(path, sheetFormatFromName(path), [...EXPORT_HEADER], { columns: EXPORT_LAYOUT });
      const bar = progressBar('export', log);
      const rows = await exportCatalogue(app.get(DataSource), writer, (done, total) => bar({ done, total }));
      await writer.close();
      console.log(`Exported ${rows} products to ${path}`);
      return 0;
    }
    const dryRun = rest.includes('--dry-run');
    const language = option(rest, 'lang') === 'zh' ? 'zh' : 'en';
    const images = option(rest, 'images');
    const bar = progressBar(dryRun ? 'dry run' : 'import', log);
    const started = Date.now();
    const expectedRows = await countLines(resolve(file));
    const renameCatalogueNumbers = rest.includes('--rename-catno');
    const changes = new ChangesFile(option(rest, 'changes') ?? join(tmpdir(), `catalogue-changes-${new Date().toISOString().replace(/[:.]/g, '-')}.csv`));
    const result = await app.get(SheetImportService).importSheet(resolve(file), images ? resolve(images) : null, {
      dryRun,
      renameCatalogueNumbers,
      addValues: rest.includes('--add-values'),
      addedBy: 'flag',
      onChanges: (batch) => changes.add(batch),
      expectedRows,
      onProgress: (p) =>
        p.total > 0 ? bar({ done: Math.min(p.done, p.total), total: p.total }) : p.done % 100_000 === 0 && log(`read ${p.done} rows`),
    });
    const { report } = result;
    // The line count was an estimate (cells may hold line breaks): the bar ends at the rows really read.
    bar({ done: report.rows, total: report.rows });
    if (report.problemCount > 0) {
      for (const p of report.problems) console.log(`row ${p.row}, column ${p.column || '-'}: ${p.message[language]}`);
      if (report.problemCount > report.problems.length) console.log(`… and ${report.problemCount - report.problems.length} more problems`);
      console.log(`Refused: ${report.problemCount} problems in ${report.rows} rows; nothing was written.`);
      return 1;
    }
    await changes.close();
    printLooseMatches(report, renameCatalogueNumbers, dryRun);
    printAddedValues(report, dryRun);
    if (report.problemCount === 0) changes.print(dryRun);
    const counts = `${report.rows} rows: ${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged, ${report.discontinued} discontinued`;
    if (dryRun) {
      console.log(`Dry run, nothing written. Would write ${counts}.`);
      return 0;
    }
    console.log(`Imported ${counts} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    if (result.indexJob) {
      const indexed = Date.now();
      await waitForJob(app.get<Queue>(getQueueToken(SEARCH_INDEX_QUEUE)), result.indexJob);
      console.log(`Search index is up to date (${((Date.now() - indexed) / 1000).toFixed(1)} s).`);
    }
    return 0;
  } finally {
    await app.close();
  }
}

const LOOSE_SHOWN = 20;
const CHANGES_SHOWN = 10;

/**
 * Every updated product's changed columns as CSV (catno, column, old, new), streamed to a file as
 * the batches are written; the command prints the first few and where the rest is.
 */
class ChangesFile {
  private stream: WriteStream | null = null;
  private readonly first: ProductChanges[] = [];
  private count = 0;
  private failure: string | null = null;

  constructor(private readonly path: string) {}

  add(batch: ProductChanges[]): void {
    // A file that cannot be written does not stop the import; the command says so at the end.
    this.stream ??= createWriteStream(this.path).on('error', (error) => (this.failure ??= error.message));
    if (this.count === 0) this.stream.write('catno,column,old,new\n');
    for (const change of batch) {
      if (this.first.length < CHANGES_SHOWN) this.first.push(change);
      this.count++;
      for (const f of change.fields) this.stream.write(`${[change.catno, f.column, f.old, f.new].map(csvCell).join(',')}\n`);
    }
  }

  async close(): Promise<void> {
    if (this.stream) await new Promise((done) => this.stream!.end(done));
  }

  print(dryRun: boolean): void {
    if (this.count === 0) return;
    console.log(`${dryRun ? 'Would change' : 'Changed'} ${this.count} products; the first ${this.first.length}:`);
    for (const change of this.first) {
      console.log(`  ${change.catno}: ${change.fields.map((f) => `${f.column} ${JSON.stringify(f.old)} → ${JSON.stringify(f.new)}`).join('; ')}`);
    }
    if (this.failure) console.log(`Could not write every change to ${this.path}: ${this.failure}`);
    else console.log(`Every change (catno, column, old, new): ${this.path}`);
  }
}

const csvCell = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The rows that matched a stored catalogue number loosely, and what happened to the number. */
function printLooseMatches(report: ImportReport, renamed: boolean, dryRun: boolean): void {
  const count = report.looseCount ?? 0;
  if (count === 0) return;
  const verb = dryRun ? (renamed ? 'would be renamed to' : 'would keep') : renamed ? 'renamed to' : 'kept';
  console.log(`${count} rows matched a catalogue number loosely (${renamed ? 'renamed to the sheet\'s spelling' : 'stored numbers kept; --rename-catno renames'}):`);
  for (const m of (report.loose ?? []).slice(0, LOOSE_SHOWN)) {
    console.log(`  row ${m.row}: ${m.sheet} matched ${m.stored}, ${verb} ${renamed ? m.sheet : m.stored}`);
  }
  if (count > LOOSE_SHOWN) console.log(`  … and ${count - LOOSE_SHOWN} more`);
}

/** The values --add-values added to the vocabularies (labelled as written until staff relabel them). */
function printAddedValues(report: ImportReport, dryRun: boolean): void {
  const added = report.addedValues ?? [];
  if (added.length === 0) return;
  console.log(`${dryRun ? 'Would add' : 'Added'} ${added.length} values to the vocabularies (relabel them on the vocabularies page):`);
  for (const v of added) console.log(`  ${v.vocabulary}: ${v.key}`);
}

/** Rows of a CSV for the progress bar: its line breaks less the header (a cell with line breaks only makes the bar finish early). XLSX: unknown. */
async function countLines(path: string): Promise<number | undefined> {
  if ((await sheetFormatOf(path)) !== 'csv') return undefined;
  let lines = 0;
  for await (const chunk of createReadStream(path)) {
    for (let i = (chunk as Buffer).indexOf(10); i >= 0; i = (chunk as Buffer).indexOf(10, i + 1)) lines++;
  }
  return Math.max(0, lines - 1);
}

function sheetFormatFromName(path: string): 'csv' | 'xlsx' {
  if (/\.xlsx$/i.test(path)) return 'xlsx';
  if (/\.csv$/i.test(path)) return 'csv';
  throw new Error('the export file name must end in .csv or .xlsx');
}

async function waitForJob(queue: Queue, id: string): Promise<void> {
  for (;;) {
    const job = await queue.getJob(id);
    const state = job ? await job.getState() : 'completed';
    if (state === 'completed') return;
    if (state === 'failed') throw new Error(`search index job failed: ${job?.failedReason}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

runCommand(main, 2);
