import type { DeskFilter as ShownFilter, DeskOrderQuery, InvoiceRecord, Same, Shipment } from '@shop/contract';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export const DESK_FILTERS = ['all', 'unpaid', 'paid', 'shipped', 'invoice', 'canceled'] as const;
export type DeskFilter = (typeof DESK_FILTERS)[number];

export class OrderDeskQueryDto {
  @IsOptional()
  @IsIn(DESK_FILTERS)
  status?: DeskFilter;

  @IsOptional()
  @Matches(/^[1-9]\d{0,5}$/, { message: 'page must be a positive number' })
  page?: string;

  /** Issue 31: an order number (SO-000123 or 123) or a PO number, whole or its beginning; its length is judged by the service (DESK_SEARCH_TOO_LONG). */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100_000)
  q?: string;
}

export class RecordInvoiceDto {
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: '请填写发票号 / Please enter the invoice number' })
  @MaxLength(100)
  taxid: string;
}

/** A form with one lotid arrives as a string, with several as an array. */
const list = ({ value }: { value: unknown }) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * POST /admininfo/orders/:id/shipped: `lotid` once per order line, in line order; empty only for a
 * line whose product has left the catalogue. Which lot fits which line is judged by the service.
 */
export class ShipOrderDto {
  @Transform(list)
  @IsArray()
  @ArrayMaxSize(200)
  @IsString({ each: true })
  @MaxLength(20, { each: true })
  lotid: string[] = [];

  /** Who carries the parcel (SF Express, DHL…) and its tracking number, both required (the service says so in the caller's language). */
  @IsOptional() @Transform(trim) @IsString() @MaxLength(100) carrier?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(100) trackingnumber?: string;
}

/** The class reads exactly the fields the app sends (the contract's request type): one renamed on either side fails to compile. The desk's filters are the contract's. */
const FIELDS_MATCH_CONTRACT: [
  Same<keyof OrderDeskQueryDto, keyof DeskOrderQuery>,
  Same<keyof RecordInvoiceDto, keyof InvoiceRecord>,
  Same<keyof ShipOrderDto, keyof Shipment>,
  Same<DeskFilter, ShownFilter>,
] = [true, true, true, true];
void FIELDS_MATCH_CONTRACT;
