import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A staff import remembers whether it may rename products whose catalogue number the sheet spells
 * differently (issue 24): the check and the confirmed write must do the same thing.
 */
export class ImportRenameOption1795600000024 implements MigrationInterface {
  name = 'ImportRenameOption1795600000024';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE catalogue_imports ADD COLUMN rename_catno boolean NOT NULL DEFAULT false');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE catalogue_imports DROP COLUMN rename_catno');
  }
}
