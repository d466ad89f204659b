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
