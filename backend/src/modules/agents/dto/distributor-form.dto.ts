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
