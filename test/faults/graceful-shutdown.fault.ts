import { startShop, Shop } from './support/shop-processes';
import { ShopClient } from './support/shop-client';

/** SIGTERM while requests are in flight: they are answered, new connections are refused, the process exits 0. */
describe('graceful shutdown of the web process', () => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop();
  });

  afterAll(() => shop?.stop());

  it('finishes in-flight requests before exiting', async () => {
    const visitor = new ShopClient(shop.url);
    // A login verifies an argon2id hash (hundreds of ms): long enough to be in flight at SIGTERM.
    const inFlight = Array.from({ length: 4 }, (_, i) =>
      visitor.request('POST', 'useridentify/login', { email: `nobody${i}@example.com`, password: 'wrong-password' }),
    );
    // A fixed wait, not a poll: the logins must have reached the shop before SIGTERM, and the shop gives no signal that they have.
    await new Promise((r) => setTimeout(r, 50));
    // Nest closes everything, then re-raises the signal, so a clean stop ends "by SIGTERM" (or with 0).
    const exited = new Promise<string>((resolve) => shop.web.once('exit', (code, signal) => resolve(signal ?? `code ${code}`)));
    shop.web.kill('SIGTERM');

    const answers = await Promise.all(inFlight);
    expect(answers.map((a) => [a.status, a.body.code])).toEqual(Array(4).fill([200, 300]));
    expect(['SIGTERM', 'code 0']).toContain(await exited);
    await expect(fetch(`${shop.url}/api/health`)).rejects.toThrow();
  });
});
