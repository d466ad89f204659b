import type { AgentQuery, Same } from '@shop/contract';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

export class AgentQueryDto {
  /** A province name in either language, or its code; empty means all provinces. */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @MaxLength(60)
  province?: string;

  /** The language to answer in; the request language when absent. */
  @IsOptional()
  @IsIn(['zh', 'en'])
  enorch?: 'zh' | 'en';
}

/** The class reads exactly the fields the app sends (the contract's request type): one renamed on either side fails to compile. */
const FIELDS_MATCH_CONTRACT: Same<keyof AgentQueryDto, keyof AgentQuery> = true;
void FIELDS_MATCH_CONTRACT;
