import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { stat } from 'node:fs/promises';
import { DataSource } from 'typeorm';
import { PictureStore } from '../pictures/picture-store';
import { extractImageArchive } from '../../../sheets/image-archive';
import { unescapeFormulaGuard } from '../../../sheets/formula-guard';
import { openSheet } from '../../../sheets/read-sheet';
import { SheetError } from '../../../sheets/sheet-error';
import { CatalogueChangesService } from './catalogue-changes.service';
import { CatalogueImport, ImportOptions, ImportResult, RowSource } from './catalogue-import';
import { FolderPictures } from './folder-pictures';
import { isReferenceHeader } from '@shop/contract';
import { ReferenceImport } from '../references/reference-import';
import { VocabularyService } from '../vocabularies/vocabulary.service';

export interface SheetImportResult extends ImportResult {
  /** The search-index job that brings search up to date, or null (nothing changed, or indexed inline). */
  indexJob: string | null;
}

/**
 * A sheet file (CSV or XLSX) with its pictures (a folder or a ZIP) through the catalogue import.
 * The command line and the staff page's import job both come here.
 */
@Injectable()
export class SheetImportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly changes: CatalogueChangesService,
    private readonly store: PictureStore,
    private readonly vocabularies: VocabularyService,
  ) {}

  async importSheet(sheetPath: string, images: string | null, options: ImportOptions): Promise<SheetImportResult> {
    const source = await sheetSource(sheetPath);
    // Read now, not as this process last heard: a value staff added a moment ago counts.
    const vocabularies = await this.vocabularies.fresh();
    if (isReferenceHeader(source.header)) {
      // A references sheet names products by catalogue number and carries no pictures.
      const result = await new ReferenceImport(this.changes, vocabularies).run(source, options);
      if ((result.report.addedValues?.length ?? 0) > 0 && !options.dryRun) await this.vocabularies.changed();
      const indexJob = result.changedIds.length > 0 ? await this.changes.changed(result.changedIds) : null;
      return { ...result, indexJob };
    }
    const folder = await this.pictureFolder(images);
    try {
      const result = await new CatalogueImport(this.changes, vocabularies).run(
        source,
        new FolderPictures(folder?.root ?? null, this.store),
        options,
      );
      // After a large load the planner needs fresh statistics before the index job and the next reads, and the
      // rows the load wrote twice (inserted, then their research columns set) leave a dead copy each: without a
      // vacuum (autovacuum may be off, or minutes away) every read of a product steps over it.
      if (result.changedIds.length > 10_000) await this.dataSource.query('VACUUM (ANALYZE) products, product_prices, product_images');
      if ((result.report.addedValues?.length ?? 0) > 0 && !options.dryRun) await this.vocabularies.changed();
      const indexJob = result.changedIds.length > 0 ? await this.changes.changed(result.changedIds) : null;
      return { ...result, indexJob };
    } finally {
      await folder?.dispose();
    }
  }

  private async pictureFolder(images: string | null): Promise<{ root: string; dispose(): Promise<void> } | null> {
    if (!images) return null;
    if ((await stat(images)).isDirectory()) return { root: images, dispose: async () => undefined };
    return extractImageArchive(images);
  }
}

/** The sheet read twice (check, then write); a row the reader cannot read ends the check as a problem. */
export async function sheetSource(path: string): Promise<RowSource> {
  const first = await openSheet(path);
  const header = first.header;
  const csv = first.format === 'csv';
  await first.close();
  const clean = (cells: string[]) => (csv ? cells.map(unescapeFormulaGuard) : cells);
  return {
    header: clean(header),
    rows: async function* () {
      const sheet = await openSheet(path);
      try {
        for await (const row of sheet.rows) yield { row: row.row, cells: clean(row.cells) };
      } finally {
        await sheet.close();
      }
    },
  };
}

export { SheetError };
