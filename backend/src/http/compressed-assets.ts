import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import { preferredCoding, type ContentCoding } from './content-coding';

const brotliAsync = promisify<Buffer, BrotliOptions, Buffer>(brotliCompress);
const gzipAsync = promisify<Buffer, ZlibOptions, Buffer>(gzip);

/** The text files Vite writes under /assets (pictures and fonts are compressed already). */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** The suffix of a file the build compressed already (frontend/build/precompress.ts). */
const SUFFIX: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

/** As the build does: brotli at its best (quality 11) and gzip level 9. */
const COMPRESS: Record<ContentCoding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) =>
    brotliAsync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
};

/**
 * The app's scripts and stylesheets compressed: the entry chunk is ~450 kB as built, ~146 kB
 * gzipped and ~127 kB in brotli, which on a phone's connection is most of the time to the first
 * paint. Brotli goes to the browsers that accept it (all current ones), gzip to the others, the
 * file as built to a client that takes neither (it goes on to the static files).
 *
 * The build writes each file's `.br` and `.gz` beside it; those are read once and kept. A file
 * without one (an older build) is compressed here instead, once per file and coding, in libuv's
 * thread pool, never on the event loop (brotli 11 takes ~0.8 s on the entry). Vite fingerprints
 * every file under /assets, so whatever is kept never goes stale; only the files present at start
 * are served here (an unknown name goes on to the static files and their 404).
 */
export function serveCompressedAssets(app: NestExpressApplication, spaDist: string | undefined): void {
  const root = spaDist ? resolve(spaDist, 'assets') : '';
  if (!root || !existsSync(root)) return;
  const present = new Set(readdirSync(root));
  // Only the built files themselves: `x.js.br` and `x.js.gz` end in .br and .gz, which TYPES does not list.
  const files = new Set([...present].filter((name) => TYPES[extname(name)]));
  const kept = new Map<string, Promise<Buffer>>();
  const body = (name: string, coding: ContentCoding): Promise<Buffer> => {
    const key = `${name}${SUFFIX[coding]}`;
    const known = kept.get(key);
    if (known) return known;
    // Concurrent first requests share this one promise; a failure is forgotten, so a later request tries again.
    const made = present.has(key) ? readFile(join(root, key)) : readFile(join(root, name)).then(COMPRESS[coding]);
    kept.set(key, made);
    made.catch(() => {
      if (kept.get(key) === made) kept.delete(key);
    });
    return made;
  };
  app.use('/assets', (req: Request, res: Response, next: NextFunction) => {
    const name = req.path.slice(1);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !files.has(name)) return next();
    res.setHeader('Vary', 'Accept-Encoding');
    const coding = preferredCoding(req.headers['accept-encoding']);
    if (!coding) return next();
    body(name, coding).then(
      (bytes) => {
        res.setHeader('Content-Type', TYPES[extname(name)]);
        res.setHeader('Content-Encoding', coding);
        res.setHeader('Content-Length', bytes.length);
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        res.end(req.method === 'HEAD' ? undefined : bytes);
      },
      (error: unknown) => next(error),
    );
  });
}
