import type { Same, TargetFamilyAddition, TargetFamilyRemoval, TargetNameAddition, TargetNameRemoval, TargetNamesQuery } from '@shop/contract';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { IsId } from '../../../http/id-field';

/** Longest symbol and Chinese name staff may add (the longest shipped name is about 20 characters). */
export const SYMBOL_LENGTH = 40;
export const NAME_LENGTH = 40;

export class TargetNamesQueryDto {
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === '' ? undefined : typeof value === 'string' && /^\d{1,7}$/.test(value) ? Number(value) : NaN))
  @IsInt()
  @Min(1)
  @Max(100_000)
  page?: number;
}

export class AddTargetNameDto {
  @IsString()
  @MinLength(1)
  @MaxLength(SYMBOL_LENGTH)
  symbol: string;

  @IsString()
  @MinLength(1)
  @MaxLength(NAME_LENGTH)
  name: string;
}

export class RemoveTargetNameDto {
  @IsId()
  id: string;
}

export class AddFamilyMemberDto {
  @IsString()
  @MinLength(1)
  @MaxLength(80)
  family: string;

  @IsString()
  @MinLength(1)
  @MaxLength(SYMBOL_LENGTH)
  symbol: string;
}

export class RemoveFamilyMemberDto {
  @IsId()
  id: string;
}

/** The class reads exactly the fields the app sends (the contract's request type): one renamed on either side fails to compile. */
const FIELDS_MATCH_CONTRACT: [
  Same<keyof TargetNamesQueryDto, keyof TargetNamesQuery>,
  Same<keyof AddTargetNameDto, keyof TargetNameAddition>,
  Same<keyof RemoveTargetNameDto, keyof TargetNameRemoval>,
  Same<keyof AddFamilyMemberDto, keyof TargetFamilyAddition>,
  Same<keyof RemoveFamilyMemberDto, keyof TargetFamilyRemoval>,
] = [true, true, true, true, true];
void FIELDS_MATCH_CONTRACT;
