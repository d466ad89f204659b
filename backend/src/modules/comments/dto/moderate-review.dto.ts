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
