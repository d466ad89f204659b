import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadsModule } from '../../../uploads/uploads.module';
import { Promotion } from './promotion.entity';
import { PromotionsController } from './promotions.controller';
import { PromotionsService } from './promotions.service';
import { StaffPromotionsController } from './staff-promotions.controller';

/** The home page's promotions: their list and texts, and the staff's editor. */
@Module({
  imports: [TypeOrmModule.forFeature([Promotion]), UploadsModule],
  controllers: [PromotionsController, StaffPromotionsController],
  providers: [PromotionsService],
})
export class PromotionsModule {}
