import { IsId } from '../../../../http/id-field';

export class PromotionTextQueryDto {
  @IsId({ message: 'textid must be a promotion id' })
  textid: string;
}
