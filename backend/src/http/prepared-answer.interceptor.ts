import { applyDecorators, CallHandler, ExecutionContext, Injectable, NestInterceptor, SetMetadata, UseInterceptors } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';
import { PreparedAnswers, PreparedKind } from '../cache/prepared-answers';

const KIND = Symbol('prepared-answer-kind');

/**
 * Keeps this route's answers as sent (bytes and headers), so the same request is answered from
 * them (http/prepared-answers.server.ts). For public reads only: the answer must not depend on
 * who asks, only on the URL and the language, and must say `Cache-Control: public`.
 */
export const PreparedAnswer = (kind: PreparedKind) => applyDecorators(SetMetadata(KIND, kind), UseInterceptors(PreparedAnswerInterceptor));

/** Headers of one request's own, not of the answer. */
const PER_REQUEST = new Set(['x-request-id', 'set-cookie']);

@Injectable()
export class PreparedAnswerInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly answers: PreparedAnswers,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const kind = this.reflector.get<PreparedKind | undefined>(KIND, context.getHandler());
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    if (kind && req.method === 'GET') this.capture(req, res, kind);
    return next.handle();
  }

  /** Wraps this response's end(): a full 200 answer marked public is kept as it leaves. */
  private capture(req: Request, res: Response, kind: PreparedKind): void {
    const answers = this.answers;
    const key = PreparedAnswers.key(req);
    const generation = answers.generation;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.end = ((...args: unknown[]) => {
      const [chunk] = args;
      const etag = res.getHeader('etag');
      const cacheControl = String(res.getHeader('cache-control') ?? '');
      if (res.statusCode === 200 && typeof etag === 'string' && /\bpublic\b/.test(cacheControl) && !res.getHeader('set-cookie')) {
        const body = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.isBuffer(chunk) ? chunk : null;
        if (body && body.length === Number(res.getHeader('content-length'))) {
          const headers: PreparedAnswerHeaders = {};
          for (const [name, value] of Object.entries(res.getHeaders())) if (value !== undefined && !PER_REQUEST.has(name)) headers[name] = value;
          answers.keep(key, kind, generation, { headers, body, etag, route: (req.route as { path?: string } | undefined)?.path ?? 'unmatched' });
        }
      }
      return end(...args);
    }) as Response['end'];
  }
}

type PreparedAnswerHeaders = Record<string, string | string[] | number>;
