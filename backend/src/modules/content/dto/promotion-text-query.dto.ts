import { Matches } from 'class-validator';

export class PromotionTextQueryDto {
  @Matches(/^\d{1,10}$/, { message: 'textid must be a number' })
  textid: string;
}
