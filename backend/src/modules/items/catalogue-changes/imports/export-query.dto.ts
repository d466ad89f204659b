import type { CatalogueExportQuery, Same } from '@shop/contract';
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

/** The class reads exactly the fields the app sends (the contract's request type): one renamed on either side fails to compile. */
const FIELDS_MATCH_CONTRACT: Same<keyof ExportQueryDto, keyof CatalogueExportQuery> = true;
void FIELDS_MATCH_CONTRACT;
