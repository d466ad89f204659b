import { IsOptional } from 'class-validator';
import { IsId } from '../../../http/id-field';

export class RegionLevelQueryDto {
  @IsOptional()
  @IsId({ zero: true, message: 'pid must be a region id (0 for the top level)' })
  pid?: string;
}
