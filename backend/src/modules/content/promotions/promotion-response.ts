import type { Promotion as PromotionSummary, PromotionText } from '@shop/contract';
import { contentImageUrl } from '../content-images';
import type { Promotion } from './promotion.entity';

/** The spec's "Promotion text" as the home page lists it. */
export function toPromotionSummary(promotion: Promotion): PromotionSummary {
  return {
    textid: promotion.id,
    imagefile: contentImageUrl('promotions', promotion.imageFile),
    textname_ch: promotion.nameZh,
    textname_en: promotion.nameEn,
  };
}

/** With the rich text, for /texttemp/{textid} and the editor. */
export function toPromotionText(promotion: Promotion): PromotionText {
  return {
    ...toPromotionSummary(promotion),
    textedit_ch: promotion.bodyZh,
    textedit_en: promotion.bodyEn,
    updatetime: promotion.updatedAt.toISOString(),
  };
}
