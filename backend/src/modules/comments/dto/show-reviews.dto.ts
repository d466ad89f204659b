import type { ProductQuery, Same } from '@shop/contract';
import { IsId } from '../../../http/id-field';

export class ShowReviewsDto {
  @IsId({ message: 'pid must be a product id' })
  pid: string;
}

/** The class reads exactly the fields the app sends (the contract's request type): one renamed on either side fails to compile. */
const FIELDS_MATCH_CONTRACT: Same<keyof ShowReviewsDto, keyof ProductQuery> = true;
void FIELDS_MATCH_CONTRACT;
