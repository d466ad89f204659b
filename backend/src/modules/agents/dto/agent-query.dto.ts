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
