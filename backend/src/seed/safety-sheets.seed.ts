import type { DataSource } from 'typeorm';
import { LocalFolderStorage } from '../files/local-folder.storage';
import { SdsStore } from '../modules/items/safety-sheets/sds-store';
import { uploadRoot } from '../uploads/upload-store';
import { renderDemoSafetySheet } from './catalogue/safety-sheet';

/** The shop's name as the sheet's letterhead (the standard PDF fonts carry Latin letters only). */
const LETTERHEAD = 'Antibody Shop';

/**
 * An English safety data sheet for every product type the catalogue has (issue 35), stored in the upload folder as the
 * shop stores staff uploads (`sds/`). A type that already has an English sheet keeps it (staff's own stays).
 */
export async function seedSafetySheets(dataSource: DataSource, options: { uploadRoot?: string } = {}): Promise<{ added: number }> {
  const store = new SdsStore(new LocalFolderStorage(options.uploadRoot ?? uploadRoot(process.env.UPLOAD_DIR)));
  const types: { product_type: string }[] = await dataSource.query(
    `SELECT DISTINCT product_type FROM products p
      WHERE NOT EXISTS (SELECT 1 FROM safety_data_sheets s WHERE s.product_type = p.product_type AND s.language = 'en')
      ORDER BY product_type`,
  );
  for (const { product_type: type } of types) {
    const file = await store.ingest(await renderDemoSafetySheet(LETTERHEAD, type));
    await dataSource.query(
      `INSERT INTO safety_data_sheets (product_type, language, file, name) VALUES ($1, 'en', $2, $3)`,
      [type, file, `SDS-${type.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`],
    );
  }
  return { added: types.length };
}
