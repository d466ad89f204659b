import { seedProducts } from '../../../seed/products.seed';
import { asBytes, embeddedFonts, pdfPages, pdfText } from '../../../../test-support/pdf-fixtures';
import { createTestApp, TestApp } from '../../../../test-support/test-app';
import { SharedCaches } from '../../../cache/shared-caches';
import { SEARCH_ENGINE, SearchEngine } from '../search-engine';
import { formatUnitPrice } from '@shop/contract';
import { saveTestProduct } from '../../../../test-support/catalogue-fixtures';
import { waitForValue } from '../../../../test-support/wait-for';

/** The catalogue calls of spec section 7 as the browser makes them, and what bad input gets. */
describe('catalogue API', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
    await seedProducts(shop.dataSource, 300, 1);
    // The app's own engine (as search-export.api-spec does): the catalogue reaches search only through its port.
    await shop.app.get<SearchEngine>(SEARCH_ENGINE).rebuild();
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
      'application', 'catno', 'citations', 'evidence', 'picture', 'pid', 'productname', 'productnamezh', 'reactivity', 'rrid', 'search_tag',
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

  it("lists the product whose whole name was typed first, whatever the case, width and spacing (issue 30)", async () => {
    // Two products with the same words in their names: by rank and pid the longer name, saved first, comes first.
    const longer = await saveTestProduct(shop, { productname: 'Zorblax Kinase Antibody Biotin' });
    const named = await saveTestProduct(shop, { productname: 'Zorblax Kinase Antibody' });
    const search = (word: string) => get(`/iteminfo/searchitem/?searchword=${encodeURIComponent(word)}&searchpageid=1`).expect(200);
    const listed = await waitForValue(
      async () => (await search('zorblax kinase')).body.data.map((item: { pid: number }) => item.pid),
      (pids: number[]) => pids.length === 2,
      10_000,
      'both Zorblax products searchable',
    );
    expect(listed).toEqual([longer.pid, named.pid]);
    for (const typed of ['Zorblax Kinase Antibody', 'ｚｏｒｂｌａｘ  KINASE antibody ']) {
      expect({ typed, pids: (await search(typed)).body.data.map((item: { pid: number }) => item.pid) }).toEqual({ typed, pids: [named.pid, longer.pid] });
    }
  });

  it('GET /iteminfo/baseinfo/ gives every product field, three prices in yuan and the pictures', async () => {
    const [row] = await shop.dataSource.query(
      `SELECT p.id, p.catalogue_number, pp.price_fen FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.option = 2
        WHERE p.product_type = 'Primary Antibody'
          -- one with related products to show: a secondary against its host exists in the catalogue
          AND EXISTS (SELECT 1 FROM products s WHERE s.product_type = 'Secondary Antibody' AND p.host = ANY(s.reactivities))
        ORDER BY p.id LIMIT 1`,
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

  describe('GET /iteminfo/datasheet/', () => {
    const sheet = (path: string, language?: 'zh' | 'en') => {
      // One address for every request (each supertest call listens on a new port): the sheet prints the shop's address (issue 48).
      const request = asBytes(get(path)).set('Host', 'shop.lab.example');
      return language ? request.set('X-Language', language) : request;
    };
    const product3 = async () => {
      const [row] = (await shop.dataSource.query(
        `SELECT p.product_name, p.catalogue_number, (SELECT price_fen FROM product_prices WHERE product_id = p.id ORDER BY option LIMIT 1) AS price_fen
           FROM products p WHERE p.id = 3`,
      )) as { product_name: string; catalogue_number: string; price_fen: number }[];
      return row;
    };

    it('answers a PDF in the reader language, with the currency of the page and the CJK font embedded', async () => {
      const product = await product3();
      const zh = await sheet('/iteminfo/datasheet/?pid=3').expect(200);
      expect(zh.headers['content-type']).toBe('application/pdf');
      expect(zh.headers['content-language']).toBe('zh');
      const fileName = `${product.catalogue_number.replace(/[^\w.-]/g, '_')}-datasheet`;
      expect(zh.headers['content-disposition']).toBe(`inline; filename="${fileName}-zh.pdf"`);
      expect(zh.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const zhText = pdfText(zh.body);
      // pdftotext breaks long lines where the page does: compare without line breaks.
      const zhFlat = zhText.replace(/\s+/g, ' ');
      expect(zhFlat).toContain(product.product_name.replace(/\s+/g, ' '));
      expect(zhFlat).toContain(product.catalogue_number);
      for (const label of ['抗体商城', '产品说明书', '产品属性', '靶点信息', '规格与价格', '仅供科研使用', '第 1 页']) expect(zhText).toContain(label);
      // Grouped as the product page shows it (¥2,320, never ¥2320.00: issue 25, audit item 8).
      expect(zhText).toContain(formatUnitPrice(product.price_fen, 'zh'));
      expect(zhText).not.toMatch(/¥\d{4,}/);
      expect(zhText).not.toContain('$');
      expect(embeddedFonts(zh.body)).toEqual(expect.arrayContaining([expect.stringMatching(/^[A-Z]{6}\+NotoSansSC/)]));

      const en = await sheet('/iteminfo/datasheet/?pid=3', 'en').expect(200);
      expect(en.headers['content-disposition']).toBe(`inline; filename="${fileName}-en.pdf"`);
      const enText = pdfText(en.body);
      for (const label of ['Antibody Shop', 'Datasheet', 'Properties', 'Target information', 'Sizes and prices', 'For research use only', 'Page 1 of']) expect(enText).toContain(label);
      // Dollars = yuan / 7 rounded up, as the product page shows them (shown-price.ts).
      expect(enText).toContain(`$${Math.ceil(product.price_fen / 700).toLocaleString('en-US')}`);
      expect(enText).not.toContain('¥');
      expect(enText).not.toMatch(/[\u4e00-\u9fff]/);

      const forced = await sheet('/iteminfo/datasheet/?pid=3&lang=en', 'zh').expect(200);
      expect(forced.headers['content-language']).toBe('en');
      expect(forced.body.equals(en.body)).toBe(true);
    });

    it('shows the validation evidence and references of the product page, in the reader language', async () => {
      const [product] = await shop.dataSource.query(
        `SELECT p.id, (SELECT json_agg(r ORDER BY r.position) FROM product_references r WHERE r.product_id = p.id) AS refs,
                (SELECT json_agg(e ORDER BY e.position) FROM product_evidence e WHERE e.product_id = p.id) AS evidence
           FROM products p
          WHERE EXISTS (SELECT 1 FROM product_references r WHERE r.product_id = p.id AND r.journal <> '')
            AND EXISTS (SELECT 1 FROM product_evidence e WHERE e.product_id = p.id)
          ORDER BY p.id LIMIT 1`,
      );
      expect(product).toBeDefined();
      const flat = (text: string) => text.replace(/\s+/g, '');
      const en = pdfText((await sheet(`/iteminfo/datasheet/?pid=${product.id}`, 'en').expect(200)).body);
      expect(en).toContain('Validation evidence');
      expect(en).toContain(`References (${product.refs.length})`);
      expect(flat(en)).toContain(flat(`${product.evidence[0].application} · ${product.evidence[0].species}`));
      expect(flat(en)).toContain(flat(product.refs[0].title));
      expect(flat(en)).toContain(flat(product.refs[0].journal));
      const kinds = { knockout: ['KO/KD-validated', '敲除验证'], 'own-data': ['Own data', '自有数据'] } as Record<string, [string, string]>;
      expect(en).toContain(kinds[product.evidence[0].kind][0]);

      const zh = pdfText((await sheet(`/iteminfo/datasheet/?pid=${product.id}`, 'zh').expect(200)).body);
      expect(zh).toContain('验证数据');
      expect(zh).toContain(`参考文献（${product.refs.length}）`);
      expect(zh).toContain(kinds[product.evidence[0].kind][1]);
      expect(flat(zh)).toContain(flat(product.refs[0].title));
      expect(zh).not.toContain('Validation evidence');
    });

    it('serves the same bytes again from its cache and a new PDF once the product changed', async () => {
      const first = await sheet('/iteminfo/datasheet/?pid=4', 'en').expect(200);
      const again = await sheet('/iteminfo/datasheet/?pid=4', 'en').expect(200);
      expect(again.body.equals(first.body)).toBe(true);
      await shop.dataSource.query("UPDATE products SET product_name = product_name || ' (reformulated)', updated_at = now() WHERE id = 4");
      await shop.app.get(SharedCaches).changed();
      const changed = await sheet('/iteminfo/datasheet/?pid=4', 'en').expect(200);
      expect(changed.body.equals(first.body)).toBe(false);
      expect(pdfText(changed.body).replace(/\s+/g, ' ')).toContain('(reformulated)');
      expect(pdfText(first.body)).not.toContain('(reformulated)');
    });

    it('wraps a long background over several pages with its page numbers', async () => {
      const background = `${'肿瘤坏死因子（TNF-α）是一种多功能促炎细胞因子，参与调节免疫应答、炎症与细胞凋亡。'.repeat(60)} ${'Interferon gamma (IFN-γ) activates macrophages and drives a Th1 response. '.repeat(60)}`;
      await shop.dataSource.query('UPDATE products SET background = $1, updated_at = now() WHERE id = 5', [background]);
      await shop.app.get(SharedCaches).changed();
      const res = await sheet('/iteminfo/datasheet/?pid=5', 'zh').expect(200);
      const pages = pdfPages(res.body);
      expect(pages).toBeGreaterThanOrEqual(3);
      const text = pdfText(res.body);
      expect(text).toContain(`第 ${pages} 页，共 ${pages} 页`);
      // Greek is drawn in the fallback font and still reads back as Greek.
      expect(text.replace(/\s+/g, '')).toContain('（TNF-α）');
      expect(text).toContain('IFN-γ');
      expect(embeddedFonts(res.body)).toEqual(expect.arrayContaining([expect.stringMatching(/NotoSansSC/), expect.stringMatching(/DejaVuSans/)]));
    });

    it.each(['?pid=0', '?pid=-1', '?pid=2147483648', '?pid=abc', '?pid=%00', '?pid=3%00', '', '?pid=3&lang=fr'])('refuses %s with 400', async (query) => {
      const res = await get(`/iteminfo/datasheet/${query}`);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
    });

    it('answers an unknown product with 404', async () => {
      const res = await get('/iteminfo/datasheet/?pid=999999').set('X-Language', 'en').expect(404);
      expect(res.body).toMatchObject({ code: 300, message: 'No such product' });
    });
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

  it('offers a product added a moment after its beginning was typed (kept suggestions are dropped by the change)', async () => {
    const prefix = `QZ${process.pid % 1000}${Date.now() % 1000}`;
    const suggested = async () => (await get(`/iteminfo/suggest/?q=${prefix.toLowerCase()}`).expect(200)).body.data.map((s: { text: string }) => s.text);
    expect(await suggested()).toEqual([]);
    const { catalogueNumber } = await saveTestProduct(shop, { catno: `${prefix}-1` });
    expect(await waitForValue(suggested, (texts: string[]) => texts.length > 0, 3_000, `${prefix} suggested`)).toEqual([catalogueNumber]);
  });
});
