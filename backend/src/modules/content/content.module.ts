import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PdfModule } from '../../pdf/pdf.module';
import { UploadsModule } from '../../uploads/uploads.module';
import { CarouselPicture } from './carousel-picture.entity';
import { CarouselService } from './carousel.service';
import { FeedbackFileController } from './feedback-file.controller';
import { FeedbackFormsService } from './feedback-forms/feedback-forms.service';
import { Promotion } from './promotion.entity';
import { PromotionsService } from './promotions.service';
import { RecommendationController } from './recommendation.controller';
import { RequirementController } from './requirement.controller';
import { RequirementForm } from './requirement-form.entity';
import { RequirementsService } from './requirements.service';
import { SiteInfoController } from './site-info.controller';
import { StaffCarouselController } from './staff-carousel.controller';
import { StaffContentController } from './staff-content.controller';

/** Site details, home-page promotions and carousel, the requirement form and the feedback forms. */
@Module({
  imports: [TypeOrmModule.forFeature([Promotion, CarouselPicture, RequirementForm]), UploadsModule, PdfModule],
  controllers: [SiteInfoController, RecommendationController, RequirementController, StaffContentController, StaffCarouselController, FeedbackFileController],
  providers: [PromotionsService, CarouselService, RequirementsService, FeedbackFormsService],
})
export class ContentModule {}
