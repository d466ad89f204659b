import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsId } from '../../../../http/id-field';
import { parseId } from '../../../../http/parse-id.pipe';

const toId = ({ value }: { value: unknown }) => parseId(value) ?? value;

/** ?pid= of baseinfo and datasheet: a positive whole number. */
export class ProductQueryDto {
  @Transform(toId)
  @IsId({ message: 'pid must be a product id' })
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
