import { HttpStatus, Injectable, PipeTransform } from '@nestjs/common';
import { LocalizedException } from './localized-exception';

export const NUL_REFUSED = { zh: '内容不能包含空字符（NUL）', en: 'Text must not contain NUL characters' };

const MAX_DEPTH = 32;

/**
 * The name of the first field whose key or text holds a NUL character, or null. PostgreSQL cannot
 * store NUL in text, so such input would otherwise fail deep inside a query as a 500.
 */
export function nulField(value: unknown, name = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? name || 'value' : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH || Buffer.isBuffer(value)) return null;
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    const field = name ? `${name}.${key}` : key;
    if (key.includes('\u0000')) return field;
    const found = nulField(inner, field, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export function nulRefusal(field: string): LocalizedException {
  return new LocalizedException(NUL_REFUSED, HttpStatus.BAD_REQUEST, { field });
}

/**
 * Global pipe over every @Body(), @Query() and @Param(): catches what the edge middleware cannot
 * see, the fields of multipart forms, which multer reads only once the route is chosen.
 */
@Injectable()
export class NulBytePipe implements PipeTransform {
  transform<T>(value: T): T {
    const field = nulField(value);
    if (field !== null) throw nulRefusal(field);
    return value;
  }
}
