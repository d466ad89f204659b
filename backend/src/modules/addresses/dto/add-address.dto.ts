import type { NewAddress, Same } from '@shop/contract';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * POST /addrinfo/addaddress. Emptiness is judged by the service so the answer carries the spec's
 * one message; here only type and length.
 */
export class AddAddressDto {
  @IsOptional() @Transform(trim) @IsString() @MaxLength(100) country?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(100) province?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(100) city?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(100) district?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(300) addr?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(100) recname?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(40) recphone?: string;
}

/** The form reads exactly the contract's fields (NewAddress). */
const FIELDS_MATCH_CONTRACT: Same<keyof AddAddressDto, keyof NewAddress> = true;
void FIELDS_MATCH_CONTRACT;
