import { Controller, Get, HttpStatus, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { LocalizedException } from '../../../http/localized-exception';
import { requestLanguage } from '../../../http/request-language';
import { FeedbackFormsService } from './feedback-forms.service';
import { FEEDBACK_FORMS, FeedbackForm } from './forms';

/**
 * The only names getfeedbackfile serves: `<form>.pdf`, and `<form>.html`, the names of the HTML forms
 * served before, which links and bookmarks may still ask for (they get the PDF too). The name from the
 * query is looked up here and never joined into a path.
 */
export const FEEDBACK_FILES: ReadonlyMap<string, FeedbackForm> = new Map(
  FEEDBACK_FORMS.flatMap((form) => [[`${form.name}.pdf`, form] as const, [`${form.name}.html`, form] as const]),
);

/** Spec section 7: GET /getfeedbackfile/?feedbackfilename= — the four printable experiment feedback forms, as PDFs in the caller's language. */
@Controller('getfeedbackfile')
export class FeedbackFileController {
  constructor(private readonly forms: FeedbackFormsService) {}

  @Get()
  async download(@Query('feedbackfilename') name: unknown, @Query('lang') lang: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    // The shop's language (the link carries it, like the datasheet's), not the browser's Accept-Language (issue 25, audit item 5).
    if (lang !== undefined && lang !== 'zh' && lang !== 'en') {
      throw new LocalizedException({ zh: 'lang 只能是 zh 或 en', en: 'lang must be zh or en' });
    }
    if (typeof name !== 'string' || name === '') {
      throw new LocalizedException({ zh: '请指定要下载的反馈表', en: 'Name the feedback form to download' });
    }
    const form = FEEDBACK_FILES.get(name);
    if (!form) {
      throw new LocalizedException({ zh: '没有这个反馈表', en: 'No such feedback form' }, HttpStatus.NOT_FOUND);
    }
    const language = lang ?? requestLanguage(req);
    const pdf = await this.forms.pdf(form, language);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="${form.name}.pdf"`);
    res.setHeader('Content-Language', language);
    res.setHeader('Vary', 'X-Language, Accept-Language');
    // A language named in the address wins over the headers.
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.send(pdf);
  }
}
