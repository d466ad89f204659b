import { HttpStatus, Injectable, PipeTransform } from '@nestjs/common';
import { LocalizedException } from './localized-exception';

/** Largest value of a PostgreSQL integer column: anything bigger would fail in the database as a 500. */
export const MAX_ID = 2_147_483_647;

/** A route id: a positive integer that fits the id columns, else 400. */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) {
      throw new LocalizedException({ zh: '编号无效', en: 'Invalid id' }, HttpStatus.BAD_REQUEST);
    }
    return id;
  }
}
