import type { MainInfo, Same } from '@shop/contract';
import { IsId } from '../../../http/id-field';

/** showorderitem (query) and delorder (form) name an order by orderlistid. */
export class OrderIdDto {
  @IsId({ message: 'orderlistid must be an order id' })
  orderlistid: string;
}

/** The class reads exactly the fields the app sends (the contract's request type): one renamed on either side fails to compile. */
const FIELDS_MATCH_CONTRACT: Same<keyof OrderIdDto, keyof Pick<MainInfo, 'orderlistid'>> = true;
void FIELDS_MATCH_CONTRACT;
