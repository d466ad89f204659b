import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

const toId = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;

/** ?pid= of baseinfo and datasheet: a positive whole number. */
export class ProductQueryDto {
  @Transform(toId)
  @IsInt({ message: 'pid must be a whole number' })
  @Min(1)
  @Max(2147483647)
  pid: number;
}

export class DatasheetQueryDto extends ProductQueryDto {
  /** Overrides the X-Language header, so a printed link can carry its language. */
  @IsOptional()
  @IsIn(['zh', 'en'])
  lang?: 'zh' | 'en';
}

export class SuggestQueryDto {
  @IsString()
  @MaxLength(100)
  q: string;
}
