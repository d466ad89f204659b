import { Module } from '@nestjs/common';
import { UploadsModule } from '../../uploads/uploads.module';
import { CarouselModule } from './carousel/carousel.module';
import { ContentImagesController } from './content-images.controller';
import { FeedbackFormsModule } from './feedback-forms/feedback-forms.module';
import { PromotionsModule } from './promotions/promotions.module';
import { RequirementFormsModule } from './requirement-forms/requirement-forms.module';
import { SiteInfoModule } from './site-info/site-info.module';

/**
 * What the shop says about itself, one folder per concern: promotions, carousel, the requirement
 * form, the feedback forms and the site's details. The pictures of the first two share one route.
 */
@Module({
  imports: [PromotionsModule, CarouselModule, RequirementFormsModule, FeedbackFormsModule, SiteInfoModule, UploadsModule],
  controllers: [ContentImagesController],
})
export class ContentModule {}
