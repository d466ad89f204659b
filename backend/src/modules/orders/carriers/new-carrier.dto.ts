import type { NewCarrier, Same } from '@shop/contract';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** POST /admininfo/carriers. What makes a carrier right is judged by the service (carrier-rules.ts), so the answer names the field in the caller's language. */
export class NewCarrierDto {
  @IsOptional() @IsString() @MaxLength(100_000) name?: string;
  @IsOptional() @IsString() @MaxLength(100_000) name_zh?: string;
  @IsOptional() @IsString() @MaxLength(100_000) aliases?: string;
  @IsOptional() @IsString() @MaxLength(100_000) trackingurl?: string;
}

const FIELDS_MATCH_CONTRACT: Same<keyof NewCarrierDto, keyof NewCarrier> = true;
void FIELDS_MATCH_CONTRACT;
