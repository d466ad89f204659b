import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadsModule } from '../../uploads/uploads.module';
import { ItemsModule } from '../items/items.module';
import { Product } from '../items/product.entity';
import { CommentsController } from './comments.controller';
import { Review } from './review.entity';
import { ReviewModerationController } from './review-moderation.controller';
import { ReviewModerationService } from './review-moderation.service';
import { ReviewsService } from './reviews.service';

/** Product reviews: customers write them, staff approve, reject and reply. */
@Module({
  imports: [TypeOrmModule.forFeature([Review, Product]), UploadsModule, ItemsModule],
  controllers: [CommentsController, ReviewModerationController],
  providers: [ReviewsService, ReviewModerationService],
})
export class CommentsModule {}
