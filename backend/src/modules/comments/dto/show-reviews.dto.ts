import { IsId } from '../../../http/id-field';

export class ShowReviewsDto {
  @IsId({ message: 'pid must be a product id' })
  pid: string;
}
