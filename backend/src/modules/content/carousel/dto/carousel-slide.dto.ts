import type { Same, SlideDraft, SlideMove } from '@shop/contract';
import { IsIn, IsOptional, IsString } from 'class-validator';

/**
 * POST /admininfo/carousel and /admininfo/carousel/:id (multipart; the picture is the file part
 * `imagefile`). Only types here: readCarouselSlideForm judges emptiness, lengths and the link so
 * each refusal says what is wrong in the caller's language.
 */
export class CarouselSlideDto {
  /** The in-app path the slide opens, e.g. /hot?reactivity=Zebrafish. */
  @IsOptional() @IsString() routlink?: string;
  @IsOptional() @IsString() picname_ch?: string;
  @IsOptional() @IsString() picname_en?: string;
}

export class CarouselMoveDto {
  @IsIn(['up', 'down'])
  direction: 'up' | 'down';
}

/** The class reads exactly the fields the app sends (the contract's request type): one renamed on either side fails to compile. (The picture is the multipart file.) */
const FIELDS_MATCH_CONTRACT: [
  Same<keyof CarouselSlideDto, Exclude<keyof SlideDraft<unknown>, 'imagefile'>>,
  Same<keyof CarouselMoveDto, keyof SlideMove>,
] = [true, true];
void FIELDS_MATCH_CONTRACT;
