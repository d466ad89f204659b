import { createTestApp, TestApp } from '../../test-support/test-app';
import { Lifecycle } from './lifecycle';
import { FACETS } from '@shop/contract';
import { waitForValue } from '../../test-support/wait-for';

describe('GET /api/health and the API envelope', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  it('reports database, Redis and search engine up', async () => {
    const res = await shop.http().get('/api/health').expect(200);
    expect(res.body.code).toBe(200);
    expect(res.body.details).toMatchObject({
      database: { status: 'up' },
      redis: { status: 'up' },
      search: { status: 'up', engine: 'postgres' },
    });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers live at once and ready once the search memory is loaded; not ready while draining', async () => {
    expect((await shop.http().get('/api/health/live').expect(200)).body).toEqual({ code: 200, status: 'ok' });
    // The first readiness probe starts loading the facet memory (tests do not warm it at start).
    const notReady: string[] = [];
    const ready = await waitForValue(
      async () => await shop.http().get('/api/health/ready'),
      (answer) => answer.status === 200 || (notReady.push(answer.body.message), false),
      5_000,
      'ready once the search memory is loaded',
    );
    // Until then the only thing missing was the search memory.
    expect(notReady.filter((message) => message !== 'unavailable: searchMemory')).toEqual([]);
    expect(ready.status).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.body.details).toMatchObject({ lifecycle: { status: 'up' }, database: { status: 'up' }, redis: { status: 'up' }, searchMemory: { status: 'up' } });

    const lifecycle = shop.app.get(Lifecycle);
    lifecycle.draining = true;
    try {
      const draining = await shop.http().get('/api/health/ready').expect(503);
      expect(draining.body).toMatchObject({ code: 503, message: 'unavailable: lifecycle' });
      expect(draining.headers.connection).toBe('close');
      // Liveness and the old health check are unchanged: the process is fine, just leaving.
      await shop.http().get('/api/health/live').expect(200);
      await shop.http().get('/api/health').expect(200);
    } finally {
      lifecycle.draining = false;
    }
  });

  it('answers an unknown API path with a 404 envelope in the caller language', async () => {
    const zh = await shop.http().get('/api/no-such-call').expect(404);
    expect(zh.body).toEqual({ code: 404, message: '请求的资源不存在' });
    const en = await shop.http().get('/api/no-such-call').set('X-Language', 'en').expect(404);
    expect(en.body).toEqual({ code: 404, message: 'Not found' });
  });

  it('refuses an oversized body with 413 and no stack trace', async () => {
    const res = await shop
      .http()
      .post('/api/siteinfo')
      .type('form')
      .send({ big: 'x'.repeat(2 * 1024 * 1024) })
      .set('Accept-Language', 'en')
      .expect(413);
    expect(res.body).toEqual({ code: 413, message: 'The request body is too large (limit 1 MB)' });
  });

  it('sends security headers', async () => {
    const res = await shop.http().get('/api/siteinfo').expect(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('GET /api/docs', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  it('documents the calls with the legacy field glossary', async () => {
    const res = await shop.http().get('/api/docs-json').expect(200);
    expect(res.body.info.description).toContain('orderlistid');
    // Every list-page filter the declaration has, not a hand list of them (evidence was missing from one).
    for (const facet of FACETS) expect(res.body.info.description).toContain(facet);
    expect(res.body.info.description).toContain('evidence');
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/siteinfo']));
    await shop.http().get('/api/docs').expect(200);
  });
});
