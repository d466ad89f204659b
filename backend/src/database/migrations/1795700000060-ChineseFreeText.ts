import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalogue's free texts in Chinese (issue 35): each free-text field the product declaration marks `zh: true`
 * (form, buffer, storage, purification, immunogen, specificity, background, …) gets its Chinese companion column,
 * empty where the supplier gave none (the pages then show the English text).
 */
const COLUMNS = [
  'dilution_ratio_zh',
  'immunogen_zh',
  'specificity_zh',
  'form_zh',
  'buffer_system_zh',
  'storage_zh',
  'purification_zh',
  'molecular_weight_zh',
  'background_zh',
  'subcellular_location_zh',
  'research_field_zh',
];

export class ChineseFreeText1795700000060 implements MigrationInterface {
  name = 'ChineseFreeText1795700000060';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE products ${COLUMNS.map((c) => `ADD COLUMN ${c} text NOT NULL DEFAULT ''`).join(', ')}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE products ${COLUMNS.map((c) => `DROP COLUMN ${c}`).join(', ')}`);
  }
}
