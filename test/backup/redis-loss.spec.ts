import { runBuiltCommand } from '../support/built-shop';
import { ShopClient } from '../faults/support/shop-client';
import { Shop, startShop, waitFor } from '../faults/support/shop-processes';
import { Buyer } from './support/orders';
import { deleteQueueKeys } from './support/shop-on-cluster';

/**
 * Issue 34: Redis is not backed up. What goes with it: the queues (mails waiting to be sent, search-index and
 * import jobs), the dev mailbox, rate limits and puzzle answers. What does not: sessions, orders and
 * verification codes, which are rows in PostgreSQL. This shows both, on the built shop (web and worker apart) with a
 * throwaway database of the machine's cluster: an empty Redis is simulated by deleting every key of the run's
 * prefix (the machine's Redis is shared with other tests), and the order mails it held are queued again from the
 * database by requeue-order-mails (docs/runbook.md, "Redis lost").
 */
describe('Redis lost: sessions stay, the mails of stored orders are queued again from the database', () => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop({ separateWorker: true });
  }, 300_000);

  afterAll(async () => {
    await shop?.stop();
  });

  it('keeps the researcher logged in and sends the confirmations of the orders whose mails were lost', async () => {
    const email = `redis-loss-${Date.now()}@backup.example`;
    const buyer = new Buyer(new ShopClient(shop.url));
    await buyer.prepare(email);

    // No worker: the two orders' mails wait in Redis.
    const worker = shop.worker;
    const stopped = new Promise((resolve) => worker?.once('exit', resolve));
    worker?.kill('SIGTERM');
    await stopped;
    const since = new Date();
    expect(await buyer.orderOne(1)).toBe(true);
    expect(await buyer.orderOne(2)).toBe(true);

    await deleteQueueKeys(shop.env);
    shop.startWorker();

    // Sessions are rows in PostgreSQL: the same login still lists both orders.
    const orders = await buyer.client.request('POST', 'orderinfo/showallorder');
    expect([orders.status, (orders.body.orderinfo as unknown[]).length]).toEqual([200, 2]);

    runBuiltCommand('backend/dist/commands/requeue-order-mails.command.js', shop.env, ['--since', since.toISOString()]);
    const confirmations = async () => (await buyer.client.mails(email)).filter((m) => /submitted/.test(m.subject));
    await waitFor(async () => (await confirmations()).length === 2, 60_000, 'both order confirmations');
    const numbers = (await confirmations()).map((m) => /SO-\d+/.exec(m.subject)?.[0]).sort();
    expect(numbers).toEqual(buyer.acknowledged.map((o) => `SO-${String(o.id).padStart(6, '0')}`).sort());

    // Run again while the jobs are still in Redis: nothing is queued twice.
    runBuiltCommand('backend/dist/commands/requeue-order-mails.command.js', shop.env, ['--since', since.toISOString()]);
    // A fixed wait, not a poll: the requeue must queue nothing twice, and a mail not queued has no signal.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await confirmations()).toHaveLength(2);
  }, 300_000);
});
