import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadsModule } from '../../../uploads/uploads.module';
import { CarouselPicture } from './carousel-picture.entity';
import { CarouselController } from './carousel.controller';
import { CarouselService } from './carousel.service';
import { StaffCarouselController } from './staff-carousel.controller';

/** The home page's carousel and the staff's slide desk. */
@Module({
  imports: [TypeOrmModule.forFeature([CarouselPicture]), UploadsModule],
  controllers: [CarouselController, StaffCarouselController],
  providers: [CarouselService],
})
export class CarouselModule {}
