import { seedProducts } from '../../seed/products.seed';
import { PostgresSearchEngine } from '../../search/postgres/postgres-search.engine';
import { createTestApp, TestApp } from '../../../test-support/test-app';

/** The catalogue calls of spec section 7 as the browser makes them, and what bad input gets. */
describe('catalogue API', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
    await seedProducts(shop.dataSource, 300, 1);
    await new PostgresSearchEngine(shop.dataSource).rebuild();
  }, 120_000);
  afterAll(() => shop.close());

  const get = (path: string) => shop.http().get(`/api${path}`);

  it('GET /iteminfo/searchitem/ answers items, pages, total and the nine facets', async () => {
    const path = `/iteminfo/searchitem/?searchword=None&searchpageid=2&application=${encodeURIComponent("['WB']")}`;
    const res = await get(path).expect(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toHaveLength(20);
    expect(res.body.page).toBe(Math.ceil(res.body.total / 20));
    expect(Object.keys(res.body.facets)).toEqual([
      'application', 'reactivity', 'host', 'modification', 'conjugation', 'clonality', 'isotype', 'producttype', 'evidence',
    ]);
    expect(res.body.facets.application[0]).toEqual({ value: expect.any(String), count: expect.any(Number) });
    const item = res.body.data[0];
    expect(Object.keys(item).sort()).toEqual([
      'application', 'catno', 'citations', 'evidence', 'picture', 'pid', 'productname', 'reactivity', 'rrid', 'search_tag',
    ]);
    expect(item.application).toContain('WB');
    expect(item.picture).toMatch(/^\/api\/iteminfo\/picture\/thumb\/[0-9a-f]{32}\.svg$/);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const again = await get(path).set('If-None-Match', res.headers.etag).expect(304);
    expect(again.text).toBe('');
  });

  it('accepts a plain value, repeated keys and double quotes for filters', async () => {
    const plain = await get('/iteminfo/searchitem/?host=Rabbit').expect(200);
    const listed = await get(`/iteminfo/searchitem/?host=${encodeURIComponent('["Rabbit"]')}`).expect(200);
    expect(listed.body.total).toBe(plain.body.total);
    const repeated = await get('/iteminfo/searchitem/?application=WB&application=IHC-P').expect(200);
    const bracketed = await get(`/iteminfo/searchitem/?application=${encodeURIComponent("['WB','IHC-P']")}`).expect(200);
    expect(repeated.body.total).toBe(bracketed.body.total);
  });

  it('answers code 300 when nothing matches', async () => {
    const res = await get('/iteminfo/searchitem/?searchword=zzzznothingzzzz').expect(200);
    expect(res.body).toMatchObject({ code: 300, data: [], total: 0, page: 0 });
    const unknownValue = await get(`/iteminfo/searchitem/?host=${encodeURIComponent("['Unicorn']")}`).expect(200);
    expect(unknownValue.body.code).toBe(300);
    expect(unknownValue.body.facets.host).toContainEqual({ value: 'Unicorn', count: 0 });
  });

  it.each([
    ['SQL-looking word', `searchword=${encodeURIComponent("1' OR '1'='1'; DROP TABLE products;--")}`],
    ['10 kB word', `searchword=${'a'.repeat(10_240)}`],
    ['page -1', 'searchpageid=-1'],
    ['page 10^9', 'searchpageid=1000000000'],
    ['page abc', 'searchpageid=abc'],
    ['malformed list', `application=${encodeURIComponent("['WB'")}`],
    ['nested list', `application=${encodeURIComponent("[['WB']]")}`],
    ['unknown parameter', 'order=price'],
    ['unknown sort', 'sort=price'],
    ['sort list', `sort=${encodeURIComponent("['cited']")}`],
    ['evidence object', 'evidence[a]=b'],
    ['evidence of 51 values', `evidence=${encodeURIComponent(`[${Array.from({ length: 51 }, (_, i) => `'v${i}'`).join(',')}]`)}`],
    ['object filter', 'host[a]=b'],
  ])('answers a bad search (%s) without a server error', async (_name, query) => {
    const res = await get(`/iteminfo/searchitem/?${query}`);
    expect(res.status).toBeLessThan(500);
    if (res.status === 200) expect(res.body.code).toBe(300);
    else expect(res.status).toBe(400);
  });

  describe('evidence filter, sorts, RRID and citations in results (issue 15)', () => {
    const search = (params: Record<string, string>) => get(`/iteminfo/searchitem/?${new URLSearchParams(params).toString()}`);

    it('rows carry the RRID, the citation count and the evidence the product has', async () => {
      const res = await search({ sort: 'cited' }).expect(200);
      const [first] = res.body.data;
      const [row] = await shop.dataSource.query('SELECT rrid, citations, evidence FROM products WHERE id = $1', [first.pid]);
      expect(first).toMatchObject({ rrid: row.rrid, citations: row.citations, evidence: row.evidence.join(', ') });
      expect(first.citations).toBeGreaterThan(0);
      const citations = res.body.data.map((item: { citations: number }) => item.citations);
      expect(citations).toEqual([...citations].sort((a, b) => b - a));
    });

    it("filters by evidence in the list page's bracket format, with counts that follow the other filters", async () => {
      const all = await search({}).expect(200);
      const knockout = all.body.facets.evidence.find((c: { value: string }) => c.value === 'knockout');
      expect(knockout.count).toBeGreaterThan(0);
      const picked = await search({ evidence: "['knockout']" }).expect(200);
      expect(picked.body.total).toBe(knockout.count);
      for (const item of picked.body.data) expect(item.evidence.split(', ')).toContain('knockout');
      const both = await search({ evidence: "['knockout','publications']" }).expect(200);
      const [{ n }] = await shop.dataSource.query(
        `SELECT count(*)::int AS n FROM products WHERE status = 'active' AND evidence && '{knockout,publications}'`,
      );
      expect(both.body.total).toBe(n);
      const narrowed = await search({ evidence: "['knockout','publications']", host: "['Rabbit']" }).expect(200);
      expect(narrowed.body.facets.host.find((c: { value: string }) => c.value === 'Rabbit').count).toBe(narrowed.body.total);
      expect(narrowed.body.facets.evidence.find((c: { value: string }) => c.value === 'knockout').count).toBe(
        (await search({ evidence: "['knockout']", host: "['Rabbit']" })).body.total,
      );
      const unknown = await search({ evidence: "['magic']" }).expect(200);
      expect(unknown.body).toMatchObject({ code: 300, total: 0 });
      expect(unknown.body.facets.evidence).toContainEqual({ value: 'magic', count: 0 });
    });

    it('sorts by relevance (default), most cited and newest', async () => {
      const relevance = await search({ searchword: 'antibody' }).expect(200);
      expect((await search({ searchword: 'antibody', sort: 'relevance' }).expect(200)).body.data).toEqual(relevance.body.data);
      const cited = await search({ searchword: 'antibody', sort: 'cited' }).expect(200);
      expect(cited.body.total).toBe(relevance.body.total);
      const [top] = await shop.dataSource.query(`SELECT max(citations)::int AS top FROM products WHERE status = 'active'`);
      expect(cited.body.data[0].citations).toBe(top.top);
      const newest = await search({ sort: 'newest' }).expect(200);
      const latest = await shop.dataSource.query(
        `SELECT id FROM products WHERE status = 'active' ORDER BY created_at DESC, id DESC LIMIT 20`,
      );
      expect(newest.body.data.map((item: { pid: number }) => item.pid)).toEqual(latest.map((r: { id: number }) => r.id));
    });

    it('refuses an unknown sort with 400 naming the parameter, in the caller\'s language', async () => {
      const zh = await search({ sort: 'price' }).expect(400);
      expect(zh.body.message).toMatch(/^请求参数有误.*sort/);
      expect(zh.body.fields).toEqual([{ field: 'sort', problems: ['sort must be one of relevance, cited, newest'] }]);
      const en = await search({ sort: 'CITED' }).set('X-Language', 'en').expect(400);
      expect(en.body.message).toMatch(/^The request is not valid.*sort/);
    });

    it('finds a product by its RRID however it is typed, first', async () => {
      const [product] = await shop.dataSource.query(`SELECT id, rrid FROM products WHERE rrid <> '' ORDER BY id DESC LIMIT 1`);
      for (const typed of [product.rrid, product.rrid.toLowerCase(), `RRID:${product.rrid}`, `rrid:${product.rrid.toLowerCase()}`]) {
        const res = await search({ searchword: typed }).expect(200);
        expect({ typed, first: res.body.data[0].pid, rrid: res.body.data[0].rrid }).toEqual({ typed, first: product.id, rrid: product.rrid });
      }
    });
  });

  it('GET /iteminfo/baseinfo/ gives every product field, three prices in yuan and the pictures', async () => {
    const [row] = await shop.dataSource.query(
      `SELECT p.id, p.catalogue_number, pp.price_fen FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.option = 2
        WHERE p.product_type = 'Primary Antibody' ORDER BY p.id LIMIT 1`,
    );
    const res = await get(`/iteminfo/baseinfo/?pid=${row.id}`).expect(200);
    expect(res.body.code).toBe(200);
    const data = res.body.data;
    for (const field of [
      'pid', 'productname', 'catno', 'host', 'application', 'reactivity', 'dilutionratio', 'concentration', 'immunogen',
      'specificity', 'conjugation', 'modification', 'form', 'buffersystem', 'storage', 'purification', 'clonality',
      'clonalityNo', 'isotype', 'lightchaintype', 'molecularweight', 'genename', 'alternativenames', 'background',
      'subcellularlocation', 'researchfield', 'proteinname', 'entrezgenehuman', 'entrezgenemouse', 'entrezgenerat',
      'swissprothuman', 'swissprotmouse', 'swissprotrat', 'recommend', 'size1', 'size2', 'size3', 'price1', 'price2', 'price3',
    ]) {
      expect(data).toHaveProperty(field);
    }
    expect(data.catno).toBe(row.catalogue_number);
    expect(data.price2).toBe(row.price_fen / 100);
    expect(Array.isArray(data.recommend)).toBe(true);
    expect(data.recommendinfo[0]).toMatchObject({ pid: data.recommend[0], productname: expect.any(String) });
    // The demo's pictures were drawn once at seed time into the picture store.
    const stored = expect.stringMatching(/^\/api\/iteminfo\/picture\/(thumb|detail|zoom)\/[0-9a-f]{32}\.svg$/);
    expect(res.body.imginfo[0]).toEqual({
      imagepath: stored,
      thumb: stored,
      zoom: stored,
      description: expect.any(String),
      description_en: expect.any(String),
    });
    expect(data.status).toBe('active');
    const picture = await get(res.body.imginfo[0].imagepath.replace('/api', '')).expect(200);
    expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(picture.headers['cache-control']).toContain('immutable');
    expect(String(picture.body)).toContain('<svg');
  });

  it('answers an unknown product with code 300 and a bad pid with 400', async () => {
    expect((await get('/iteminfo/baseinfo/?pid=999999').expect(200)).body.code).toBe(300);
    for (const bad of ['', '?pid=', '?pid=abc', '?pid=-3', '?pid=1.5', '?pid=99999999999', '?pid=1&pid=2']) {
      const res = await get(`/iteminfo/baseinfo/${bad}`);
      expect({ bad, status: res.status }).toEqual({ bad, status: 400 });
    }
    // Pictures are stored files now: unknown or malformed names are simply not there.
    await get('/iteminfo/picture/detail/0123456789abcdef0123456789abcdef.png').expect(404);
    await get('/iteminfo/picture/huge/0123456789abcdef0123456789abcdef.png').expect(404);
    await get('/iteminfo/picture/detail/..%2F..%2Fetc%2Fpasswd').expect(404);
  });

  it('GET /iteminfo/datasheet/ prints the product in the reader language', async () => {
    const zh = await get('/iteminfo/datasheet/?pid=3').expect(200);
    expect(zh.headers['content-type']).toMatch(/^text\/html/);
    expect(zh.text).toContain('产品说明书');
    const en = await get('/iteminfo/datasheet/?pid=3').set('X-Language', 'en').expect(200);
    expect(en.text).toContain('Datasheet');
    expect(en.text).toContain('For research use only');
    // Prices follow the page's currency rule: yuan in Chinese, dollars = yuan / 7 rounded up in English.
    const [price] = (await shop.dataSource.query('SELECT price_fen FROM product_prices WHERE product_id = 3 ORDER BY option LIMIT 1')) as { price_fen: number }[];
    expect(zh.text).toContain(`¥${(price.price_fen / 100).toFixed(2)}`);
    expect(en.text).toContain(`$${Math.ceil(price.price_fen / 700)}`);
    expect(en.text).not.toContain('¥');
    const forced = await get('/iteminfo/datasheet/?pid=3&lang=en').expect(200);
    expect(forced.text).toContain('<html lang="en">');
    await get('/iteminfo/datasheet/?pid=999999').expect(404);
    await get('/iteminfo/datasheet/?pid=3&lang=fr').expect(400);
  });

  it('GET /indexinfo/bottom lists recommendations with their pictures', async () => {
    const res = await get('/indexinfo/bottom').expect(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data.length).toBeGreaterThanOrEqual(4);
    expect(res.body.data[0]).toMatchObject({ pid: expect.any(Number), productname: expect.any(String) });
    expect(res.body.data[0].imginfo[0].imagepath).toMatch(/^\/api\/iteminfo\/picture\/detail\//);
  });

  it('GET /iteminfo/suggest/ completes gene symbols and catalogue numbers (best 8)', async () => {
    const [row] = await shop.dataSource.query(`SELECT gene_name FROM products WHERE gene_name ~ '^[A-Z]{3}' LIMIT 1`);
    const res = await get(`/iteminfo/suggest/?q=${row.gene_name.slice(0, 3).toLowerCase()}`).expect(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.length).toBeLessThanOrEqual(8);
    expect(res.body.data[0]).toEqual({ text: expect.any(String), kind: expect.any(String) });
    const catalogue = await get('/iteminfo/suggest/?q=ab-1001').expect(200);
    expect(catalogue.body.data[0]).toEqual({ text: expect.stringMatching(/^AB-1001/), kind: 'catalogue' });
    expect((await get('/iteminfo/suggest/?q=%20').expect(200)).body.data).toEqual([]);
    await get('/iteminfo/suggest/').expect(400);
    await get(`/iteminfo/suggest/?q=${'x'.repeat(500)}`).expect(400);
  });
});
