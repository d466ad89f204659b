import { saveTestProduct } from '../../../test-support/catalogue-fixtures';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { LiveFacets } from './live-facets';
import { logIndexChanges, syncPostgresIndex, writeSearchRows } from './postgres-index';
import { SEARCH_DOCUMENT_UPSERT } from './search-document.sql';
import { waitFor } from '../../../test-support/wait-for';

/**
 * A process's facet copy follows the change log; two index jobs that commit out of order (two workers) must not
 * leave a product out of it. Found by CI: B's "Goat" filter never counted a product A had just added.
 */
describe('facet copy following the index change log', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  it('sees both of two index jobs that overlap, whichever commits first', async () => {
    const x = await saveTestProduct(shop, { host: 'Goat' });
    const y = await saveTestProduct(shop, { host: 'Goat' });
    // The save's own index jobs (the app's worker) are let finish, then both rows taken out of the index.
    await waitFor(
      async () => (await shop.dataSource.query('SELECT count(*)::int AS n FROM product_search WHERE product_id = ANY($1::int[])', [[x.pid, y.pid]]))[0].n === 2,
      30_000,
      'both saved products indexed',
    );
    await shop.dataSource.query('DELETE FROM product_search WHERE product_id = ANY($1::int[])', [[x.pid, y.pid]]);
    const follower = new LiveFacets(shop.dataSource);
    const before = await follower.current();
    expect([before.has(x.pid), before.has(y.pid)]).toEqual([false, false]);

    // Job 1 (x) takes its revision number first and is still open when job 2 (y) runs.
    const first = shop.dataSource.createQueryRunner();
    await first.startTransaction();
    try {
      await writeSearchRows(first, 'product_search', 'p.id = $1', [x.pid], SEARCH_DOCUMENT_UPSERT);
      await logIndexChanges(first, [x.pid]);
      const second = syncPostgresIndex(shop.dataSource, [y.pid]);
      // Unordered, job 2 would have committed by now and the follower would have read past job 1's number.
      await Promise.race([second, new Promise((next) => setTimeout(next, 500))]);
      await follower.refreshNow();
      await first.commitTransaction();
      await second;
    } finally {
      if (first.isTransactionActive) await first.rollbackTransaction();
      await first.release();
    }
    await follower.refreshNow();
    const after = await follower.current();
    expect([after.has(x.pid), after.has(y.pid)]).toEqual([true, true]);
  });
});
