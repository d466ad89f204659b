import type { Same, SearchMissesQuery } from '@shop/contract';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** GET /admininfo/search-misses: a period (default the last 7 days) and how many lines. */
export class SearchMissesQueryDto {
  @IsOptional()
  @Matches(DAY, { message: 'from must be a day like 2026-11-20' })
  from?: string;

  @IsOptional()
  @Matches(DAY, { message: 'to must be a day like 2026-11-26' })
  to?: string;

  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value))
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1)
  @Max(1000)
  limit?: number;

  @IsOptional()
  @IsIn(['json', 'csv'], { message: 'format must be json or csv' })
  format?: 'json' | 'csv';
}

/** The class reads exactly the fields the app sends (the contract's request type): one renamed on either side fails to compile. */
const FIELDS_MATCH_CONTRACT: Same<keyof SearchMissesQueryDto, keyof SearchMissesQuery> = true;
void FIELDS_MATCH_CONTRACT;
