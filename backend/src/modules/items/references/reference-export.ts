import type { DataSource } from 'typeorm';
import { RowSink, sheetLayout } from '../catalogue-changes/catalogue-export';
import { REFERENCE_COLUMNS, REFERENCE_FIELDS } from '@shop/contract';
import type { SheetColumnLayout } from '../../../sheets/write-sheet';
import { referenceCells } from './reference-cells';
import { readReferences } from './product-references.sql';

const BATCH = 2000;

export const REFERENCE_EXPORT_HEADER: readonly string[] = REFERENCE_COLUMNS;

/** The impact factor is a number cell; a PubMed ID is a code and stays text. */
export const REFERENCE_EXPORT_LAYOUT: readonly SheetColumnLayout[] = REFERENCE_FIELDS.map((f) => sheetLayout(f));

/** Every product's references in the references sheet's format, by pid, read in batches of products. */
export async function exportReferences(dataSource: DataSource, sink: RowSink): Promise<number> {
  let after = 0;
  let written = 0;
  for (;;) {
    const products: { id: number; catno: string }[] = await dataSource.query(
      `SELECT id, catalogue_number AS catno FROM products WHERE id > $1 AND citations > 0 ORDER BY id LIMIT $2`,
      [after, BATCH],
    );
    if (products.length === 0) break;
    const catno = new Map(products.map((p) => [p.id, p.catno]));
    for (const reference of await readReferences((sql, p) => dataSource.query(sql, p), [...catno.keys()])) {
      await sink.write(referenceCells(catno.get(reference.productId)!, reference));
      written++;
    }
    after = products[products.length - 1].id;
  }
  return written;
}
