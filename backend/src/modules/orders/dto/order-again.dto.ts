import type { OrderAgainForm, Same } from '@shop/contract';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, Matches } from 'class-validator';
import { IsId } from '../../../http/id-field';

/** A form with one line value arrives as a string, with several as an array; none means every line. */
const list = ({ value }: { value: unknown }) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]);

/** POST /orderinfo/orderagain: the order, and which of its lines (their `line` numbers) go back into the basket. */
export class OrderAgainDto {
  @IsId({ message: 'orderlistid must be an order id' })
  orderlistid: string;

  @Transform(list)
  @IsArray()
  @ArrayMaxSize(200)
  @Matches(/^[1-9]\d{0,2}$/, { each: true, message: 'line must hold line numbers of the order' })
  line: string[] = [];
}

/** The class reads exactly the fields the app sends (the contract's request type): one renamed on either side fails to compile. */
const FIELDS_MATCH_CONTRACT: Same<keyof OrderAgainDto, keyof OrderAgainForm> = true;
void FIELDS_MATCH_CONTRACT;
