import { HttpStatus } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { answerError } from './api-exception.filter';
import { LocalizedText } from '@shop/contract';
import { LocalizedException } from './localized-exception';
import { nulField, nulRefusal } from './nul-bytes';

export const BODY_LIMIT = '1mb';
export const FORM_PARAMETER_LIMIT = 1000;

/** What each body-parser failure tells the caller (body-parser names them by `type`). */
const BODY_ERRORS: Record<string, LocalizedText> = {
  'entity.parse.failed': { zh: '请求内容格式有误，无法解析', en: 'The request body is malformed and cannot be read' },
  'querystring.parse.rangeError': { zh: '表单嵌套层级过深', en: 'The form is nested too deeply' },
  'entity.too.large': { zh: '提交的内容过大（上限 1 MB）', en: 'The request body is too large (limit 1 MB)' },
  'parameters.too.many': {
    zh: `表单字段过多（上限 ${FORM_PARAMETER_LIMIT} 个）`,
    en: `The form has too many fields (limit ${FORM_PARAMETER_LIMIT.toLocaleString('en')})`,
  },
  'charset.unsupported': { zh: '不支持该字符集，请使用 UTF-8', en: 'Unsupported charset; please send UTF-8' },
  'encoding.unsupported': { zh: '不支持该内容编码（Content-Encoding）', en: 'Unsupported Content-Encoding' },
  'request.size.invalid': { zh: '请求内容长度与 Content-Length 不符', en: 'The request body does not match its Content-Length' },
};
/** A body that names gzip, deflate or br but does not decompress: zlib's error has no type. */
const UNDECODABLE = { zh: '请求内容无法解码', en: 'The request body cannot be decoded' };
const BAD_PATH = { zh: '请求地址编码有误', en: 'The request address is not validly encoded' };

function bodyRefusal(error: { type?: unknown; status?: unknown }): LocalizedException {
  const status = Number(error.status);
  const text = (typeof error.type === 'string' && BODY_ERRORS[error.type]) || UNDECODABLE;
  return new LocalizedException(text, status >= 400 && status < 500 ? status : HttpStatus.BAD_REQUEST);
}

/**
 * Answers a body-parser failure here, with the shop's `{ code, message }`. Passed on with next(),
 * it would reach the SPA server's error handler, which turns every error under /api into a 404.
 */
function bodyErrors(error: unknown, req: Request, res: Response, next: NextFunction): void {
  const failure = error as { type?: unknown; status?: unknown; expose?: unknown } | null;
  if (!failure || typeof failure !== 'object' || failure.expose !== true) return next(error);
  answerError(bodyRefusal(failure), req, res);
}

const UTF8 = /^utf-?8$/i;

/**
 * The shop reads bodies as UTF-8 only. body-parser refuses other charsets for forms but decodes any
 * `utf-*` JSON through iconv (utf-7 included, a classic filter-evasion encoding), so JSON is held
 * to the same rule here, before it is parsed.
 */
function refuseForeignCharset(req: Request, res: Response, next: NextFunction): void {
  const type = req.headers['content-type'];
  const charset = typeof type === 'string' ? /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(type)?.[1] : undefined;
  if (charset !== undefined && !UTF8.test(charset)) {
    return answerError(new LocalizedException(BODY_ERRORS['charset.unsupported'], HttpStatus.UNSUPPORTED_MEDIA_TYPE), req, res);
  }
  next();
}

/**
 * Text that can never be right is refused before any route sees it: an address that does not
 * decode, and NUL in the address, the query or a JSON / form body (multipart fields: NulBytePipe).
 */
function refuseBadText(req: Request, res: Response, next: NextFunction): void {
  try {
    decodeURIComponent(req.path);
  } catch {
    return answerError(new LocalizedException(BAD_PATH, HttpStatus.BAD_REQUEST), req, res);
  }
  const field = /%00/.test(req.path) ? 'path' : (nulField(req.query) ?? nulField(req.body));
  if (field !== null) return answerError(nulRefusal(field), req, res);
  next();
}

/**
 * How request bodies are read: JSON, and the URL-encoded forms of spec section 7 (repeated keys
 * such as caridlist, hence the extended parser), each up to 1 MB; then the edge checks above.
 */
export function readRequestBodies(app: NestExpressApplication): void {
  app.use(refuseForeignCharset);
  app.useBodyParser('json', { limit: BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: BODY_LIMIT, extended: true, parameterLimit: FORM_PARAMETER_LIMIT });
  app.use(bodyErrors);
  app.use(refuseBadText);
}
