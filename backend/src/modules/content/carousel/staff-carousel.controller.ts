import { Body, Controller, Get, HttpCode, Param, Post, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import type { DataAnswer, DeskSlide, Enveloped } from '@shop/contract';
import { ok } from '../../../http/envelope';
import { ParseIdPipe } from '../../../http/parse-id.pipe';
import { imageUploadInterceptor } from '../../../uploads/image-upload.interceptor';
import { StaffGuard } from '../../identity/staff.guard';
import { toDeskSlide } from './carousel-response';
import { readCarouselSlideForm } from './carousel-slide-form';
import { CarouselService } from './carousel.service';
import { CarouselMoveDto, CarouselSlideDto } from './dto/carousel-slide.dto';

/** Staff keep the home-page carousel (not in the spec's call table: it has no staff area). */
@Controller('admininfo/carousel')
@UseGuards(StaffGuard)
export class StaffCarouselController {
  constructor(private readonly carousel: CarouselService) {}

  @Get()
  async list(): Promise<Enveloped<DataAnswer<DeskSlide[]>>> {
    return ok({ data: (await this.carousel.list()).map(toDeskSlide) });
  }

  /** Multipart: routlink, picname_ch, picname_en and the picture `imagefile` (required). */
  @Post()
  @HttpCode(200)
  @UseInterceptors(imageUploadInterceptor('imagefile', { required: true }))
  async create(@Body() form: CarouselSlideDto, @UploadedFile() image: Express.Multer.File): Promise<Enveloped<DataAnswer<DeskSlide>>> {
    const fields = readCarouselSlideForm(form);
    return ok({ data: toDeskSlide(await this.carousel.create(fields, image.buffer)) });
  }

  /** As create; without `imagefile` the picture stays. */
  @Post(':id')
  @HttpCode(200)
  @UseInterceptors(imageUploadInterceptor('imagefile', { required: false }))
  async update(@Param('id', ParseIdPipe) id: number, @Body() form: CarouselSlideDto, @UploadedFile() image: Express.Multer.File | undefined): Promise<Enveloped<DataAnswer<DeskSlide>>> {
    const fields = readCarouselSlideForm(form);
    return ok({ data: toDeskSlide(await this.carousel.update(id, fields, image?.buffer)) });
  }

  /** direction=up|down; answers the whole carousel in its new order. */
  @Post(':id/move')
  @HttpCode(200)
  async move(@Param('id', ParseIdPipe) id: number, @Body() body: CarouselMoveDto): Promise<Enveloped<DataAnswer<DeskSlide[]>>> {
    return ok({ data: (await this.carousel.move(id, body.direction)).map(toDeskSlide) });
  }

  @Post(':id/delete')
  @HttpCode(200)
  async remove(@Param('id', ParseIdPipe) id: number): Promise<Enveloped<DataAnswer<Pick<DeskSlide, 'id'>>>> {
    await this.carousel.remove(id);
    return ok({ data: { id } });
  }
}
