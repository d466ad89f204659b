import { Controller, Get, Query, Req, Res, UseGuards } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../config/app-config.service';
import { requestLanguage } from '../../../http/request-language';
import { CatalogueService } from '../reading/catalogue.service';
import { listSearch } from '../reading/dto/search-items.dto';
import { SearchExportQueryDto } from './search-export.dto';
import { ExportThrottleGuard } from './export-throttle.guard';
import { MAX_EXPORT_ROWS } from './search-export';
import { sendProductList } from './product-list-download';
import { VocabularyService } from '../vocabularies/vocabulary.service';

/**
 * "Download list" on /hot (issue 15): the current search, filters and order as CSV or XLSX, at most
 * MAX_EXPORT_ROWS products. Public like the list itself. A longer result is cut, which the
 * X-Export-Truncated and X-Result-Total headers say (the page tells the user before the download).
 */
@Controller('iteminfo')
export class SearchExportController {
  constructor(
    private readonly catalogue: CatalogueService,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly vocabularies: VocabularyService,
  ) {}

  @Get('searchexport')
  @UseGuards(ExportThrottleGuard)
  async download(@Query() query: SearchExportQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    const language = query.lang ?? requestLanguage(req);
    const { word, filters, sort, predicted } = listSearch(query);
    const found = await this.catalogue.matching(word, filters, sort, MAX_EXPORT_ROWS, predicted);
    const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');

    res.setHeader('X-Result-Total', String(found.total));
    res.setHeader('X-Export-Limit', String(MAX_EXPORT_ROWS));
    res.setHeader('X-Export-Truncated', String(found.total > MAX_EXPORT_ROWS));
    await sendProductList(res, {
      dataSource: this.dataSource,
      vocabularies: this.vocabularies.lookup,
      publicUrl: this.config.publicUrl(req),
      ids: found.ids,
      format: query.format,
      language,
      fileStem: `product-list-${day}-${language}`,
    });
  }
}
