import type { Promotion, Same } from '@shop/contract';
import { IsId } from '../../../../http/id-field';

export class PromotionTextQueryDto {
  @IsId({ message: 'textid must be a promotion id' })
  textid: string;
}

/** The class reads exactly the fields the app sends (the contract's request type): one renamed on either side fails to compile. */
const FIELDS_MATCH_CONTRACT: Same<keyof PromotionTextQueryDto, keyof Pick<Promotion, 'textid'>> = true;
void FIELDS_MATCH_CONTRACT;
