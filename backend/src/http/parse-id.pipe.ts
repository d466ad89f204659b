import { HttpStatus, Injectable, PipeTransform } from '@nestjs/common';
import { LocalizedException } from './localized-exception';

/** Largest value of a PostgreSQL integer column: anything bigger would fail in the database as a 500. */
export const MAX_ID = 2_147_483_647;

export const INVALID_ID = { zh: '编号无效', en: 'Invalid id' };

/**
 * The one rule for every id a caller sends (route parameter, query or form field): plain decimal
 * digits for a whole number from 1 to MAX_ID. `1e3`, `0x10`, `+5`, ` 7` and 2^31 are refused, not
 * read as numbers. Returns null for anything else.
 */
export function parseId(value: unknown, { zero = false } = {}): number | null {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(id) && id >= (zero ? 0 : 1) && id <= MAX_ID ? id : null;
}

/** A route id: a positive integer that fits the id columns, else 400. */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = parseId(value);
    if (id === null) throw new LocalizedException(INVALID_ID, HttpStatus.BAD_REQUEST);
    return id;
  }
}
