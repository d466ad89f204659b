import type { Same, ValueLabels, ValueMerge, ValueOrder, ValueRetirement } from '@shop/contract';
import { ArrayMaxSize, IsArray, IsBoolean, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

/** Longest key or label: as long as a sheet cell's value may be for the tags (the shortest limit of the fields using vocabularies). */
const VALUE_LENGTH = 40;
const LABEL_LENGTH = 100;
const SYNONYMS = 20;

/** The labels and other spellings of a value, as both adding and relabelling take them. */
class ValueLabelsDto {
  @IsOptional()
  @IsString()
  @MaxLength(LABEL_LENGTH)
  zh?: string;

  @IsOptional()
  @IsString()
  @MaxLength(LABEL_LENGTH)
  en?: string;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(SYNONYMS)
  @IsString({ each: true })
  @MaxLength(VALUE_LENGTH, { each: true })
  synonyms?: string[];
}

export class AddValueDto extends ValueLabelsDto {
  @IsString()
  @MinLength(1)
  @MaxLength(VALUE_LENGTH)
  key: string;
}

export class RelabelValueDto extends ValueLabelsDto {
  @IsString()
  @MaxLength(VALUE_LENGTH)
  key: string;
}

export class ReorderValuesDto {
  @IsArray()
  @ArrayMaxSize(5000)
  @IsString({ each: true })
  @MaxLength(VALUE_LENGTH, { each: true })
  keys: string[];
}

export class MergeValuesDto {
  @IsString()
  @MaxLength(VALUE_LENGTH)
  from: string;

  @IsString()
  @MaxLength(VALUE_LENGTH)
  into: string;
}

export class RetireValueDto {
  @IsString()
  @MaxLength(VALUE_LENGTH)
  key: string;

  /** false brings a retired value back. */
  @IsOptional()
  @IsBoolean()
  retired?: boolean;
}

/** The class reads exactly the fields the app sends (the contract's request type): one renamed on either side fails to compile. */
const FIELDS_MATCH_CONTRACT: [
  Same<keyof ValueLabelsDto, Exclude<keyof ValueLabels, 'key'>>,
  Same<keyof AddValueDto, keyof ValueLabels>,
  Same<keyof RelabelValueDto, keyof ValueLabels>,
  Same<keyof ReorderValuesDto, keyof ValueOrder>,
  Same<keyof MergeValuesDto, keyof ValueMerge>,
  Same<keyof RetireValueDto, keyof ValueRetirement>,
] = [true, true, true, true, true, true];
void FIELDS_MATCH_CONTRACT;
