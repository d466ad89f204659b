import type { DistributorDraft, Same } from '@shop/contract';
import { IsOptional, IsString } from 'class-validator';

/**
 * POST /admininfo/distributors and /admininfo/distributors/:id (form fields named as in the spec's
 * Distributor). Only the type is judged here; emptiness, lengths and formats are judged by
 * readDistributorForm so each refusal carries its own message in the caller's language.
 */
export class DistributorFormDto {
  @IsOptional() @IsString() agentname?: string;
  @IsOptional() @IsString() adress?: string;
  @IsOptional() @IsString() website?: string;
  @IsOptional() @IsString() email?: string;
  @IsOptional() @IsString() telephone?: string;
  /** Province code, or its name in either language. */
  @IsOptional() @IsString() province?: string;
  /** The language the distributor is written in: zh or en. */
  @IsOptional() @IsString() enorch?: string;
}

/** The class reads exactly the fields the app sends (the contract's request type): one renamed on either side fails to compile. */
const FIELDS_MATCH_CONTRACT: Same<keyof DistributorFormDto, keyof DistributorDraft> = true;
void FIELDS_MATCH_CONTRACT;
