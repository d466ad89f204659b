import { Body, Controller, HttpCode, Post, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import type { DataAnswer, Enveloped, PromotionText } from '@shop/contract';
import { ok } from '../../../http/envelope';
import { imageUploadInterceptor } from '../../../uploads/image-upload.interceptor';
import { CurrentUser, SessionUser } from '../../identity/current-user.decorator';
import { StaffGuard } from '../../identity/staff.guard';
import { UploadPromotionDto } from './dto/upload-promotion.dto';
import { toPromotionText } from './promotion-response';
import { PromotionsService } from './promotions.service';

/** The promotion editor's save (staff only). */
@Controller('admininfo')
@UseGuards(StaffGuard)
export class StaffPromotionsController {
  constructor(private readonly promotions: PromotionsService) {}

  /** Spec section 7 (multipart: names, rich texts, textid, imagefile). The HTML is sanitised on save. */
  @Post('uploadhomepagerectext')
  @HttpCode(200)
  @UseInterceptors(imageUploadInterceptor('imagefile', { required: false }))
  async savePromotion(@Body() form: UploadPromotionDto, @UploadedFile() image: Express.Multer.File | undefined, @CurrentUser() staff: SessionUser): Promise<Enveloped<DataAnswer<PromotionText>>> {
    const promotion = await this.promotions.save(
      {
        id: form.textid ? Number(form.textid) : undefined,
        nameZh: form.textname_ch,
        nameEn: form.textname_en,
        bodyZh: form.textedit_ch ?? '',
        bodyEn: form.textedit_en ?? '',
        image: image?.buffer,
      },
      staff.id,
    );
    return ok({ data: toPromotionText(promotion) });
  }
}
