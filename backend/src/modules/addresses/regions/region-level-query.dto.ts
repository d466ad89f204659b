import type { Region, Same } from '@shop/contract';
import { IsOptional } from 'class-validator';
import { IsId } from '../../../http/id-field';

export class RegionLevelQueryDto {
  @IsOptional()
  @IsId({ zero: true, message: 'pid must be a region id (0 for the top level)' })
  pid?: string;
}

/** The class reads exactly the fields the app sends (the contract's request type): one renamed on either side fails to compile. */
const FIELDS_MATCH_CONTRACT: Same<keyof RegionLevelQueryDto, keyof Pick<Region, 'pid'>> = true;
void FIELDS_MATCH_CONTRACT;
