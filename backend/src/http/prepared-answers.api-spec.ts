import { saveTestProduct } from '../../test-support/catalogue-fixtures';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { CatalogueService } from '../modules/items/reading/catalogue.service';
import { waitFor } from '../../test-support/wait-for';

/**
 * Public catalogue reads answered again from the bytes sent the first time (prepared answers):
 * the same answer, headers and ETag revalidation as the full stack gives, and never a stale one
 * after a catalogue change made through this process.
 */
describe('prepared catalogue answers', () => {
  let shop: TestApp;
  let pid: number;
  let reads: jest.SpyInstance;

  beforeAll(async () => {
    shop = await createTestApp();
    ({ pid } = await saveTestProduct(shop, { productname: 'Prepared Answer Antibody', genename: 'PREPGENE' }));
    // Indexed (the queue's sync clears every prepared answer: none may land mid-test).
    expect(await searchShows('Prepared Answer Antibody')).toBe(true);
    // Watched, not replaced: every call still reads the catalogue.
    reads = jest.spyOn(shop.app.get(CatalogueService), 'product');
  }, 120_000);
  afterAll(() => shop.close());

  const search = () => shop.http().get('/api/iteminfo/searchitem/?searchword=PREPGENE');
  /** The search index follows the catalogue through its queue. */
  const searchShows = async (name: string) => {
    await waitFor(async () => (await search().expect(200)).body.data[0]?.productname === name, 10_000, `search showing ${name}`);
    return true;
  };
  const detail = (language = 'zh') => shop.http().get(`/api/iteminfo/baseinfo/?pid=${pid}`).set('X-Language', language);

  it('answers a repeated product detail without reading the catalogue again, byte for byte and with the same headers', async () => {
    const first = await detail().expect(200);
    const readsAfterFirst = reads.mock.calls.length;
    const second = await detail().set('X-Request-Id', 'repeat-1').expect(200);
    expect(reads.mock.calls.length).toBe(readsAfterFirst);
    expect(second.text).toBe(first.text);
    expect(second.body.data.productname).toBe('Prepared Answer Antibody');
    for (const header of ['etag', 'cache-control', 'content-type', 'content-length', 'content-security-policy', 'x-content-type-options']) {
      expect({ header, value: second.headers[header] }).toEqual({ header, value: first.headers[header] });
    }
    expect(Object.keys(second.headers).sort()).toEqual(Object.keys(first.headers).sort());
    expect(second.headers['cache-control']).toBe('public, no-cache');
    // The request id is the request's own, not the first one's.
    expect(second.headers['x-request-id']).toBe('repeat-1');
    expect(first.headers['x-request-id']).not.toBe('repeat-1');
  });

  it('revalidates by ETag: 304 without a body while it matches, the answer when the caller bypasses caches', async () => {
    const first = await detail().expect(200);
    const unchanged = await detail().set('If-None-Match', first.headers.etag).expect(304);
    expect(unchanged.text).toBe('');
    expect(unchanged.headers.etag).toBe(first.headers.etag);
    expect(unchanged.headers['cache-control']).toBe('public, no-cache');
    expect(unchanged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(unchanged.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(unchanged.headers['content-type']).toBeUndefined();
    await detail().set('If-None-Match', '"some-other-tag"').expect(200);
    const bypass = await detail().set('If-None-Match', first.headers.etag).set('Cache-Control', 'no-cache').expect(200);
    expect(bypass.text).toBe(first.text);
  });

  it('keeps each language apart', async () => {
    await detail('en').expect(200);
    const readsBefore = reads.mock.calls.length;
    await detail('en').expect(200);
    await detail('zh').expect(200);
    expect(reads.mock.calls.length).toBe(readsBefore);
  });

  it('never keeps a refusal', async () => {
    for (let i = 0; i < 2; i++) {
      const refused = await shop.http().get('/api/iteminfo/baseinfo/?pid=abc').set('X-Language', 'en').expect(400);
      expect(refused.body.message).toMatch(/pid/);
    }
  });

  it('shows a catalogue change made through this process at once', async () => {
    await detail().expect(200);
    expect((await search().expect(200)).body.data[0].productname).toBe('Prepared Answer Antibody');
    const { catalogueNumber } = await shop.dataSource
      .query('SELECT catalogue_number AS "catalogueNumber" FROM products WHERE id = $1', [pid])
      .then((rows: { catalogueNumber: string }[]) => rows[0]);
    await saveTestProduct(shop, { catno: catalogueNumber, productname: 'Renamed Prepared Antibody', genename: 'PREPGENE' });
    expect((await detail().expect(200)).body.data.productname).toBe('Renamed Prepared Antibody');
    // Not the search answer kept before the change (kept 30 s otherwise).
    expect(await searchShows('Renamed Prepared Antibody')).toBe(true);
  });
});
