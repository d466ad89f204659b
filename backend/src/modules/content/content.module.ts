import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadsModule } from '../../uploads/uploads.module';
import { CarouselPicture } from './carousel-picture.entity';
import { CarouselService } from './carousel.service';
import { FeedbackFileController } from './feedback-file.controller';
import { Promotion } from './promotion.entity';
import { PromotionsService } from './promotions.service';
import { RecommendationController } from './recommendation.controller';
import { RequirementController } from './requirement.controller';
import { RequirementForm } from './requirement-form.entity';
import { RequirementsService } from './requirements.service';
import { SiteInfoController } from './site-info.controller';
import { StaffCarouselController } from './staff-carousel.controller';
import { StaffContentController } from './staff-content.controller';

/** Site details, home-page promotions and carousel, and the requirement form. */
@Module({
  imports: [TypeOrmModule.forFeature([Promotion, CarouselPicture, RequirementForm]), UploadsModule],
  controllers: [SiteInfoController, RecommendationController, RequirementController, StaffContentController, StaffCarouselController, FeedbackFileController],
  providers: [PromotionsService, CarouselService, RequirementsService],
})
export class ContentModule {}
