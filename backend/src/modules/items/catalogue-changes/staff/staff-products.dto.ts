import type { PictureCaption, PictureOrder, ProductListQuery, Same } from '@shop/contract';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

const toInt = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value);

export class StaffProductListDto {
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;

  @IsOptional()
  @IsIn(['all', 'active', 'discontinued'])
  status?: ProductListQuery['status'];

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(100_000)
  page?: number;
}

export class PictureCaptionDto {
  @IsOptional()
  @IsString()
  @MaxLength(500)
  caption?: string;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  caption_en?: string;
}

export class PictureOrderDto {
  @IsString()
  @MaxLength(200)
  @Matches(/^\s*\d{1,2}(\s*,\s*\d{1,2})*\s*$/, { message: 'order lists picture positions separated by commas' })
  order: string;
}

/** The class reads exactly the fields the app sends (the contract's request type): one renamed on either side fails to compile. */
const FIELDS_MATCH_CONTRACT: [
  Same<keyof StaffProductListDto, keyof ProductListQuery>,
  Same<keyof PictureCaptionDto, keyof PictureCaption>,
  Same<keyof PictureOrderDto, keyof PictureOrder>,
] = [true, true, true];
void FIELDS_MATCH_CONTRACT;
