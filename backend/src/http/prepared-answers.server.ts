import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { PreparedAnswer, PreparedAnswers } from '../cache/prepared-answers';
import { ShopMetrics } from '../metrics/metrics.registry';
import { requestIdOf } from './request-id';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Answers a GET whose answer was prepared before (PreparedAnswer routes: product detail, search,
 * autocomplete, home recommendations) straight from the HTTP server, ahead of Express and Nest:
 * same status, headers (security headers included, as Helmet set them then) and body bytes, a
 * fresh X-Request-Id, and 304 when the caller's ETag still matches. A public catalogue read needs
 * none of the per-request work in between (body parsing, cookies, validation, guards, the request
 * log line); its duration still goes to the request-duration metric. Everything else, and every
 * answer not prepared yet, goes to Express as before.
 */
export function servePreparedAnswers(app: INestApplication): void {
  const server = app.getHttpServer() as Server;
  const answers = app.get(PreparedAnswers);
  const duration = app.get(ShopMetrics).httpDuration;
  const others = server.listeners('request') as Listener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const hit = req.method === 'GET' && req.url?.startsWith('/api/') ? answers.get(PreparedAnswers.key(req)) : undefined;
    if (hit) return answer(req, res, hit, duration);
    for (const listener of others) listener.call(server, req, res);
  });
}

function answer(req: IncomingMessage, res: ServerResponse, prepared: PreparedAnswer, duration: ShopMetrics['httpDuration']): void {
  const started = process.hrtime.bigint();
  res.setHeader('X-Request-Id', requestIdOf(req) ?? randomUUID());
  if (stillFresh(req, prepared.etag)) {
    for (const [name, value] of Object.entries(prepared.headers)) {
      if (name !== 'content-type' && name !== 'content-length') res.setHeader(name, value);
    }
    res.writeHead(304).end();
  } else {
    res.writeHead(200, prepared.headers).end(prepared.body);
  }
  duration.observe({ method: 'GET', route: prepared.route, status: String(res.statusCode) }, Number(process.hrtime.bigint() - started) / 1e9);
}

/** If-None-Match names this ETag (weak or strong) and the caller did not ask to bypass caches. */
function stillFresh(req: IncomingMessage, etag: string): boolean {
  const given = req.headers['if-none-match'];
  if (!given || /\bno-cache\b/.test(String(req.headers['cache-control'] ?? ''))) return false;
  if (given.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return given.split(',').some((tag) => bare(tag) === bare(etag));
}
