import type { DistributorFilter, Same } from '@shop/contract';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** GET /admininfo/distributors: every distributor, or those of one province and/or language. */
export class DistributorDeskQueryDto {
  /** Province code or name in either language; empty means all. */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @MaxLength(60)
  province?: string;

  /** zh or en; empty means both. */
  @IsOptional()
  @IsIn(['zh', 'en', ''])
  enorch?: 'zh' | 'en' | '';

  @IsOptional()
  @Matches(/^[1-9]\d{0,5}$/, { message: 'page must be a positive number' })
  page?: string;
}

/** The class reads exactly the fields the app sends (the contract's request type): one renamed on either side fails to compile. */
const FIELDS_MATCH_CONTRACT: Same<keyof DistributorDeskQueryDto, keyof DistributorFilter> = true;
void FIELDS_MATCH_CONTRACT;
