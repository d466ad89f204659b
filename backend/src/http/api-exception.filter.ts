import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger, Optional } from '@nestjs/common';
import type { Request, Response } from 'express';
import { PreparedAnswers } from '../cache/prepared-answers';
import { isDependencyOutage } from './dependency-outage';
import { statusMessage } from './error-messages';
import { LocalizedException } from './localized-exception';
import { requestLanguage } from './request-language';
import { InvalidFieldsException } from './validation.pipe';

/** Errors raised below Nest (body parser, multer) carry a numeric status of their own. */
function statusOf(error: unknown): number {
  if (error instanceof HttpException) return error.getStatus();
  const candidate = (error as { status?: unknown; statusCode?: unknown } | null) ?? {};
  const status = Number(candidate.status ?? candidate.statusCode);
  return Number.isInteger(status) && status >= 400 && status < 600 ? status : HttpStatus.INTERNAL_SERVER_ERROR;
}

const logger = new Logger('ApiException');

/**
 * Every failure leaves as `{ code, message }` in the caller's language with the matching HTTP status.
 * Stack traces and driver messages are logged, never sent. Also used by the middleware that refuses
 * input before Nest routes it (request-edge.ts), so those answers have the same form.
 */
export function answerError(error: unknown, req: Request, res: Response): void {
  const language = requestLanguage(req);
  const status = isDependencyOutage(error) ? HttpStatus.SERVICE_UNAVAILABLE : statusOf(error);
  const body: Record<string, unknown> = { code: status, message: statusMessage(status, language) };

  if (error instanceof LocalizedException) {
    body.message = error.text[language];
    if (error.details) Object.assign(body, error.details);
  } else if (error instanceof InvalidFieldsException) {
    body.message = `${statusMessage(400, language)}: ${error.fields.map((f) => f.field).join(', ')}`;
    body.fields = error.fields;
  } else if (status === HttpStatus.SERVICE_UNAVAILABLE) {
    res.setHeader('Retry-After', '5');
    logger.warn({ err: error, path: req.originalUrl }, 'Dependency unavailable');
  } else if (status >= 500) {
    logger.error({ err: error, path: req.originalUrl }, 'Unhandled error');
  }

  if (res.headersSent) return;
  res.status(status).json(body);
}

@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  /** Optional: a module of a few controllers (a unit test's) keeps no answers. */
  constructor(@Optional() private readonly answers?: PreparedAnswers) {}

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const kept = req.method === 'GET' && isDependencyOutage(error) ? this.answers?.lastKnown(PreparedAnswers.key(req)) : undefined;
    if (kept && !res.headersSent) {
      // A catalogue read the database cannot answer right now: what this process last sent for it.
      res.writeHead(200, { ...kept.headers, age: String(Math.round((Date.now() - kept.keptAt) / 1000)) }).end(kept.body);
      return;
    }
    answerError(error, req, res);
  }
}
