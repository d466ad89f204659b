import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { parseBracketList } from '../bracket-list';

/** Deeper pages are refused: nobody pages past 100,000 products, and deep offsets are costly. */
export const MAX_PAGE = 5000;

const toPage = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? 1 : typeof value === 'string' && /^-?\d{1,12}$/.test(value) ? Number(value) : NaN;

/** A malformed list is kept as the raw text so that IsArray refuses it with the field's name. */
const toList = ({ value }: { value: unknown }) => parseBracketList(value) ?? value;

function FilterList(): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    Transform(toList)(target, key);
    IsArray({ message: `${String(key)} must be a list like ['A','B'] or a single value` })(target, key);
    ArrayMaxSize(50)(target, key);
    IsString({ each: true })(target, key);
    MaxLength(100, { each: true })(target, key);
  };
}

/** GET /iteminfo/searchitem/ (spec section 7). */
export class SearchItemsQueryDto {
  /** The typed word; "None" (the page's way of saying no word) or empty = browse. */
  @IsOptional()
  @IsString()
  @MaxLength(200)
  searchword?: string;

  @Transform(toPage)
  @IsInt({ message: 'searchpageid must be a whole number' })
  @Min(1)
  @Max(MAX_PAGE)
  searchpageid: number = 1;

  @FilterList() application?: string[];
  @FilterList() reactivity?: string[];
  @FilterList() host?: string[];
  @FilterList() modification?: string[];
  @FilterList() conjugation?: string[];
  @FilterList() clonality?: string[];
  @FilterList() isotype?: string[];
  @FilterList() producttype?: string[];
}
