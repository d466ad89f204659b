import type { OrderForm, Same } from '@shop/contract';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsId } from '../../../http/id-field';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** A form with one caridlist value arrives as a string, with several as an array. */
const list = ({ value }: { value: unknown }) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * POST /orderinfo/applyorder. Which fields must be present (address, invoice choice, the six
 * company fields) is judged by the service, so the answer carries the spec's messages.
 */
export class ApplyOrderDto {
  @Transform(list)
  @IsArray()
  @ArrayMaxSize(200)
  @IsId({ each: true, message: 'caridlist must hold basket row ids' })
  caridlist: string[] = [];

  @IsOptional()
  @IsId({ empty: true, message: 'addrid must be an address id' })
  addrid?: string;

  @IsOptional()
  @Matches(/^[01]?$/, { message: 'need_tax must be 0 or 1' })
  need_tax?: string;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(200) taxcompanyname?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(100) taxcompanyid?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(300) taxcompanyaddress?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(40) taxcompanyphone?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(200) taxbankname?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(100) taxbankaccount?: string;

  /**
   * Issue 31: the purchasing office's PO number and the institution billed, optional. The length and
   * characters are judged by the service (purchase-order.ts) so the answer names the field in the
   * caller's language; this bound only keeps a huge value out.
   */
  @IsOptional() @IsString() @MaxLength(100_000) ponumber?: string;
  @IsOptional() @IsString() @MaxLength(100_000) institution?: string;

  /** The order form's note (spec: note textarea); the call table does not name it. */
  @IsOptional() @Transform(trim) @IsString() @MaxLength(500) note?: string;

  /** Issue 48: the currency the form showed; without it, the caller's language's (plain API clients). */
  @IsOptional()
  @IsIn(['CNY', 'USD'], { message: 'currency must be CNY or USD' })
  currency?: 'CNY' | 'USD';
}

/** The form reads exactly the contract's fields (OrderForm: the basket rows, address, invoice choice and fields, note). */
const FIELDS_MATCH_CONTRACT: Same<keyof ApplyOrderDto, keyof OrderForm> = true;
void FIELDS_MATCH_CONTRACT;
