import type { DatasheetQuery, ProductQuery, Same, SuggestQuery } from '@shop/contract';
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

/** The class reads exactly the fields the app sends (the contract's request type): one renamed on either side fails to compile. */
const FIELDS_MATCH_CONTRACT: [
  Same<keyof ProductQueryDto, keyof ProductQuery>,
  Same<keyof DatasheetQueryDto, keyof DatasheetQuery>,
  Same<keyof SuggestQueryDto, keyof SuggestQuery>,
] = [true, true, true];
void FIELDS_MATCH_CONTRACT;
