import type { BasketAddition, Same } from '@shop/contract';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsId } from '../../../http/id-field';

/** POST /cartinfo/addcart. Form values arrive as text; the service turns them into numbers. */
export class AddToBasketDto {
  @IsId({ message: 'pid must be a product id' })
  pid: string;

  @Matches(/^[123]$/, { message: 'priceid must be 1, 2 or 3' })
  priceid: string;

  /** A positive number adds, a negative one takes away (spec: the basket's minus button). */
  @Matches(/^-?[1-9]\d{0,3}$/, { message: 'quantity must be a whole number from -9999 to 9999, not 0' })
  quantity: string;

  /** Sent by the spec's client; the session decides whose basket it is, so this is never read. */
  @IsOptional()
  @IsString()
  @MaxLength(20)
  uid?: string;

  /** Old clients may send a price; prices come from the catalogue only, so this is never read. */
  @IsOptional()
  @IsString()
  @MaxLength(20)
  price?: string;
}

/** The class reads exactly the fields the app sends (the contract's request type): one renamed on either side fails to compile. */
const FIELDS_MATCH_CONTRACT: Same<keyof AddToBasketDto, keyof BasketAddition> = true;
void FIELDS_MATCH_CONTRACT;
