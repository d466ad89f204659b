import { Controller, Get, Header, Query } from '@nestjs/common';
import type { DataAnswer, Enveloped, Promotion, PromotionText } from '@shop/contract';
import { nothing, ok } from '../../../http/envelope';
import { PromotionTextQueryDto } from './dto/promotion-text-query.dto';
import { toPromotionSummary, toPromotionText } from './promotion-response';
import { PromotionsService } from './promotions.service';

/** Spec section 7 recinfo calls for the home page's promotions and their texts. */
@Controller('recinfo')
export class PromotionsController {
  constructor(private readonly promotions: PromotionsService) {}

  @Get('homepagefirstrec')
  @Header('Cache-Control', 'no-cache')
  async homePagePromotions(): Promise<Enveloped<DataAnswer<Promotion[]>>> {
    return ok({ data: (await this.promotions.list()).map(toPromotionSummary) });
  }

  @Get('homepagerectext')
  @Header('Cache-Control', 'no-cache')
  async promotionText(@Query() query: PromotionTextQueryDto): Promise<Enveloped<DataAnswer<PromotionText | null>>> {
    const promotion = await this.promotions.find(Number(query.textid));
    return promotion ? ok({ data: toPromotionText(promotion) }) : nothing({ data: null });
  }
}
