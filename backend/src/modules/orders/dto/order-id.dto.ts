import type { MainInfo, ProformaQuery, Same } from '@shop/contract';
import { IsIn, IsOptional } from 'class-validator';
import { IsId } from '../../../http/id-field';

/** showorderitem (query) and delorder (form) name an order by orderlistid. */
export class OrderIdDto {
  @IsId({ message: 'orderlistid must be an order id' })
  orderlistid: string;
}

/** The class reads exactly the fields the app sends (the contract's request type): one renamed on either side fails to compile. */
const FIELDS_MATCH_CONTRACT: Same<keyof OrderIdDto, keyof Pick<MainInfo, 'orderlistid'>> = true;
void FIELDS_MATCH_CONTRACT;

/**
 * GET /orderinfo/proforma: the order, and the language of the page whose link opened it (issue 48).
 * The PDF is in the order's language; a refusal (no such order, cancelled) is read by the person on
 * that page, and a browser opening a link sends no X-Language, so the link names it.
 */
export class ProformaQueryDto extends OrderIdDto {
  @IsOptional()
  @IsIn(['zh', 'en'], { message: 'lang must be zh or en' })
  lang?: 'zh' | 'en';
}

const PROFORMA_FIELDS_MATCH_CONTRACT: Same<keyof ProformaQueryDto, keyof ProformaQuery> = true;
void PROFORMA_FIELDS_MATCH_CONTRACT;
