import { buildProduct } from './catalogue/product-generator';
import { PRODUCTS_WITH_OWN_PICTURES, sharedProductPicture } from './catalogue/product-images';
import { DEMO_HEADER, demoRows, PICTURE_NAME } from './demo-rows';

const IMAGES = DEMO_HEADER.indexOf('images');
const namesIn = (cell: string) => cell.split(';').filter(Boolean).map((picture) => picture.split('|')[0]);

describe('the demo rows', () => {
  it('name, for every picture of a product beyond those with their own, the shared picture it shows', () => {
    const from = PRODUCTS_WITH_OWN_PICTURES - 1;
    const made = demoRows(from, from + 9, from + 100, 1);
    const named = made.rows.slice(2).flatMap((row) => namesIn(row.cells[IMAGES]));
    expect(named.length).toBeGreaterThan(8);
    expect(made.sharedPictures.map(([name]) => name)).toEqual(named);
    for (const [name, key] of made.sharedPictures) {
      const [, seed, pid, n] = (PICTURE_NAME.exec(name) ?? []).map(Number);
      expect(key).toBe(sharedProductPicture(pid, n, seed).key);
    }
    // The first two products draw their own pictures: nothing shared for them.
    expect(made.sharedPictures.some(([name]) => namesIn(made.rows[0].cells[IMAGES]).includes(name))).toBe(false);
  });

  it('build each product once for its row, evidence and pictures, and the kept build is the product as built anew', () => {
    const first = buildProduct(41, 1);
    expect(buildProduct(41, 1)).toBe(first);
    const other = buildProduct(42, 1);
    expect(buildProduct(41, 1)).not.toBe(first);
    expect(buildProduct(41, 1)).toEqual(first);
    expect(buildProduct(41, 2)).not.toEqual(first);
    expect(other.product.pid).toBe(42);
  });
});
