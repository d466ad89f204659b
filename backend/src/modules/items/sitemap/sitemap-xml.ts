/** The sitemap protocol's limit per file (sitemaps.org): 50,000 URLs. Each product has two, zh and en. */
export const URLS_PER_SITEMAP = 50_000;
export const PRODUCTS_PER_SITEMAP = URLS_PER_SITEMAP / 2;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

/**
 * A page's two language versions. Chinese is the shop's default (x-default) at the plain address;
 * English adds `lang=en`, which the storefront reads from the address (and remembers, as the
 * language switch does).
 */
export function languageUrls(publicUrl: string, path: string): { zh: string; en: string } {
  const base = `${publicUrl.replace(/\/$/, '')}${path}`;
  return { zh: base, en: `${base}${path.includes('?') ? '&' : '?'}lang=en` };
}

/** Both language versions of one page, each naming the other (hreflang alternates). */
export function urlEntries(publicUrl: string, path: string, lastmod?: Date): string {
  const { zh, en } = languageUrls(publicUrl, path);
  const alternates =
    `<xhtml:link rel="alternate" hreflang="zh" href="${xml(zh)}"/>` +
    `<xhtml:link rel="alternate" hreflang="en" href="${xml(en)}"/>` +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${xml(zh)}"/>`;
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return [zh, en].map((loc) => `<url><loc>${xml(loc)}</loc>${modified}${alternates}</url>`).join('\n');
}

export const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const URLSET_CLOSE = '\n</urlset>\n';

export function sitemapIndex(entries: Array<{ loc: string; lastmod?: Date }>): string {
  const body = entries
    .map((e) => `<sitemap><loc>${xml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : ''}</sitemap>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}
