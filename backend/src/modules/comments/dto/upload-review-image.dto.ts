import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/**
 * The multipart fields beside the file. The spec's client sends FileNewName (`<uid>-<pid>-<name>`);
 * the pid is read from it unless given on its own. The stored name is always chosen by the server.
 */
export class UploadReviewImageDto {
  @IsOptional()
  @IsString()
  @MaxLength(300)
  FileNewName?: string;

  @IsOptional()
  @Matches(/^\d{1,10}$/, { message: 'pid must be a product id' })
  pid?: string;
}
