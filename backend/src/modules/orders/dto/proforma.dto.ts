import type { QuotationQuery, Same } from '@shop/contract';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional } from 'class-validator';
import { IsId } from '../../../http/id-field';

/** caridlist=1,2,3 (or repeated): the basket rows to quote; none means the whole basket. */
const idList = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? [] : (Array.isArray(value) ? value : [value]).flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]));

/** GET /orderinfo/quotation: a quotation of basket rows in the reader's language (`lang` overrides the header, as for datasheets). */
export class QuotationQueryDto {
  @Transform(idList)
  @IsArray()
  @ArrayMaxSize(200)
  @IsId({ each: true, message: 'caridlist must hold basket row ids' })
  caridlist: string[] = [];

  @IsOptional()
  @IsIn(['zh', 'en'])
  lang?: 'zh' | 'en';
}

/** The class reads exactly the fields the app sends (the contract's request type): one renamed on either side fails to compile. */
const FIELDS_MATCH_CONTRACT: Same<keyof QuotationQueryDto, keyof QuotationQuery> = true;
void FIELDS_MATCH_CONTRACT;
