import { demoRows } from './demo-rows';
import { encodeReferences, KeptReferences } from './kept-references';

describe('the kept demo references', () => {
  it('give back every product’s reference rows in product order, across batches, once', () => {
    const batches = [demoRows(1, 40, 1000, 1), demoRows(41, 41, 1000, 1), demoRows(42, 90, 1000, 1)];
    const kept = new KeptReferences();
    for (const made of batches) kept.add(encodeReferences(made.references));
    const expected = batches.flatMap((made) => made.references);
    expect(expected.length).toBeGreaterThan(10);
    expect([...kept.products()]).toEqual(expected);
    // Let go once read: the seed reads them once, and the texts are then garbage.
    expect([...kept.products()]).toEqual([]);
  });

  it('keep texts with quotes, backslashes, separators and Chinese as written', () => {
    const rows = [[['SA-1', 'A "quoted" title; with \\ and |', '细胞生物学杂志', '']], [['SA-2', '\u001f\u001e', 'x', '1.5']]];
    const kept = new KeptReferences();
    kept.add(encodeReferences(rows));
    kept.add(encodeReferences([]));
    expect([...kept.products()]).toEqual(rows);
  });
});
