import { Controller, Get, HttpStatus, Param, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { LocalizedException } from '../../../http/localized-exception';
import { contentDisposition } from '../lots/coa.controller';
import { NO_SUCH_SDS, SafetySheetsService } from './safety-sheets.service';
import { isStoredSdsName } from './sds-store';

/** A name's bytes never change (content-addressed), but the download name may: a day, not a year. */
const SDS_CACHE = 'public, max-age=86400';

/** Safety data sheets leave only through here, by a stored name that a product or product type still names. */
@Controller('iteminfo')
export class SdsController {
  constructor(private readonly sheets: SafetySheetsService) {}

  @Get('sds/:file')
  async sheet(@Param('file') file: string, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const name = isStoredSdsName(file) ? await this.sheets.named(file) : null;
    const opened = name ? await this.sheets.store.open(file) : null;
    if (!name || !opened) throw new LocalizedException(NO_SUCH_SDS, HttpStatus.NOT_FOUND);
    res.setHeader('Cache-Control', SDS_CACHE);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(opened.stream, { type: 'application/pdf', length: opened.length, disposition: contentDisposition(name) });
  }
}
