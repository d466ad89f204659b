import type { ReviewPictureForm, Same } from '@shop/contract';
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

/** The class reads exactly the fields the app sends (the contract's request type): one renamed on either side fails to compile. (The picture itself is the multipart file.) */
const FIELDS_MATCH_CONTRACT: Same<keyof UploadReviewImageDto, keyof ReviewPictureForm> = true;
void FIELDS_MATCH_CONTRACT;
