import { Controller, Get, Header, NotFoundException, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { nothing, ok } from '../../http/envelope';
import { requestLanguage } from '../../http/request-language';
import { UploadStore } from '../../uploads/upload-store';
import { CarouselService } from './carousel.service';
import { contentImageUrl } from './content-images';
import { PromotionTextQueryDto } from './dto/promotion-text-query.dto';
import { toPromotionSummary, toPromotionText } from './promotion-response';
import { PromotionsService } from './promotions.service';

const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/** Spec section 7 recinfo calls: promotions, their texts, the carousel, and their pictures. */
@Controller('recinfo')
export class RecommendationController {
  constructor(
    private readonly promotions: PromotionsService,
    private readonly carousel: CarouselService,
    private readonly uploads: UploadStore,
  ) {}

  @Get('homepagefirstrec')
  @Header('Cache-Control', 'no-cache')
  async homePagePromotions() {
    return ok({ data: (await this.promotions.list()).map(toPromotionSummary) });
  }

  @Get('homepagerectext')
  @Header('Cache-Control', 'no-cache')
  async promotionText(@Query() query: PromotionTextQueryDto) {
    const promotion = await this.promotions.find(Number(query.textid));
    return promotion ? ok({ data: toPromotionText(promotion) }) : nothing({ data: null });
  }

  /** Slides with their name in the caller's language. */
  @Get('carousel')
  @Header('Cache-Control', 'no-cache')
  async carouselPictures(@Req() req: Request) {
    const language = requestLanguage(req);
    const pictures = await this.carousel.list();
    return ok({
      data: pictures.map((p) => ({
        id: p.id,
        url: contentImageUrl('carousel', p.imageFile),
        routlink: p.link,
        picname: language === 'en' ? p.nameEn : p.nameZh,
      })),
    });
  }

  /**
   * Promotion and carousel pictures: uploads (re-encoded JPG/PNG/GIF) or the SVG drawings the demo
   * seed stored, sent with a CSP that lets nothing in them run.
   */
  @Get('image/:folder/:file')
  async image(@Param('folder') folder: string, @Param('file') file: string, @Res() res: Response) {
    if (folder !== 'promotions' && folder !== 'carousel') throw new NotFoundException();
    const bytes = await this.uploads.read(folder, file);
    if (!bytes) throw new NotFoundException();
    res.setHeader('Content-Type', MIME_BY_EXTENSION[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    // Names are never reused (a new upload gets a new name), so browsers may keep them.
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.send(bytes);
  }
}
