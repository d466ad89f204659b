import type { Same, SearchExportQuery } from '@shop/contract';
import { IsIn, IsOptional } from 'class-validator';
import { SearchQueryDto } from '../reading/dto/search-items.dto';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** GET /iteminfo/searchexport: the list page's word, filters and order, as a file. */
export class SearchExportQueryDto extends SearchQueryDto {
  @IsIn(EXPORT_FORMATS, { message: `format must be one of ${EXPORT_FORMATS.join(', ')}` })
  format: ExportFormat;

  /** Column headers and prices (yuan or dollars) in this language; the request's language otherwise. */
  @IsOptional()
  @IsIn(['zh', 'en'], { message: 'lang must be zh or en' })
  lang?: 'zh' | 'en';
}

/** The class reads exactly the fields the app sends (the contract's request type): one renamed on either side fails to compile. */
const FIELDS_MATCH_CONTRACT: Same<keyof SearchExportQueryDto, keyof SearchExportQuery> = true;
void FIELDS_MATCH_CONTRACT;
