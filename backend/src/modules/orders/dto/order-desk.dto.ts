import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export const DESK_FILTERS = ['all', 'unpaid', 'paid', 'invoice', 'canceled'] as const;
export type DeskFilter = (typeof DESK_FILTERS)[number];

export class OrderDeskQueryDto {
  @IsOptional()
  @IsIn(DESK_FILTERS)
  status?: DeskFilter;

  @IsOptional()
  @Matches(/^[1-9]\d{0,5}$/, { message: 'page must be a positive number' })
  page?: string;
}

export class RecordInvoiceDto {
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: '请填写发票号 / Please enter the invoice number' })
  @MaxLength(100)
  taxid: string;
}
