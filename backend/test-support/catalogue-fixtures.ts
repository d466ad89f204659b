import type { TestApp } from './test-app';
import { CatalogueChangesService } from '../src/modules/items/catalogue-changes/catalogue-changes.service';
import { Cells, parseProductCells } from '../src/modules/items/catalogue-changes/product-cells';
import { VocabularyService } from '../src/modules/items/vocabularies/vocabulary.service';
import { waitForValue } from './wait-for';

let made = 0;

/** A product written through the catalogue's own path (cells as a sheet row would carry them). */
export async function saveTestProduct(shop: TestApp, cells: Cells = {}): Promise<{ pid: number; catalogueNumber: string }> {
  made++;
  const all: Cells = {
    catno: `TP-${process.pid % 10000}-${Date.now() % 100000}-${made}`,
    productname: `Test Antibody ${made}`,
    producttype: 'Primary Antibody',
    host: 'Rabbit',
    application: 'WB, IHC-P',
    reactivity: 'Human, Mouse',
    clonality: 'Polyclonal',
    size1: '50ul',
    price1: '1280',
    size2: '100ul',
    price2: '2680',
    size3: '200ul',
    price3: '4980',
    ...cells,
  };
  const parsed = parseProductCells(all, { lookup: shop.app.get(VocabularyService).lookup });
  if (parsed.problems.length > 0) throw new Error(`test product refused: ${JSON.stringify(parsed.problems)}`);
  await shop.app.get(CatalogueChangesService).save([{ key: parsed.key, patch: parsed.patch }]);
  const [row] = await shop.dataSource.query('SELECT id FROM products WHERE catalogue_key = $1', [parsed.key]);
  return { pid: row.id, catalogueNumber: all.catno as string };
}

/**
 * Polls a staff sheet import (GET /api/admininfo/catalogue/imports/:id) every 100 ms until it has
 * left `validating` and `importing`, and answers its last state as the staff page reads it.
 */
export async function settledImport(shop: TestApp, id: string, headers: Record<string, string>, attempts = 200) {
  return waitForValue(
    async () => (await shop.http().get(`/api/admininfo/catalogue/imports/${id}`).set(headers).expect(200)).body.data,
    (data) => !['validating', 'importing'].includes(data.state),
    attempts * 100,
    `import ${id} settled`,
  );
}
