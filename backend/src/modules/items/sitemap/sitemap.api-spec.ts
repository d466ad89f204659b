import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { saveTestProduct } from '../../../../test-support/catalogue-fixtures';
import { createTestApp, TestApp } from '../../../../test-support/test-app';
import { URLS_PER_SITEMAP } from './sitemap-xml';

const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name) });

type Link = { '@rel': string; '@hreflang': string; '@href': string };
type Url = { loc: string; lastmod?: string; 'xhtml:link': Link[] };

/** The sitemap protocol (sitemaps.org) and Google's hreflang alternates, read back with an XML parser. */
describe('sitemaps and robots.txt', () => {
  let shop: TestApp;
  let active: number;
  let discontinued: number;
  beforeAll(async () => {
    shop = await createTestApp({ spa: true });
    active = (await saveTestProduct(shop)).pid;
    discontinued = (await saveTestProduct(shop)).pid;
    await shop.dataSource.query(`UPDATE products SET status = 'discontinued' WHERE id = $1`, [discontinued]);
  });
  afterAll(() => shop.close());

  const xml = async (path: string) => {
    const res = await shop.http().get(path).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(XMLValidator.validate(res.text)).toBe(true);
    return parser.parse(res.text);
  };

  it('serves a sitemap index over the pages and product sitemaps, each with its address and change time', async () => {
    const index = await xml('/sitemap.xml');
    expect(index.sitemapindex['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = index.sitemapindex.sitemap.map((s: { loc: string }) => s.loc);
    expect(locs).toEqual(['http://localhost:3000/sitemaps/pages.xml', 'http://localhost:3000/sitemaps/products-1.xml']);
    expect(index.sitemapindex.sitemap[1].lastmod).toMatch(W3C_DATETIME);
  });

  it('lists every product in zh and en, discontinued ones included, each naming its other language', async () => {
    const set = (await xml('/sitemaps/products-1.xml')).urlset;
    expect(set['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(set['@xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
    const urls: Url[] = set.url;
    expect(urls.length).toBeLessThanOrEqual(URLS_PER_SITEMAP);
    const locs = urls.map((u) => u.loc);
    for (const pid of [active, discontinued]) {
      expect(locs).toContain(`http://localhost:3000/production/${pid}`);
      expect(locs).toContain(`http://localhost:3000/production/${pid}?lang=en`);
    }
    for (const url of urls) {
      expect(url.lastmod).toMatch(W3C_DATETIME);
      const alternates = Object.fromEntries(url['xhtml:link'].map((l) => [l['@hreflang'], l['@href']]));
      expect(url['xhtml:link'].every((l) => l['@rel'] === 'alternate')).toBe(true);
      expect(alternates.en).toBe(alternates.zh + '?lang=en');
      expect(alternates['x-default']).toBe(alternates.zh);
      expect([alternates.zh, alternates.en]).toContain(url.loc);
    }
  });

  it('lists the shop pages in both languages; a product sitemap past the end is 404', async () => {
    const urls: Url[] = (await xml('/sitemaps/pages.xml')).urlset.url;
    expect(urls.map((u) => u.loc)).toEqual(expect.arrayContaining(['http://localhost:3000/', 'http://localhost:3000/?lang=en']));
    await shop.http().get('/sitemaps/products-2.xml').expect(404);
    // Not a sitemap name: the SPA answers, as for any other page address.
    expect((await shop.http().get('/sitemaps/products-x.xml')).text).not.toContain('<urlset');
  });

  it('robots.txt allows the catalogue, keeps personal, staff and API paths out, and names the sitemap', async () => {
    const res = await shop.http().get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toMatch(/^User-agent: \*$/m);
    for (const path of ['/api/', '/admin', '/shopcar', '/order', '/detail']) expect(res.text).toContain(`Disallow: ${path}`);
    expect(res.text).not.toMatch(/Disallow: \/(hot|production)/);
    expect(res.text).toMatch(/^Sitemap: http:\/\/localhost:3000\/sitemap\.xml$/m);
  });
});
