import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gzip as gzipCallback, type ZlibOptions } from 'node:zlib';

const gzip = promisify<Buffer, ZlibOptions, Buffer>(gzipCallback);

/** The text files Vite writes under /assets (pictures and fonts are compressed already). */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** Accept-Encoding names gzip (or *) without q=0. */
export function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.split(';').map((token) => token.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * The app's scripts and stylesheets gzipped: the entry chunk is ~500 kB as built and ~160 kB
 * gzipped, which on a phone's connection is most of the time to the first paint. Vite fingerprints
 * every file under /assets, so each is compressed once, on its first request, and kept; only the
 * files present at start are (an unknown name goes on to the static files and their 404).
 * A client that does not accept gzip gets the file as built.
 */
export function serveCompressedAssets(app: NestExpressApplication, spaDist: string | undefined): void {
  const root = spaDist ? resolve(spaDist, 'assets') : '';
  if (!root || !existsSync(root)) return;
  const files = new Set(readdirSync(root).filter((name) => TYPES[extname(name)]));
  const kept = new Map<string, Promise<Buffer>>();
  app.use('/assets', (req: Request, res: Response, next: NextFunction) => {
    const name = req.path.slice(1);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !files.has(name)) return next();
    res.setHeader('Vary', 'Accept-Encoding');
    if (!acceptsGzip(req.headers['accept-encoding'])) return next();
    // Compressing the ~500 kB entry at level 9 takes tens of ms: it runs in libuv's thread pool, once per
    // file (concurrent first requests share the one promise), never on the event loop.
    let body = kept.get(name);
    if (!body) {
      body = readFile(join(root, name)).then((bytes) => gzip(bytes, { level: 9 }));
      kept.set(name, body);
    }
    body.then(
      (bytes) => {
        res.setHeader('Content-Type', TYPES[extname(name)]);
        res.setHeader('Content-Encoding', 'gzip');
        res.setHeader('Content-Length', bytes.length);
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        res.end(req.method === 'HEAD' ? undefined : bytes);
      },
      (error: unknown) => {
        kept.delete(name);
        next(error);
      },
    );
  });
}
