import { Logger, type INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { acceptsGzip } from '../http/compressed-assets';
import { requestIdOf } from '../http/request-id';
import { RenderedPage, RenderedPages } from './rendered-pages';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;
const READS = new Set(['GET', 'HEAD']);
/** Headers of one request's own, not of the page. */
const PER_REQUEST = new Set(['x-request-id', 'set-cookie']);

/**
 * Home, /hot and product pages arrive rendered (frontend/src/entry-server.tsx). A page not kept
 * yet goes through Express like any request (Helmet's headers, the request log), is rendered and
 * kept with those headers; later requests for it are answered from the HTTP server directly, as
 * prepared API answers are (http/prepared-answers.server.ts). Without a server bundle nothing
 * changes: the app shell answers every page.
 */
export function serveRenderedPages(app: INestApplication): void {
  const pages = app.get(RenderedPages);
  if (!pages.enabled) return;
  (app as NestExpressApplication).use(renderMissingPages(pages));
  const server = app.getHttpServer() as Server;
  const others = server.listeners('request') as Listener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '';
    const hit = READS.has(req.method ?? '') && !url.startsWith('/api/') ? pages.kept(RenderedPages.key(url, req.headers.cookie)) : undefined;
    if (hit) {
      res.setHeader('X-Request-Id', requestIdOf(req) ?? randomUUID());
      return send(req, res, hit);
    }
    for (const listener of others) listener.call(server, req, res);
  });
}

function renderMissingPages(pages: RenderedPages) {
  const logger = new Logger('ServerRendering');
  return (req: Request, res: Response, next: NextFunction): void => {
    const url = req.originalUrl;
    const path = url.split('?', 1)[0];
    if (!READS.has(req.method) || path.startsWith('/api/') || !pages.renders(path)) return next();
    const key = RenderedPages.key(url, req.headers.cookie);
    const generation = pages.generation;
    const apiOrigin = `http://127.0.0.1:${req.socket.localPort}`;
    pages
      .render(key, { url, cookie: req.headers.cookie, apiOrigin })
      .then((html) => {
        if (html === null) return next();
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        // Browsers revalidate (ETag); the language may come from the cookie.
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('Vary', 'Cookie');
        const headers: RenderedPage['headers'] = {};
        for (const [name, value] of Object.entries(res.getHeaders())) if (value !== undefined && !PER_REQUEST.has(name)) headers[name] = value;
        send(req, res, pages.keep(key, generation, Buffer.from(html), headers));
      })
      .catch((error: Error) => {
        // The app shell still shows the page, rendered in the browser.
        logger.warn(`Rendering ${url} failed: ${error.message}`);
        next();
      });
  };
}

/** The gzipped HTML of each kept page, made on its first request that accepts gzip (a product page is ~70 kB, ~15 kB gzipped). */
const gzipped = new WeakMap<RenderedPage, Buffer>();

function send(req: IncomingMessage, res: ServerResponse, page: RenderedPage): void {
  const gzip = acceptsGzip(req.headers['accept-encoding']);
  let body = page.body;
  if (gzip) {
    body = gzipped.get(page) ?? gzipSync(page.body);
    gzipped.set(page, body);
  }
  // Each encoding its own ETag (the bytes differ); Vary tells caches the page depends on both.
  const etag = gzip ? page.etag.replace(/"$/, '-gzip"') : page.etag;
  const headers = { ...page.headers, vary: [page.headers.vary, 'Accept-Encoding'].filter(Boolean).join(', ') };
  const given = req.headers['if-none-match'];
  if (given && given.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    for (const [name, value] of Object.entries(headers)) if (name !== 'content-length') res.setHeader(name, value);
    res.setHeader('ETag', etag);
    res.writeHead(304).end();
    return;
  }
  res.writeHead(200, { ...headers, etag, 'content-length': body.length, ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
  res.end(req.method === 'HEAD' ? undefined : body);
}
