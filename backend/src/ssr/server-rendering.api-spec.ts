import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CatalogueChangesService } from '../modules/items/catalogue-changes/catalogue-changes.service';
import { saveTestProduct } from '../../test-support/catalogue-fixtures';
import { rawRequest } from '../../test-support/raw-http';
import { BUILT_SPA, createTestApp, TestApp } from '../../test-support/test-app';
import { serverBundlePath } from './server-bundle';

type JsonLd = Record<string, unknown> & { '@type': string };

/** What a crawler without JavaScript reads: the text, the head and the structured data. */
function readPage(html: string) {
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as JsonLd);
  const head = html.slice(0, html.indexOf('</head>'));
  const links = Object.fromEntries([...head.matchAll(/<link rel="alternate" hreflang="([\w-]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2].replace(/&amp;/g, '&')]));
  return {
    html,
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '',
    description: /<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? '',
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1],
    links,
    root: html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"')),
    jsonLd: (type: string) => jsonLd.find((block) => block['@type'] === type),
  };
}

/** Issue 13: home, /hot and product pages arrive rendered, in the asked language, with schema.org data. */
describe('server-rendered pages', () => {
  let shop: TestApp;
  let pid: number;
  let catno: string;
  let relatedPid: number;

  beforeAll(async () => {
    // scripts/build.sh (run by npm test) builds the app and its server bundle first.
    expect(existsSync(serverBundlePath(BUILT_SPA))).toBe(true);
    shop = await createTestApp({ spa: 'built' });
    ({ pid: relatedPid } = await saveTestProduct(shop, { productname: 'Anti-SSRT2 antibody' }));
    ({ pid, catalogueNumber: catno } = await saveTestProduct(shop, { productname: 'Anti-SSRT1 antibody' }));
    await shop.dataSource.query('UPDATE products SET recommended_ids = $1 WHERE id = $2', [[relatedPid], pid]);
    shop.app.get(CatalogueChangesService).changed([pid]);
  });
  afterAll(() => shop.close());

  const page = async (path: string, cookie?: string) => {
    const req = shop.http().get(path);
    if (cookie) req.set('Cookie', cookie);
    const res = await req.expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    return readPage(res.text);
  };

  it('renders a product in Chinese by default: name, catalogue number, price per size and Product JSON-LD in yuan', async () => {
    const shown = await page(`/production/${pid}`);
    expect(shown.lang).toBe('zh-CN');
    expect(shown.root).toContain('Anti-SSRT1 antibody');
    expect(shown.root).toContain(catno);
    for (const price of ['¥1,280', '¥2,680', '¥4,980']) expect(shown.root).toContain(price);
    expect(shown.title).toContain('Anti-SSRT1 antibody');
    expect(shown.description).toContain(catno);
    expect(shown.description).toContain('兔');
    expect(shown.canonical).toBe(`http://localhost:3000/production/${pid}`);
    expect(shown.links).toEqual({
      zh: `http://localhost:3000/production/${pid}`,
      en: `http://localhost:3000/production/${pid}?lang=en`,
      'x-default': `http://localhost:3000/production/${pid}`,
    });

    const product = shown.jsonLd('Product') as Record<string, any>;
    expect(product['@context']).toBe('https://schema.org');
    expect(product).toMatchObject({ name: 'Anti-SSRT1 antibody', sku: catno, brand: { '@type': 'Brand' } });
    expect(product.description).toBe(shown.description);
    expect(product.offers.map((o: any) => [o.name, o.price, o.priceCurrency, o.availability])).toEqual([
      ['50ul', 1280, 'CNY', 'https://schema.org/InStock'],
      ['100ul', 2680, 'CNY', 'https://schema.org/InStock'],
      ['200ul', 4980, 'CNY', 'https://schema.org/InStock'],
    ]);
    expect(product.isRelatedTo).toEqual(expect.arrayContaining([expect.objectContaining({ '@type': 'Product', name: 'Anti-SSRT2 antibody', url: `http://localhost:3000/production/${relatedPid}` })]));
    const crumbs = shown.jsonLd('BreadcrumbList') as Record<string, any>;
    expect(crumbs.itemListElement.map((c: any) => c.position)).toEqual([1, 2, 3]);
    expect(crumbs.itemListElement[2]).toMatchObject({ name: 'Anti-SSRT1 antibody', item: `http://localhost:3000/production/${pid}` });
  });

  it('renders the English product page from ?lang=en or the language cookie, in dollars (yuan / 7 rounded up)', async () => {
    for (const shown of [await page(`/production/${pid}?lang=en`), await page(`/production/${pid}`, 'lang=en')]) {
      expect(shown.lang).toBe('en');
      expect(shown.root).toContain('Anti-SSRT1 antibody');
      expect(shown.root).toContain(catno);
      for (const price of ['$183', '$383', '$712']) expect(shown.root).toContain(price);
      expect(shown.description).toContain('host: Rabbit');
      expect(shown.canonical).toBe(`http://localhost:3000/production/${pid}?lang=en`);
      const product = shown.jsonLd('Product') as Record<string, any>;
      expect(product.offers.map((o: any) => [o.price, o.priceCurrency])).toEqual([[183, 'USD'], [383, 'USD'], [712, 'USD']]);
    }
  });

  it("links the product page's stylesheets in its head and preloads the app's and the page's modules", async () => {
    // What Vite's manifest lists: the app (the chunk the entry imports once the page is painted) and
    // the product route's lazy module, the chunks they import and their CSS.
    type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] };
    const manifest = JSON.parse(readFileSync(join(BUILT_SPA, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
    const graph = (key: string, modules = new Set<string>(), styles = new Set<string>()) => {
      const chunk = manifest[key];
      if (!modules.has(chunk.file)) {
        modules.add(chunk.file);
        for (const css of chunk.css ?? []) styles.add(css);
        for (const imported of chunk.imports ?? []) graph(imported, modules, styles);
      }
      return { modules, styles };
    };
    const appKeys = manifest['index.html'].dynamicImports ?? [];
    expect(appKeys).toHaveLength(1);
    const { modules, styles } = graph('src/features/catalogue/product/ProductPage.tsx');
    for (const key of appKeys) graph(key, modules, styles);
    const entry = graph('index.html').modules;
    const productPage = manifest['src/features/catalogue/product/ProductPage.tsx'].file;
    expect([...styles].some((css) => /ProductPage-.*\.css$/.test(css))).toBe(true);

    const { html } = await page(`/production/${pid}`);
    const head = html.slice(0, html.indexOf('</head>'));
    // Stylesheets in the head (they block the first paint), modules anywhere (the page's end, after its pictures).
    const linked = (rel: string, text = html) => [...text.matchAll(new RegExp(`<link rel="${rel}"[^>]* href="/([^"]+)"`, 'g'))].map((m) => m[1]);
    expect(linked('stylesheet', head)).toEqual(expect.arrayContaining([...styles]));
    expect(linked('modulepreload')).toEqual(expect.arrayContaining([productPage, manifest[appKeys[0]].file]));
    // At low priority: a phone's connection serves the stylesheets and the main picture first.
    expect(html.match(/<link rel="modulepreload"[^>]*>/g)?.every((tag) => tag.includes('fetchpriority="low"'))).toBe(true);
    // Only what this page uses: no other page's chunk (the home page's), nothing the entry already loads.
    expect(linked('modulepreload')).not.toContain(manifest['src/features/home/HomePage.tsx'].file);
    expect(linked('modulepreload').filter((file) => !modules.has(file) || entry.has(file))).toEqual([]);
  });

  it('sends the scripts and stylesheets a page links in brotli or gzip to a browser that accepts it, as built to one that does not', async () => {
    const { html } = await page('/');
    // The entry, the app it starts (preloaded) and a stylesheet.
    const files = [/<script type="module" crossorigin src="\/([^"]+)"/, /<link rel="modulepreload"[^>]* href="\/(assets\/app-[^"]+)"/, /<link rel="stylesheet" crossorigin href="\/([^"]+)"/];
    for (const file of files.map((pattern) => pattern.exec(html)?.[1])) {
      const built = readFileSync(join(BUILT_SPA, file ?? 'missing'));
      for (const [accept, coding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip, deflate', 'gzip'],
      ]) {
        const zipped = await shop.http().get(`/${file}`).set('Accept-Encoding', accept).expect(200);
        expect(zipped.headers['content-encoding']).toBe(coding);
        expect(zipped.headers.vary).toContain('Accept-Encoding');
        expect(Number(zipped.headers['content-length'])).toBeLessThan(built.length * 0.6);
        expect(zipped.text).toBe(built.toString()); // supertest decompresses it
      }
      const plain = await shop.http().get(`/${file}`).set('Accept-Encoding', 'identity').expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.text).toBe(built.toString());
    }
  });

  it('sends a product page in brotli to a browser that prefers it, with its own ETag and 304', async () => {
    const path = `/production/${pid}`;
    const plain = await rawRequest(shop.app, path, { 'Accept-Encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('Anti-SSRT1 antibody');
    for (const accept of ['gzip, deflate, br, zstd', 'br']) {
      const br = await rawRequest(shop.app, path, { 'Accept-Encoding': accept });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('Cookie, Accept-Encoding');
      expect(Number(br.headers['content-length'])).toBe(br.body.length);
      expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
      expect(br.headers.etag).toBe(plain.headers.etag?.replace(/"$/, '-br"'));
    }
    const gz = await rawRequest(shop.app, path, { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.etag).toBe(plain.headers.etag?.replace(/"$/, '-gzip"'));
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    // Brotli (quality 5) is smaller than gzip on a page.
    const br = await rawRequest(shop.app, path, { 'Accept-Encoding': 'br' });
    expect(br.body.length).toBeLessThan(gz.body.length);

    const etag = br.headers.etag as string;
    const notModified = await rawRequest(shop.app, path, { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.body.length).toBe(0);
    // The brotli ETag names other bytes than the gzip or plain answer.
    for (const accept of ['gzip', 'identity']) {
      expect((await rawRequest(shop.app, path, { 'Accept-Encoding': accept, 'If-None-Match': etag })).status).toBe(200);
    }
    const head = await rawRequest(shop.app, path, { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(br.body.length);
    expect(head.body.length).toBe(0);
  });

  it('says a discontinued product is discontinued, and shows a change at once', async () => {
    await shop.dataSource.query(`UPDATE products SET status = 'discontinued', product_name = 'Anti-SSRT1 antibody (old)' WHERE id = $1`, [pid]);
    // Kept pages are dropped with the catalogue's other kept answers when a change is reported.
    await shop.app.get(CatalogueChangesService).changed([pid]);
    const shown = await page(`/production/${pid}`);
    expect(shown.root).toContain('Anti-SSRT1 antibody (old)');
    const product = shown.jsonLd('Product') as Record<string, any>;
    expect(product.offers.every((o: any) => o.availability === 'https://schema.org/Discontinued')).toBe(true);
  });

  it('renders the home page and a /hot search with its results', async () => {
    const home = await page('/?lang=en');
    expect(home.lang).toBe('en');
    expect(home.title).toBe('Antibody Shop · research antibodies and reagents');
    expect(home.root).toContain('Star products');

    const hot = await page('/hot?searchdata=SSRT2');
    expect(hot.title).toContain('SSRT2');
    expect(hot.root).toContain('Anti-SSRT2 antibody');
    expect(hot.links.en).toBe('http://localhost:3000/hot?searchdata=SSRT2&lang=en');
    expect(hot.jsonLd('BreadcrumbList')).toBeDefined();
  });

  it('answers the same page again from what it kept, with a 304 for a matching ETag', async () => {
    const first = await shop.http().get('/?lang=en').expect(200);
    const again = await shop.http().get('/?lang=en').expect(200);
    expect(again.text).toBe(first.text);
    expect(again.headers['content-security-policy']).toBeDefined();
    await shop.http().get('/?lang=en').set('If-None-Match', again.headers.etag).expect(304);
    // Gzipped to a browser that takes gzip but not brotli (supertest), as rendered to one that takes neither: each with its own ETag.
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(again.headers.vary).toBe('Cookie, Accept-Encoding');
    const plain = await shop.http().get('/?lang=en').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(first.text);
    expect(plain.headers.etag).not.toBe(again.headers.etag);
    await shop.http().get('/?lang=en').set('Accept-Encoding', 'identity').set('If-None-Match', plain.headers.etag).expect(304);
  });

  it('leaves other pages to the browser (the app shell)', async () => {
    for (const path of ['/login']) {
      const res = await shop.http().get(path).expect(200);
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).not.toContain('shop-state');
      // The shell preloads the app the entry imports, so the two download together, not one after the other.
      const manifest = JSON.parse(readFileSync(join(BUILT_SPA, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; dynamicImports?: string[] }>;
      const app = manifest[manifest['index.html'].dynamicImports?.[0] ?? 'missing'].file;
      expect(res.text).toContain(`<link rel="modulepreload" crossorigin fetchpriority="low" href="/${app}">`);
    }
  });

  it('answers 404 for an unknown product with the not-found page and a search for what was typed, in both languages (issue 48)', async () => {
    const cases = [
      { path: '/production/99999999', cookie: undefined, lang: 'zh-CN', title: '未找到产品 · 抗体商城', text: '商城中没有“99999999”这个产品', word: '99999999' },
      { path: '/production/99999999?lang=en', cookie: undefined, lang: 'en', title: 'Product not found · Antibody Shop', text: 'The shop has no product “99999999”', word: '99999999' },
      { path: '/production/p53', cookie: 'lang=en', lang: 'en', title: 'Product not found · Antibody Shop', text: 'The shop has no product “p53”', word: 'p53' },
      { path: '/production/4294967296', cookie: undefined, lang: 'zh-CN', title: '未找到产品 · 抗体商城', text: '“4294967296”', word: '4294967296' },
    ];
    for (const { path, cookie, lang, title, text, word } of cases) {
      const req = shop.http().get(path);
      if (cookie) req.set('Cookie', cookie);
      const res = await req.expect(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const shown = readPage(res.text);
      expect(shown.lang).toBe(lang);
      expect(shown.title).toBe(title);
      expect(shown.root).toContain(text);
      // The search form works without script: GET /hot with the typed id or name.
      expect(shown.root).toMatch(/<form[^>]*role="search"[^>]*action="\/hot"[^>]*method="get"/);
      expect(shown.root).toContain(`name="searchdata" value="${word}"`);
      await shop.http().head(path).expect(404);
    }
    // A known product still answers 200.
    await shop.http().get(`/production/${pid}`).expect(200);
  });

  it('answers 404 for an address no page has, with the app shell that shows the not-found page; files and pages keep 200', async () => {
    for (const path of ['/no-such-page', '/admin/no-such-desk', '/production/1/extra', '/no-such-page?lang=en']) {
      const res = await shop.http().get(path).expect(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('<div id="root"></div>');
      await shop.http().head(path).expect(404);
    }
    for (const path of ['/', '/help', '/login', '/goods/link', '/admin/catalogue/vocabularies', '/favicon.svg', '/robots.txt', '/sitemap.xml']) {
      await shop.http().get(path).expect(200);
    }
    // The API keeps its own answers.
    await shop.http().get('/api/no-such-call').expect(404);
  });

  it('sends the app shell of a page the browser renders with <html lang> in the page\'s language', async () => {
    expect(readPage((await shop.http().get('/login').expect(200)).text).lang).toBe('zh-CN');
    expect(readPage((await shop.http().get('/login?lang=en').expect(200)).text).lang).toBe('en');
    expect(readPage((await shop.http().get('/login').set('Cookie', 'lang=en').expect(200)).text).lang).toBe('en');
    expect(readPage((await shop.http().get('/no-such-page?lang=en').expect(404)).text).lang).toBe('en');
    const first = await shop.http().get('/help?lang=en').expect(200);
    expect(first.headers.vary).toContain('Cookie');
    await shop.http().get('/help?lang=en').set('If-None-Match', first.headers.etag).expect(304);
  });
});
