import { FacetFilters, FACETS, type Same, type SearchPageQuery, type SearchQuery, type SearchSort as ShownSort } from '@shop/contract';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { SEARCH_SORTS, SearchSort } from '../../search-engine';
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

/** What the list shows: the word, the filters and the order (the /hot state without its page). */
export class SearchQueryDto {
  /** The typed word; "None" (the page's way of saying no word) or empty = browse. */
  @IsOptional()
  @IsString()
  @MaxLength(200)
  searchword?: string;

  @FilterList() application?: string[];
  @FilterList() reactivity?: string[];
  @FilterList() host?: string[];
  @FilterList() modification?: string[];
  @FilterList() conjugation?: string[];
  @FilterList() clonality?: string[];
  @FilterList() isotype?: string[];
  @FilterList() producttype?: string[];
  @FilterList() evidence?: string[];

  /** The reactivity filter also finds products predicted (by homology) to react with the chosen species (issue 35): 1 / 0. */
  @IsOptional()
  @IsIn(['1', '0'], { message: 'predicted must be 1 or 0' })
  predicted?: '1' | '0';

  /** The list's order (issue 15); relevance when absent. */
  @IsOptional()
  @IsIn(SEARCH_SORTS, { message: `sort must be one of ${SEARCH_SORTS.join(', ')}` })
  sort?: SearchSort;
}

/** GET /iteminfo/searchitem/ (spec section 7). */
export class SearchItemsQueryDto extends SearchQueryDto {
  @Transform(toPage)
  @IsInt({ message: 'searchpageid must be a whole number' })
  @Min(1)
  @Max(MAX_PAGE)
  searchpageid: number = 1;
}

/** What to search for: no word for "None" or blank, only the filters that were given, relevance by default. */
export function listSearch(query: SearchQueryDto): { word: string | null; filters: FacetFilters; sort: SearchSort; predicted: boolean } {
  const word = query.searchword && query.searchword.trim() !== 'None' ? query.searchword : null;
  const filters: FacetFilters = {};
  for (const facet of FACETS) if (query[facet]?.length) filters[facet] = query[facet];
  return { word, filters, sort: query.sort ?? 'relevance', predicted: query.predicted === '1' };
}

/** The class reads exactly the fields the app sends (the contract's request type): one renamed on either side fails to compile. The orders are the engines' (search-engine.ts). */
const FIELDS_MATCH_CONTRACT: [
  Same<keyof SearchQueryDto, keyof SearchQuery>,
  Same<keyof SearchItemsQueryDto, keyof SearchPageQuery>,
  Same<SearchSort, ShownSort>,
] = [true, true, true];
void FIELDS_MATCH_CONTRACT;
