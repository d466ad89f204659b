import { Matches } from 'class-validator';

export class ShowReviewsDto {
  @Matches(/^\d{1,10}$/, { message: 'pid must be a product id' })
  pid: string;
}
