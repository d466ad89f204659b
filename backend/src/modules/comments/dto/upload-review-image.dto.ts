import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsId } from '../../../http/id-field';

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
  @IsId({ message: 'pid must be a product id' })
  pid?: string;
}
