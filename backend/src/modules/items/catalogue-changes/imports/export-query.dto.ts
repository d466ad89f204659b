import { IsIn, IsOptional } from 'class-validator';

export class ExportQueryDto {
  @IsOptional()
  @IsIn(['csv', 'xlsx'])
  format?: 'csv' | 'xlsx';

  /** The products sheet (default) or the references sheet. */
  @IsOptional()
  @IsIn(['products', 'references'])
  sheet?: 'products' | 'references';
}
