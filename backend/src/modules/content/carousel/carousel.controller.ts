import { Controller, Get, Header, Req } from '@nestjs/common';
import type { CarouselPicture, DataAnswer, Enveloped } from '@shop/contract';
import type { Request } from 'express';
import { ok } from '../../../http/envelope';
import { requestLanguage } from '../../../http/request-language';
import { contentImageUrl } from '../content-images';
import { CarouselService } from './carousel.service';

/** The home page's carousel (recinfo/carousel). */
@Controller('recinfo')
export class CarouselController {
  constructor(private readonly carousel: CarouselService) {}

  /** Slides with their name in the caller's language. */
  @Get('carousel')
  @Header('Cache-Control', 'no-cache')
  async carouselPictures(@Req() req: Request): Promise<Enveloped<DataAnswer<CarouselPicture[]>>> {
    const language = requestLanguage(req);
    const pictures = await this.carousel.list();
    return ok({
      data: pictures.map((p): CarouselPicture => ({
        id: p.id,
        url: contentImageUrl('carousel', p.imageFile),
        routlink: p.link,
        picname: language === 'en' ? p.nameEn : p.nameZh,
      })),
    });
  }
}
