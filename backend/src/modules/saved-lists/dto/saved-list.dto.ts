import type { ListAddition, ListDownloadQuery, ListQuery, ListRename, ListRowsForm, NewListForm, Same } from '@shop/contract';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { IsId } from '../../../http/id-field';
import { EXPORT_FORMATS, ExportFormat } from '../../items/search-export/search-export.dto';

/** A form field sent once or repeated (rowid=1&rowid=2) arrives as a string or a list; always a list here. */
const asList = ({ value }: { value: unknown }) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]);

/** The list named by its id (showlist, dellist, download). */
export class ListIdDto {
  @IsId({ message: 'listid must be a list id' })
  listid: string;
}

/** POST /listinfo/addlist. The name is judged by the service (empty, long, control characters), naming the field. */
export class NewListDto {
  @IsOptional() @IsString() name?: string;
}

/** POST /listinfo/renamelist. */
export class RenameListDto extends ListIdDto {
  @IsOptional() @IsString() name?: string;
}

/** POST /listinfo/addproduct: into the list named, or the favourites when listid is empty. */
export class AddToListDto {
  @IsOptional()
  @IsId({ empty: true, message: 'listid must be a list id' })
  listid?: string;

  @IsId({ message: 'pid must be a product id' })
  pid: string;

  /** The size chosen on the product page; the first size when none was (a /hot row). */
  @IsOptional()
  @Matches(/^[123]?$/, { message: 'priceid must be 1, 2 or 3' })
  priceid?: string;
}

/** POST /listinfo/delrows and tobasket: rows of one list; for tobasket no rowid means the whole list. */
export class ListRowsDto extends ListIdDto {
  @Transform(asList)
  @IsArray()
  @ArrayMaxSize(1000)
  @IsId({ each: true, message: 'rowid must be list row ids' })
  rowid: string[] = [];
}

/** GET /listinfo/download. */
export class ListDownloadDto extends ListIdDto {
  @IsIn(EXPORT_FORMATS, { message: `format must be one of ${EXPORT_FORMATS.join(', ')}` })
  format: ExportFormat;

  @IsOptional()
  @IsIn(['zh', 'en'], { message: 'lang must be zh or en' })
  lang?: 'zh' | 'en';
}

// The classes read exactly the fields the app sends (the contract's request types): one renamed on either side fails to compile.
const LIST_MATCHES: Same<keyof ListIdDto, keyof ListQuery> = true;
const NEW_LIST_MATCHES: Same<keyof NewListDto, keyof NewListForm> = true;
const RENAME_MATCHES: Same<keyof RenameListDto, keyof ListRename> = true;
const ADDITION_MATCHES: Same<keyof AddToListDto, keyof ListAddition> = true;
const ROWS_MATCH: Same<keyof ListRowsDto, keyof ListRowsForm> = true;
const DOWNLOAD_MATCHES: Same<keyof ListDownloadDto, keyof ListDownloadQuery> = true;
void LIST_MATCHES;
void NEW_LIST_MATCHES;
void RENAME_MATCHES;
void ADDITION_MATCHES;
void ROWS_MATCH;
void DOWNLOAD_MATCHES;
