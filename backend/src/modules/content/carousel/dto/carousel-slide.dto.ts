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
