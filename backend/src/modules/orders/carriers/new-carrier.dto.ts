import type { NewCarrier, Same } from '@shop/contract';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** POST /admininfo/carriers. */
export class NewCarrierDto {
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: '请填写承运商名称 / Please enter the carrier name' })
  @MaxLength(100, { message: '承运商名称最多 100 个字符 / The carrier name may have at most 100 characters' })
  @Matches(/^\P{Cc}*$/u, { message: '承运商名称须为单行文字 / The carrier name must be one line' })
  name: string;

  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(500, { message: '其他名称最多 500 个字符 / The other names may have at most 500 characters' })
  @Matches(/^\P{Cc}*$/u, { message: '其他名称须为单行文字 / The other names must be one line' })
  aliases?: string;

  @Transform(trim)
  @IsString()
  @MaxLength(500, { message: '查询网址最多 500 个字符 / The tracking address may have at most 500 characters' })
  @Matches(/^https:\/\/[^\s{}]+\{number\}[^\s{}]*$/, {
    message: '查询网址须以 https:// 开头并含 {number}（运单号的位置） / The tracking address must start with https:// and hold {number} where the tracking number goes',
  })
  trackingurl: string;
}

const FIELDS_MATCH_CONTRACT: Same<keyof NewCarrierDto, keyof NewCarrier> = true;
void FIELDS_MATCH_CONTRACT;
