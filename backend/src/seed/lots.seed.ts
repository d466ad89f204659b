import type { DataSource } from 'typeorm';
import { CoaStore, coaRoot } from '../modules/items/lots/coa-store';
import { uploadRoot } from '../uploads/upload-store';
import { renderDemoCertificate } from './catalogue/certificate';

/** The shop's name as the certificate's letterhead (the standard PDF fonts carry Latin letters only). */
const LETTERHEAD = 'Antibody Shop';

/**
 * Lots for three products in four: one to three each, numbered L<pid>-<n>, expiring 3, 12 and 21
 * months after the seed ran; the first two carry the demo certificate, stored once and shared.
 * Existing lots are kept (the same numbers are skipped), so rerunning the seed adds nothing and
 * staff's own lots stay.
 */
export async function seedLots(dataSource: DataSource, options: { coaRoot?: string } = {}): Promise<{ added: number }> {
  const store = new CoaStore(options.coaRoot ?? coaRoot(uploadRoot(process.env.UPLOAD_DIR)));
  const file = await store.ingest(await renderDemoCertificate(LETTERHEAD));
  const [{ added }] = await dataSource.query(
    `WITH wanted AS (
       SELECT p.id AS product_id, n
         FROM products p, generate_series(1, 1 + p.id % 3) AS n
        WHERE p.id % 4 <> 0
     ), inserted AS (
       INSERT INTO product_lots (product_id, lot_number, expires_on, coa_file, coa_name)
       SELECT product_id, format('L%s-%s', lpad(product_id::text, 5, '0'), lpad(n::text, 2, '0')),
              current_date + make_interval(months => n * 9 - 6),
              CASE WHEN n <= 2 THEN $1 END,
              CASE WHEN n <= 2 THEN format('CoA-L%s-%s.pdf', lpad(product_id::text, 5, '0'), lpad(n::text, 2, '0')) ELSE '' END
         FROM wanted
       ON CONFLICT (product_id, lot_number) DO NOTHING
       RETURNING 1
     )
     SELECT count(*)::int AS added FROM inserted`,
    [file],
  );
  return { added };
}
