import { ListRowMemory } from './list-row-memory';
import type { SearchItemRow } from './product-response';

const row = (id: number, name = `Product ${id}`): SearchItemRow => ({ id, citations: 0, first_image_file: null, product_name: name });

describe('ListRowMemory (search result rows kept for seconds)', () => {
  it('reads only the rows it does not keep, and answers in the order asked, without ids that have no row', async () => {
    const memory = new ListRowMemory(60_000, 100);
    const asked: number[][] = [];
    const read = async (ids: number[]) => (asked.push(ids), ids.filter((id) => id !== 99).map((id) => row(id)));
    expect((await memory.get([3, 1, 2], read)).map((r) => r.id)).toEqual([3, 1, 2]);
    expect((await memory.get([2, 4, 99, 3], read)).map((r) => r.id)).toEqual([2, 4, 3]);
    expect(asked).toEqual([[3, 1, 2], [4, 99]]);
  });

  it('reads again after clear(), and does not keep rows read while a clear happened', async () => {
    const memory = new ListRowMemory(60_000, 100);
    const read = (name: string) => async (ids: number[]) => ids.map((id) => row(id, name));
    await memory.get([1], read('before'));
    // A read from before a change that ends after the change cleared the memory: answered, not kept.
    const during = await memory.get([2], async (ids) => {
      memory.clear();
      return read('before')(ids);
    });
    expect(during.map((r) => r.product_name)).toEqual(['before']);
    expect((await memory.get([1, 2], read('after'))).map((r) => r.product_name)).toEqual(['after', 'after']);
    expect((await memory.get([1, 2], read('later'))).map((r) => r.product_name)).toEqual(['after', 'after']);
  });

  it('forgets rows after its time limit and beyond its size, oldest first', async () => {
    let reads = 0;
    const read = async (ids: number[]) => ((reads += ids.length), ids.map((id) => row(id)));
    const expiring = new ListRowMemory(0, 100);
    await expiring.get([1], read);
    await expiring.get([1], read);
    expect(reads).toBe(2);
    const small = new ListRowMemory(60_000, 2);
    reads = 0;
    await small.get([1, 2, 3], read);
    await small.get([2, 3], read);
    expect(reads).toBe(3);
    await small.get([1], read);
    expect(reads).toBe(4);
  });
});
