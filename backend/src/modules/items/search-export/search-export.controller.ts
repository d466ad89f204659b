import { Controller, Get, Logger, Query, Req, Res, UseGuards } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../config/app-config.service';
import { requestLanguage } from '../../../http/request-language';
import { CatalogueService } from '../reading/catalogue.service';
import { listSearch } from '../reading/dto/search-items.dto';
import { createSheetStreamWriter } from '../../../sheets/write-sheet';
import { EXPORT_LIST_LAYOUT, exportHeader } from './search-export.columns';
import { SearchExportQueryDto } from './search-export.dto';
import { ExportThrottleGuard } from './export-throttle.guard';
import { MAX_EXPORT_ROWS, writeProductList } from './search-export';
import { VocabularyService } from '../vocabularies/vocabulary.service';

const CONTENT_TYPE = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * "Download list" on /hot (issue 15): the current search, filters and order as CSV or XLSX, at most
 * MAX_EXPORT_ROWS products. Public like the list itself. A longer result is cut, which the
 * X-Export-Truncated and X-Result-Total headers say (the page tells the user before the download).
 */
@Controller('iteminfo')
export class SearchExportController {
  private readonly logger = new Logger('SearchExport');

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

    res.setHeader('Content-Type', CONTENT_TYPE[query.format]);
    res.setHeader('Content-Disposition', `attachment; filename="product-list-${day}-${language}.${query.format}"`);
    res.setHeader('Content-Language', language);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Result-Total', String(found.total));
    res.setHeader('X-Export-Limit', String(MAX_EXPORT_ROWS));
    res.setHeader('X-Export-Truncated', String(found.total > MAX_EXPORT_ROWS));

    const sheet = createSheetStreamWriter(res, query.format, exportHeader(language), {
      sheetName: language === 'en' ? 'Products' : '产品列表',
      columns: EXPORT_LIST_LAYOUT,
    });
    try {
      await writeProductList(this.dataSource, found.ids, sheet, language, this.config.get('PUBLIC_URL'), this.vocabularies.lookup);
      await sheet.close();
    } catch (error) {
      // The file has begun: the only honest way to fail now is to break it off.
      this.logger.warn({ err: error }, 'List download broken off');
      res.destroy();
    }
  }
}
