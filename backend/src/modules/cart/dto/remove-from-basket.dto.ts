import type { BasketRemoval, Same } from '@shop/contract';
import { IsId } from '../../../http/id-field';

/** POST /cartinfo/delcartprd. */
export class RemoveFromBasketDto {
  @IsId({ message: 'cartid must be a basket row id' })
  cartid: string;
}

/** The class reads exactly the fields the app sends (the contract's request type): one renamed on either side fails to compile. */
const FIELDS_MATCH_CONTRACT: Same<keyof RemoveFromBasketDto, keyof BasketRemoval> = true;
void FIELDS_MATCH_CONTRACT;
