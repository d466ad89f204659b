import { Controller, Get, HttpStatus, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LocalizedException } from '../../http/localized-exception';

/** Same depth under src/ and dist/, so this finds backend/assets/feedback in both. */
const FEEDBACK_DIR = join(__dirname, '..', '..', '..', 'assets', 'feedback');

/**
 * The only names getfeedbackfile serves. The name from the query is looked up here and never
 * joined into a path itself, so "../package.json" and friends cannot reach the disk.
 */
export const FEEDBACK_FILES: ReadonlySet<string> = new Set([
  'WB-feedback-form.html',
  'IP-CoIP-feedback-form.html',
  'IHC-ICC-feedback-form.html',
  'FCM-feedback-form.html',
]);

/** Spec section 7: GET /getfeedbackfile/?feedbackfilename= — the four printable experiment feedback forms. */
@Controller('getfeedbackfile')
export class FeedbackFileController {
  @Get()
  async download(@Query('feedbackfilename') name: unknown, @Res() res: Response) {
    if (typeof name !== 'string' || name === '') {
      throw new LocalizedException({ zh: '请指定要下载的反馈表', en: 'Name the feedback form to download' });
    }
    if (!FEEDBACK_FILES.has(name)) {
      throw new LocalizedException({ zh: '没有这个反馈表', en: 'No such feedback form' }, HttpStatus.NOT_FOUND);
    }
    const bytes = await readFile(join(FEEDBACK_DIR, name));
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    // The forms are static and carry no script: let nothing run if a browser renders one from here.
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.send(bytes);
  }
}
