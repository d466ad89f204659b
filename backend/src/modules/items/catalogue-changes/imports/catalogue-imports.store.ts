import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ImportReport } from '../catalogue-import';
import type { LocalizedText } from '@shop/contract';

export type ImportState = 'validating' | 'validated' | 'rejected' | 'importing' | 'done' | 'failed';

export interface CatalogueImportRow {
  id: string;
  state: ImportState;
  sheetName: string;
  workDir: string;
  hasImages: boolean;
  /** Rows matching a stored catalogue number loosely rename it to the sheet's spelling. */
  renameCatno: boolean;
  /** Values the vocabularies lack are added (the upload's "add new values" tick box). */
  addValues: boolean;
  done: number;
  total: number;
  report: ImportReport | null;
  failure: LocalizedText | null;
}

/** The `catalogue_imports` table: where each staff import stands, what it found, where its files wait. */
@Injectable()
export class CatalogueImportsStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async create(row: Pick<CatalogueImportRow, 'id' | 'sheetName' | 'workDir' | 'hasImages' | 'renameCatno' | 'addValues'>, staffId: number): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO catalogue_imports (id, state, sheet_name, work_dir, has_images, rename_catno, add_values, created_by) VALUES ($1, 'validating', $2, $3, $4, $5, $6, $7)`,
      [row.id, row.sheetName, row.workDir, row.hasImages, row.renameCatno, row.addValues, staffId],
    );
  }

  async get(id: string): Promise<CatalogueImportRow | null> {
    const [row] = await this.dataSource.query(
      `SELECT id, state, sheet_name AS "sheetName", work_dir AS "workDir", has_images AS "hasImages", rename_catno AS "renameCatno", add_values AS "addValues", done, total, report, failure
         FROM catalogue_imports WHERE id = $1`,
      [id],
    );
    return row ?? null;
  }

  /** Moves an import on only from the state it is expected in; false when it was elsewhere. */
  async transition(id: string, from: ImportState, to: ImportState): Promise<boolean> {
    const rows = await this.dataSource.query(
      `WITH moved AS (UPDATE catalogue_imports SET state = $3, done = 0, total = 0, updated_at = now()
         WHERE id = $1 AND state = $2 RETURNING id) SELECT id FROM moved`,
      [id, from, to],
    );
    return rows.length > 0;
  }

  async progress(id: string, done: number, total: number): Promise<void> {
    await this.dataSource.query('UPDATE catalogue_imports SET done = $2, total = $3, updated_at = now() WHERE id = $1', [id, done, total]);
  }

  /**
   * Checked imports left unconfirmed longer than `hours` become rejected with `failure`; the folders
   * of their files are answered for deletion. One statement: an import confirmed at the same moment
   * is either confirmed (and left alone here) or expired (and the confirmation refused).
   */
  async expireUnconfirmed(hours: number, failure: LocalizedText): Promise<string[]> {
    const rows: { workDir: string }[] = await this.dataSource.query(
      `WITH expired AS (UPDATE catalogue_imports SET state = 'rejected', failure = $2, updated_at = now()
         WHERE state = 'validated' AND updated_at < now() - make_interval(hours => $1) RETURNING work_dir)
       SELECT work_dir AS "workDir" FROM expired`,
      [hours, JSON.stringify(failure)],
    );
    return rows.map((r) => r.workDir);
  }

  async finish(id: string, state: ImportState, report: ImportReport | null, failure: LocalizedText | null = null): Promise<void> {
    await this.dataSource.query(
      `UPDATE catalogue_imports SET state = $2, report = $3, failure = $4, updated_at = now(),
         done = CASE WHEN $3::jsonb IS NULL THEN done ELSE ($3::jsonb ->> 'rows')::int END,
         total = CASE WHEN $3::jsonb IS NULL THEN total ELSE ($3::jsonb ->> 'rows')::int END
       WHERE id = $1`,
      [id, state, report ? JSON.stringify(report) : null, failure ? JSON.stringify(failure) : null],
    );
  }
}
