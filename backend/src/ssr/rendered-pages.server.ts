import { Logger, type INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { preferredCoding, type ContentCoding } from '../http/content-coding';
import { requestIdOf } from '../http/request-id';
import { pageLanguage } from './language';
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
    if (!READS.has(req.method) || path.startsWith('/api/')) return next();
    const kind = pages.kindOf(path);
    if (kind === 'unknown') return sendShell(req, res, pages.shell(pageLanguage(url, req.headers.cookie)), 404);
    if (!pages.renders(path)) return kind === 'page' ? sendShell(req, res, pages.shell(pageLanguage(url, req.headers.cookie)), 200) : next();
    const key = RenderedPages.key(url, req.headers.cookie);
    const generation = pages.generation;
    const apiOrigin = `http://127.0.0.1:${req.socket.localPort}`;
    pages
      .render(key, { url, cookie: req.headers.cookie, apiOrigin })
      .then((document) => {
        if (document === null) return next();
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        // Browsers revalidate (ETag); the language may come from the cookie.
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('Vary', 'Cookie');
        const headers: RenderedPage['headers'] = {};
        for (const [name, value] of Object.entries(res.getHeaders())) if (value !== undefined && !PER_REQUEST.has(name)) headers[name] = value;
        // A not-found page (an unknown product) is answered, never kept: the addresses one could make up have no end.
        if (document.status === 404) return sendNotFound(req, res, Buffer.from(document.html));
        send(req, res, pages.keep(key, generation, Buffer.from(document.html), headers));
      })
      .catch((error: Error) => {
        // The app shell still shows the page, rendered in the browser.
        logger.warn(`Rendering ${url} failed: ${error.message}`);
        next();
      });
  };
}

/**
 * The app shell in the page's language, for a page the browser renders: 200 for a page of the shop,
 * 404 for an address no page answers (the browser shows the shop's "not found" page), so crawlers and
 * link checkers learn the address is wrong. Browsers revalidate it (ETag); the language may come from the cookie.
 */
function sendShell(req: Request, res: Response, shell: { body: Buffer; etag: string }, status: 200 | 404): void {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Cookie');
  if (status === 200) {
    res.setHeader('ETag', shell.etag);
    const given = req.headers['if-none-match'];
    if (given && given.split(',').some((tag) => tag.trim().replace(/^W\//, '') === shell.etag)) {
      res.status(304).end();
      return;
    }
  }
  res.status(status).setHeader('Content-Length', shell.body.length);
  res.end(req.method === 'HEAD' ? undefined : shell.body);
}

/** A rendered not-found page: 404, compressed like any page, no ETag (it is not kept). */
function sendNotFound(req: IncomingMessage, res: ServerResponse, html: Buffer): void {
  const coding = preferredCoding(req.headers['accept-encoding']);
  const body = coding ? COMPRESS[coding](html) : html;
  res.setHeader('Vary', 'Cookie, Accept-Encoding');
  if (coding) res.setHeader('Content-Encoding', coding);
  res.statusCode = 404;
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * A page's HTML in a coding. Made right here, on the event loop, which it holds for a few ms at most:
 * brotli at quality 5 takes ~2 ms on a ~70 kB product page (gzip ~1 ms) and gives ~18 kB against
 * gzip's ~21 kB. Quality 11 would give ~16.5 kB but take ~70 ms, far too long on the event loop, and
 * even in the thread pool that is 70 ms of CPU for every page a crawler visits and again after each
 * catalogue change (a kept page is dropped then), against ~2 kB saved: not worth it, so no promise
 * per page to keep and forget either.
 */
const COMPRESS: Record<ContentCoding, (html: Buffer) => Buffer> = {
  br: (html) =>
    brotliCompressSync(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
  gzip: (html) => gzipSync(html),
};

/** Each kept page's compressed HTML, made on its first request in that coding (and gone with the page). */
const compressed = new WeakMap<RenderedPage, Partial<Record<ContentCoding, Buffer>>>();

function encoded(page: RenderedPage, coding: ContentCoding): Buffer {
  let copies = compressed.get(page);
  if (!copies) compressed.set(page, (copies = {}));
  return (copies[coding] ??= COMPRESS[coding](page.body));
}

function send(req: IncomingMessage, res: ServerResponse, page: RenderedPage): void {
  const coding = preferredCoding(req.headers['accept-encoding']);
  // Each coding its own ETag (the bytes differ); Vary tells caches the page depends on it.
  const etag = coding ? page.etag.replace(/"$/, `-${coding}"`) : page.etag;
  const headers = { ...page.headers, vary: [page.headers.vary, 'Accept-Encoding'].filter(Boolean).join(', ') };
  const given = req.headers['if-none-match'];
  if (given && given.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    for (const [name, value] of Object.entries(headers)) if (name !== 'content-length') res.setHeader(name, value);
    res.setHeader('ETag', etag);
    res.writeHead(304).end();
    return;
  }
  const body = coding ? encoded(page, coding) : page.body;
  res.writeHead(200, { ...headers, etag, 'content-length': body.length, ...(coding ? { 'content-encoding': coding } : {}) });
  res.end(req.method === 'HEAD' ? undefined : body);
}
