import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** POST /admininfo/uploadhomepagerectext (multipart, spec field names; imagefile is the file part). */
export class UploadPromotionDto {
  /** Empty or absent creates a new promotion. */
  @IsOptional()
  @Matches(/^\d{0,10}$/, { message: 'textid must be a number' })
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
