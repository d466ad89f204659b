import type { PageQuery, Requirement, Same } from '@shop/contract';
import { Transform } from 'class-transformer';
import { IsArray, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const list = ({ value }: { value: unknown }) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]);

export const REQUIREMENT_APPLICATIONS = ['WB', 'IHC', 'IF/IC', 'IP', 'IHC-p', 'ELISA', 'FCM'] as const;
export const REQUIREMENT_SOURCES = ['Human', 'Mouse', 'Rat', 'Others'] as const;

/** The /xuqiu form (spec "Requirement form"); lists are repeated keys. */
export class RequirementDto {
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(254)
  @Matches(/^$|^[^\s@]+@[^\s@]+$/, { message: 'email must be an e-mail address' })
  email?: string;

  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(300)
  antibodyname?: string;

  @Transform(list)
  @IsArray()
  @IsIn(REQUIREMENT_APPLICATIONS, { each: true })
  apply: string[] = [];

  @Transform(list)
  @IsArray()
  @IsIn(REQUIREMENT_SOURCES, { each: true })
  resource: string[] = [];

  @IsOptional()
  @IsString()
  @MaxLength(5000)
  description?: string;
}

/** The form reads exactly the contract's fields (Requirement). */
const FORM_MATCHES_CONTRACT: Same<keyof RequirementDto, keyof Requirement> = true;
void FORM_MATCHES_CONTRACT;

export class InboxQueryDto {
  @IsOptional()
  @Matches(/^[1-9]\d{0,5}$/, { message: 'page must be a positive number' })
  page?: string;
}

/** The class reads exactly the fields the app sends (the contract's request type): one renamed on either side fails to compile. */
const FIELDS_MATCH_CONTRACT: Same<keyof InboxQueryDto, keyof PageQuery> = true;
void FIELDS_MATCH_CONTRACT;
