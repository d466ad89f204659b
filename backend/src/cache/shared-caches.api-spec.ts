import Redis from 'ioredis';
import { saveTestProduct } from '../../test-support/catalogue-fixtures';
import { signUpStaff } from '../../test-support/review-fixtures';
import { XHR } from '../../test-support/account-helpers';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { CATCH_UP_MS, SharedCaches } from './shared-caches';
import { pause, waitFor } from '../../test-support/wait-for';

/** Polls `read` until it returns true; the milliseconds it took, or null after `limitMs`. */
function within(limitMs: number, read: () => Promise<boolean>): Promise<number | null> {
  return waitFor(read, limitMs, 'the change on B', 20).catch(() => null);
}

describe('two API instances stay coherent (SharedCaches)', () => {
  let a: TestApp;
  let b: TestApp;
  let authorization: string;

  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ beside: a });
    authorization = (await signUpStaff(a)).authorization;
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const price1 = async (shop: TestApp, pid: number) => (await shop.http().get(`/api/iteminfo/baseinfo/?pid=${pid}`).expect(200)).body.data.price1;

  it('shows a price changed through instance A on instance B within 1 s, though B kept the old answer', async () => {
    const { pid } = await saveTestProduct(a, { price1: '1280' });
    // B reads twice: the second answer is B's prepared copy of the first.
    expect(await price1(b, pid)).toBe(await price1(b, pid));
    const before = await price1(b, pid);
    expect(before).toBe(1280);

    const changed = await a.http().post(`/api/admininfo/catalogue/products/${pid}`).set(XHR).set('Authorization', authorization).type('form').send({ price1: '1999' });
    expect(changed.status).toBe(200);
    const after = await price1(a, pid);
    expect(after).toBe(1999);

    const took = await within(1000, async () => (await price1(b, pid)) === after);
    expect(took).not.toBeNull();
  });

  it('B drops its browse answers and facet memory after A adds a product', async () => {
    const list = async (shop: TestApp) => (await shop.http().get('/api/iteminfo/searchitem/?host=Goat').expect(200)).body;
    const first = await list(b);
    await saveTestProduct(a, { host: 'Goat' });
    // The index job runs in a worker (any process) and may wait behind other jobs on a loaded machine: what is
    // measured is how long B lags behind the index, not how long the job queued.
    const indexed = await within(30000, async () => (await list(a)).total === first.total + 1);
    expect(indexed).not.toBeNull();
    const took = await within(1000, async () => (await list(b)).total === first.total + 1);
    expect(took).not.toBeNull();
  });

  it('shows a vocabulary value staff relabelled through A on B within 1 s: its list, its editor, its sheet check', async () => {
    const staff = { ...XHR, Authorization: authorization };
    const label = async (shop: TestApp) =>
      ((await shop.http().get('/api/vocabularies').expect(200)).body.data.host as { key: string; zh: string }[]).find((v) => v.key === 'Goat')?.zh;
    expect(await label(b)).toBe('山羊');
    await a.http().post('/api/admininfo/catalogue/vocabularies/host').set(staff).send({ key: 'Llama', zh: '大羊驼' }).expect(200);
    await a.http().post('/api/admininfo/catalogue/vocabularies/host/relabel').set(staff).send({ key: 'Goat', zh: '山羊（家养）' }).expect(200);
    expect(await within(1000, async () => (await label(b)) === '山羊（家养）')).not.toBeNull();
    // B's editor accepts the value A added.
    const { pid } = await saveTestProduct(a);
    await b.http().post(`/api/admininfo/catalogue/products/${pid}`).set(staff).type('form').send({ host: 'llama' }).expect(200);
    expect((await b.dataSource.query('SELECT host FROM products WHERE id = $1', [pid]))[0].host).toBe('Llama');
  });

  it('an instance that missed the message catches up at its next request', async () => {
    const shared = b.app.get(SharedCaches);
    const { pid } = await saveTestProduct(a, { price1: '500' });
    const before = await price1(b, pid);
    expect(before).toBe(500);
    // The save's own index job publishes a change of its own when it ends: let that arrive first.
    // Settled = no new drop for 300 ms (up to 6 s, as before): the pause inside the check is that quiet time.
    const quiet = async () => {
      const seen = shared.remoteDrops;
      await pause(300);
      return shared.remoteDrops === seen;
    };
    await waitFor(quiet, 6_000, "the save's own published changes settled", 0);
    // A change published while B was not listening: only the number in Redis moves.
    const prefix = process.env.QUEUE_PREFIX as string;
    const redis = new Redis(process.env.REDIS_URL as string);
    try {
      await a.dataSource.query(`UPDATE product_prices SET price_fen = 77700 WHERE product_id = $1 AND option = 1`, [pid]);
      await redis.incr(`${prefix}:caches:generation`);
    } finally {
      redis.disconnect();
    }
    const drops = shared.remoteDrops;
    // A fixed wait, not a poll: what is proved is that B has caught up once one catch-up period has passed.
    await pause(CATCH_UP_MS + 10);
    expect(await price1(b, pid)).toBe(777);
    expect(shared.remoteDrops).toBe(drops + 1);
  });
});
