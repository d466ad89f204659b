import type { PromotionChange, Same } from '@shop/contract';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsId } from '../../../../http/id-field';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** POST /admininfo/uploadhomepagerectext (multipart, spec field names; imagefile is the file part). */
export class UploadPromotionDto {
  /** Empty or absent creates a new promotion. */
  @IsOptional()
  @IsId({ empty: true, message: 'textid must be a promotion id' })
  textid?: string;

  @Transform(trim)
  @IsString()
  @MaxLength(200)
  textname_ch: string;

  @Transform(trim)
  @IsString()
  @MaxLength(200)
  textname_en: string;

  @IsOptional()
  @IsString()
  @MaxLength(500_000)
  textedit_ch?: string;

  @IsOptional()
  @IsString()
  @MaxLength(500_000)
  textedit_en?: string;
}

/** The class reads exactly the fields the app sends (the contract's request type): one renamed on either side fails to compile. (The picture is the multipart file.) */
const FIELDS_MATCH_CONTRACT: Same<keyof UploadPromotionDto, Exclude<keyof PromotionChange<unknown>, 'imagefile'>> = true;
void FIELDS_MATCH_CONTRACT;
