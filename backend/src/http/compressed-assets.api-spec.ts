import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rawRequest, type RawResponse } from '../../test-support/raw-http';
import { BUILT_SPA, createTestApp, TestApp } from '../../test-support/test-app';

/**
 * The entry script and stylesheets index.html links (Vite's manifest) and the largest script (the
 * ~450 kB app or editor chunk, where brotli 11 gains most and takes longest), as /assets/… paths.
 */
function entryFiles(): string[] {
  const manifest = JSON.parse(readFileSync(join(BUILT_SPA, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; css?: string[] }>;
  const entry = manifest['index.html'];
  const scripts = readdirSync(join(BUILT_SPA, 'assets')).filter((name) => name.endsWith('.js'));
  const largest = scripts.reduce((a, b) => (statSync(join(BUILT_SPA, 'assets', a)).size >= statSync(join(BUILT_SPA, 'assets', b)).size ? a : b));
  expect(entry.css?.length).toBeGreaterThan(0);
  return [...new Set([entry.file, `assets/${largest}`, ...(entry.css ?? [])])].map((file) => `/${file}`);
}

function expectCompressed(res: RawResponse, coding: 'br' | 'gzip', type: RegExp): void {
  expect(res.status).toBe(200);
  expect(res.headers['content-encoding']).toBe(coding);
  expect(res.headers['content-type']).toMatch(type);
  expect(res.headers.vary).toBe('Accept-Encoding');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(Number(res.headers['content-length'])).toBe(res.body.length);
}

const typeOf = (path: string) => (path.endsWith('.js') ? /^text\/javascript/ : /^text\/css/);

/** The app's scripts and stylesheets in brotli or gzip, whichever the browser prefers; as built to one that takes neither. */
describe('compressed /assets of the built app', () => {
  let shop: TestApp;
  let files: string[];
  beforeAll(async () => {
    // scripts/build.sh (run by npm test) builds the app, and its plugin writes each asset's .br and .gz beside it.
    files = entryFiles();
    for (const file of files) for (const suffix of ['.br', '.gz']) expect(existsSync(join(BUILT_SPA, file + suffix))).toBe(true);
    shop = await createTestApp({ spa: 'built' });
  });
  afterAll(() => shop.close());

  it('sends brotli to a browser that accepts it: the file the build compressed, decoding to the built file', async () => {
    for (const file of files) {
      const built = readFileSync(join(BUILT_SPA, file));
      const res = await rawRequest(shop.app, file, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
      expectCompressed(res, 'br', typeOf(file));
      expect(res.body.equals(readFileSync(join(BUILT_SPA, `${file}.br`)))).toBe(true);
      expect(brotliDecompressSync(res.body).equals(built)).toBe(true);
      // Brotli 11 beats gzip 9 (the app's ~450 kB script: ~146 kB gzipped, ~127 kB in brotli).
      expect(res.body.length).toBeLessThan(readFileSync(join(BUILT_SPA, `${file}.gz`)).length);
    }
  });

  it('sends gzip to a browser that only takes gzip, or refuses brotli with q=0', async () => {
    for (const file of files) {
      const built = readFileSync(join(BUILT_SPA, file));
      for (const accept of ['gzip', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5']) {
        const res = await rawRequest(shop.app, file, { 'Accept-Encoding': accept });
        expectCompressed(res, 'gzip', typeOf(file));
        expect(res.body.equals(readFileSync(join(BUILT_SPA, `${file}.gz`)))).toBe(true);
        expect(gunzipSync(res.body).equals(built)).toBe(true);
      }
    }
  });

  it('sends the file as built to a client that takes neither', async () => {
    for (const file of files) {
      const built = readFileSync(join(BUILT_SPA, file));
      for (const headers of [{ 'Accept-Encoding': 'identity' }, { 'Accept-Encoding': 'br;q=0, gzip;q=0' }, {}] as Record<string, string>[]) {
        const res = await rawRequest(shop.app, file, headers);
        expect(res.status).toBe(200);
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(res.headers['content-type']).toMatch(typeOf(file));
        expect(res.headers.vary).toBe('Accept-Encoding');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.body.equals(built)).toBe(true);
      }
    }
  });

  it('answers HEAD with the headers of the brotli answer and no body', async () => {
    const [script] = files;
    const res = await rawRequest(shop.app, script, { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(readFileSync(join(BUILT_SPA, `${script}.br`)).length);
    expect(res.body.length).toBe(0);
  });

  it('never compresses the .br and .gz files again', async () => {
    const [script] = files;
    for (const suffix of ['.br', '.gz']) {
      const res = await rawRequest(shop.app, script + suffix, { 'Accept-Encoding': 'br, gzip' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.equals(readFileSync(join(BUILT_SPA, script + suffix)))).toBe(true);
    }
  });
});

/** A build without the .br and .gz files (an older one): the shop compresses each file itself, once per coding. */
describe('/assets compressed by the shop when the build did not', () => {
  let shop: TestApp;
  let dist: string;
  const built = new Map<string, Buffer>();
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'shop-assets-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    for (const file of entryFiles()) {
      copyFileSync(join(BUILT_SPA, file), join(dist, file));
      built.set(file, readFileSync(join(BUILT_SPA, file)));
    }
    writeFileSync(join(dist, 'assets', 'gone-1.js'), 'export const gone = "a file removed after the start";\n'.repeat(50));
    shop = await createTestApp({ spa: { dist } });
  });
  afterAll(async () => {
    await shop.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('compresses a file in brotli and in gzip, the same bytes to concurrent first requests and after', async () => {
    for (const [file, bytes] of built) {
      for (const [accept, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const first = await Promise.all([1, 2, 3].map(() => rawRequest(shop.app, file, { 'Accept-Encoding': accept })));
        const again = await rawRequest(shop.app, file, { 'Accept-Encoding': accept });
        for (const res of [...first, again]) {
          expectCompressed(res, accept, typeOf(file));
          expect(res.body.equals(first[0].body)).toBe(true);
        }
        expect(decode(again.body).equals(bytes)).toBe(true);
      }
      const plain = await rawRequest(shop.app, file, { 'Accept-Encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(bytes)).toBe(true);
    }
  });

  it('passes a failure on and forgets it: the next request compresses the file again', async () => {
    const path = join(dist, 'assets', 'gone-1.js');
    const bytes = readFileSync(path);
    renameSync(path, `${path}.away`);
    const failed = await rawRequest(shop.app, '/assets/gone-1.js', { 'Accept-Encoding': 'br' });
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect(failed.headers['content-encoding']).toBeUndefined();
    renameSync(`${path}.away`, path);
    const res = await rawRequest(shop.app, '/assets/gone-1.js', { 'Accept-Encoding': 'br' });
    expectCompressed(res, 'br', /^text\/javascript/);
    expect(brotliDecompressSync(res.body).equals(bytes)).toBe(true);
  });
});
