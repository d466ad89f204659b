import { Body, Controller, Get, Header, HttpCode, HttpStatus, NotFoundException, Param, Post, Query, Req, Res, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import type { DataAnswer, Enveloped, ReviewSubmitted, ShownReview } from '@shop/contract';
import type { Request, Response } from 'express';
import { nothing, ok } from '../../http/envelope';
import { BAD_FILE_NAME, imageUploadInterceptor, isPlainFileName } from '../../uploads/image-upload.interceptor';
import { LocalizedException } from '../../http/localized-exception';
import { CurrentUser, SessionUser } from '../identity/current-user.decorator';
import { SessionGuard } from '../identity/session.guard';
import { AddReviewDto, FORM_FIELD_OF } from './dto/add-review.dto';
import { ShowReviewsDto } from './dto/show-reviews.dto';
import { UploadReviewImageDto } from './dto/upload-review-image.dto';
import { toShownReview } from './review-response';
import { INCOMPLETE_REVIEW, missingReviewParts, ReviewDraft, ReviewsService } from './reviews.service';

const MIME_BY_EXTENSION: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif' };

const TICKED = new Set(['true', '1', 'on', 'yes']);

function reviewDraftOf(form: AddReviewDto): ReviewDraft {
  // The spec's client joins the ticked applications with commas; repeated keys are accepted too.
  const joined = (form.ApplicationUsed ?? '').split(',').map((a) => a.trim()).filter(Boolean);
  return {
    productId: form.pid ? Number(form.pid) : undefined,
    catalogueNumber: form.CatalogNumber ?? '',
    lotNumber: form.LotNumber ?? '',
    firstName: form.FirstName ?? '',
    lastName: form.LastName ?? '',
    country: form.Country ?? '',
    email: form.EmailAddress ?? '',
    institution: form.InsititutionUniversity ?? '',
    applications: [...joined, ...(form.ApplicationUsedList ?? [])],
    image: form.UploadAnyImages ?? '',
    species: form.Species ?? '',
    speciesOther: form.SpeciesElse ?? '',
    sampleType: form.Type ?? '',
    specification: form.Specification ?? '',
    primaryDilution: form.PrimaryAntibodyDilution ?? '',
    confirmed: form.ensureCheck ? TICKED.has(form.ensureCheck.toLowerCase()) : undefined,
  };
}

/** Spec section 7: comment/showcomment, comment/addcomment, comment/addcommentpic, and the pictures. */
@Controller('comment')
export class CommentsController {
  constructor(
    private readonly reviews: ReviewsService,
    private readonly sessionGuard: SessionGuard,
  ) {}

  /** Approved reviews only, newest first; 300 for an unknown product (the product page goes to /first). */
  @Get('showcomment')
  async show(@Query() query: ShowReviewsDto): Promise<Enveloped<DataAnswer<ShownReview[]>>> {
    const productId = Number(query.pid);
    if (!(await this.reviews.productExists(productId))) return nothing({ data: [] });
    const reviews = await this.reviews.approvedFor(productId);
    return ok({ data: reviews.map(toShownReview) });
  }

  @Post('addcomment')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  async add(@CurrentUser() user: SessionUser, @Body() form: AddReviewDto): Promise<Enveloped<DataAnswer<ReviewSubmitted>>> {
    const draft = reviewDraftOf(form);
    // The answer names the empty fields as the form does, all at once.
    const missing = missingReviewParts(draft);
    if (missing.length > 0) {
      throw new LocalizedException(INCOMPLETE_REVIEW, HttpStatus.BAD_REQUEST, { fields: missing.map((part) => FORM_FIELD_OF[part]) });
    }
    const review = await this.reviews.submit(user, draft);
    return ok({ data: { id: review.id, status: review.status } });
  }

  @Post('addcommentpic')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @UseInterceptors(imageUploadInterceptor('file', { required: true }))
  async addPicture(@CurrentUser() user: SessionUser, @UploadedFile() file: Express.Multer.File, @Body() fields: UploadReviewImageDto): Promise<Enveloped<DataAnswer<string>>> {
    if (fields.FileNewName !== undefined && !isPlainFileName(fields.FileNewName)) {
      throw new LocalizedException(BAD_FILE_NAME, HttpStatus.BAD_REQUEST);
    }
    const pid = fields.pid ?? /^\d+-(\d+)-/.exec(fields.FileNewName ?? '')?.[1];
    const name = await this.reviews.storeImage(user, file.buffer, pid ? Number(pid) : undefined);
    return ok({ data: name });
  }

  /** Review pictures leave only through here, by a name that cannot point outside the folder. */
  @Get('image/:file')
  @Header('X-Content-Type-Options', 'nosniff')
  async image(@Param('file') file: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const viewer = await this.sessionGuard.authenticate(req).catch(() => null);
    const bytes = await this.reviews.imageFor(file, viewer);
    if (!bytes) throw new NotFoundException();
    res.setHeader('Content-Type', MIME_BY_EXTENSION[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', 'private, max-age=3600');
    res.setHeader('Content-Security-Policy', "default-src 'none'");
    res.send(bytes);
  }
}
