import { IsOptional, Matches } from 'class-validator';

export class RegionLevelQueryDto {
  @IsOptional()
  @Matches(/^\d{1,9}$/, { message: 'pid must be a region id (0 for the top level)' })
  pid?: string;
}
