import { ParseIdPipe } from '../../http/parse-id.pipe';
import { Body, Controller, Get, HttpCode, Param, Post, Query, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { ok } from '../../http/envelope';
import { imageUploadInterceptor } from '../../uploads/image-upload.interceptor';
import { CurrentUser, SessionUser } from '../identity/current-user.decorator';
import { StaffGuard } from '../identity/staff.guard';
import { InboxQueryDto } from './dto/requirement.dto';
import { UploadPromotionDto } from './dto/upload-promotion.dto';
import { toPromotionText } from './promotion-response';
import { PromotionsService } from './promotions.service';
import { INBOX_PAGE_SIZE, RequirementsService } from './requirements.service';

/** Staff-only content calls: the promotion editor's save and the requirement-form inbox. */
@Controller('admininfo')
@UseGuards(StaffGuard)
export class StaffContentController {
  constructor(
    private readonly promotions: PromotionsService,
    private readonly requirements: RequirementsService,
  ) {}

  /** Spec section 7 (multipart: names, rich texts, textid, imagefile). The HTML is sanitised on save. */
  @Post('uploadhomepagerectext')
  @HttpCode(200)
  @UseInterceptors(imageUploadInterceptor('imagefile', { required: false }))
  async savePromotion(@Body() form: UploadPromotionDto, @UploadedFile() image: Express.Multer.File | undefined, @CurrentUser() staff: SessionUser) {
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

  @Get('requirements')
  async inbox(@Query() query: InboxQueryDto) {
    const { forms, total } = await this.requirements.inbox(Number(query.page ?? 1));
    return {
      ...ok({ total, pagesize: INBOX_PAGE_SIZE }),
      data: forms.map((f) => ({
        id: f.id,
        email: f.email,
        antibodyname: f.antibodyName,
        apply: f.applications,
        resource: f.sources,
        description: f.description,
        language: f.language,
        mailed: f.mailed,
        handled: f.handledAt !== null,
        committime: f.createdAt.toISOString(),
      })),
    };
  }

  @Post('requirements/:id/handled')
  @HttpCode(200)
  async handled(@Param('id', ParseIdPipe) id: number) {
    const form = await this.requirements.markHandled(id);
    return ok({ data: { id: form.id, handled: true } });
  }
}
