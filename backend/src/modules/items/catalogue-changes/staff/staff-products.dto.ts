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
  status?: 'all' | 'active' | 'discontinued';

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
