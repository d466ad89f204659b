import type { ReviewQueueQuery, ReviewReply, Same } from '@shop/contract';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class ReviewQueueQueryDto {
  @IsOptional()
  @IsIn(['pending', 'approved', 'rejected'])
  status?: 'pending' | 'approved' | 'rejected';

  @IsOptional()
  @Matches(/^[1-9]\d{0,5}$/, { message: 'page must be a positive number' })
  page?: string;
}

export class ReviewReplyDto {
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: '请填写回复内容 / Please write the reply' })
  @MaxLength(4000)
  content: string;
}

/** The class reads exactly the fields the app sends (the contract's request type): one renamed on either side fails to compile. */
const FIELDS_MATCH_CONTRACT: [
  Same<keyof ReviewQueueQueryDto, keyof ReviewQueueQuery>,
  Same<keyof ReviewReplyDto, keyof ReviewReply>,
] = [true, true];
void FIELDS_MATCH_CONTRACT;
