/**
 * The JavaScript a page loads before the visitor can use it, gzipped: every script the browser
 * fetches until the network is idle (entry, preloaded modules, the page's lazy chunk, the language's
 * texts), each compressed with gzip as a server would send it.
 *   node bench/ssr/initial-js.js http://127.0.0.1:3000/production/5
 */
const { gzipSync } = require('node:zlib');
const { chromium } = require('playwright-core');

async function initialJavaScript(url) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.body().then((body) => ({ url: res.url(), raw: body.length, gzip: gzipSync(body).length })));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const files = (await Promise.all(scripts)).sort((a, b) => b.gzip - a.gzip);
    return { files, gzipKb: files.reduce((sum, f) => sum + f.gzip, 0) / 1024 };
  } finally {
    await browser.close();
  }
}

module.exports = { initialJavaScript };

if (require.main === module) {
  initialJavaScript(process.argv[2]).then(({ files, gzipKb }) => {
    for (const f of files) console.log(`${(f.gzip / 1024).toFixed(1).padStart(7)} kB  ${new URL(f.url).pathname}`);
    console.log(`initial JavaScript: ${gzipKb.toFixed(1)} kB gzipped in ${files.length} files (target ≤ 120 kB)`);
  });
}
