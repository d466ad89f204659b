import { REVIEW_APPLICATIONS, type ReviewForm, type Same } from '@shop/contract';
import { Transform } from 'class-transformer';
import { IsArray, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsId } from '../../../http/id-field';
import type { ReviewPart } from '../reviews.service';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** A single repeated key arrives as a string, several as an array. */
const list = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Array.isArray(value) ? value : [value]);

/**
 * POST /comment/addcomment, spec field names. Every field is optional here so that the service can
 * answer the spec's one message (请填写完成所有信息!) naming all empty fields at once; types, lengths
 * and option words are still checked field by field.
 */
export class AddReviewDto {
  @IsOptional() @Transform(trim) @IsId({ message: 'pid must be a product id' })
  pid?: string;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(40)
  CatalogNumber?: string;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(100)
  LotNumber?: string;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(100)
  FirstName?: string;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(100)
  LastName?: string;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(100)
  Country?: string;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(254)
  EmailAddress?: string;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(200)
  InsititutionUniversity?: string;

  /** The spec's client joins the ticked applications with commas. */
  @IsOptional() @IsString() @MaxLength(500)
  ApplicationUsed?: string;

  /** Also accepted as repeated keys. */
  @IsOptional() @Transform(list) @IsArray() @IsIn(REVIEW_APPLICATIONS, { each: true })
  ApplicationUsedList?: string[];

  @IsOptional() @Transform(trim) @IsString() @MaxLength(160)
  UploadAnyImages?: string;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(20)
  Species?: string;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(100)
  SpeciesElse?: string;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(10)
  Type?: string;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(2000)
  Specification?: string;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(100)
  PrimaryAntibodyDilution?: string;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(10)
  ensureCheck?: string;
}

/** The form reads the contract's fields (ReviewForm), plus the applications as a list some clients send. */
const FIELDS_MATCH_CONTRACT: Same<Exclude<keyof AddReviewDto, 'ApplicationUsedList'>, keyof ReviewForm> = true;
void FIELDS_MATCH_CONTRACT;

/** The form's name for each part of a review that must be filled in. */
export const FORM_FIELD_OF: Record<ReviewPart, keyof AddReviewDto> = {
  productId: 'pid',
  catalogueNumber: 'CatalogNumber',
  lotNumber: 'LotNumber',
  firstName: 'FirstName',
  lastName: 'LastName',
  country: 'Country',
  email: 'EmailAddress',
  institution: 'InsititutionUniversity',
  image: 'UploadAnyImages',
  species: 'Species',
  speciesOther: 'SpeciesElse',
  sampleType: 'Type',
  specification: 'Specification',
  primaryDilution: 'PrimaryAntibodyDilution',
  confirmed: 'ensureCheck',
};
