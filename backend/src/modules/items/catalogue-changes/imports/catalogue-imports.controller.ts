import { InjectQueue } from '@nestjs/bullmq';
import { Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Req, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { DataAnswer, Enveloped, ImportState } from '@shop/contract';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { ok } from '../../../../http/envelope';
import { LocalizedException } from '../../../../http/localized-exception';
import { Language, requestLanguage } from '../../../../http/request-language';
import { CurrentUser, SessionUser } from '../../../identity/current-user.decorator';
import { StaffGuard } from '../../../identity/staff.guard';
import { createSheetStreamWriter } from '../../../../sheets/write-sheet';
import { EXPORT_HEADER, EXPORT_LAYOUT, exportCatalogue } from '../catalogue-export';
import { CATALOGUE_IMPORT_JOB_OPTIONS, CATALOGUE_IMPORT_QUEUE, CatalogueImportJob } from './catalogue-import.job';
import { CatalogueImportRow, CatalogueImportsStore } from './catalogue-imports.store';
import { ExportQueryDto } from './export-query.dto';
import { exportReferences, REFERENCE_EXPORT_HEADER, REFERENCE_EXPORT_LAYOUT } from '../../references/reference-export';
import { ImportUploadInterceptor, RequestWithImport } from './import-upload';

const NO_SUCH_IMPORT = { zh: '没有这次导入', en: 'No such import' };
const NOT_CONFIRMABLE = { zh: '这次导入现在不能确认（只有检查通过的导入才能确认）', en: 'This import cannot be confirmed now (only a checked, clean import can)' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What the staff page reads of an import, in the caller's language. */
function importState(row: CatalogueImportRow, language: Language): ImportState {
  return {
    id: row.id,
    state: row.state,
    sheet: row.sheetName,
    rename_catno: row.renameCatno,
    add_values: row.addValues,
    progress: { done: row.done, total: row.total },
    report: row.report && {
      ...row.report,
      problems: row.report.problems.map((p) => ({ row: p.row, column: p.column, message: p.message[language] })),
    },
    message: row.failure ? row.failure[language] : null,
  };
}

/** Staff: upload a sheet (checked as a dry run by the import queue), confirm it, follow it; download the catalogue. */
@Controller('admininfo/catalogue')
@UseGuards(StaffGuard)
export class CatalogueImportsController {
  constructor(
    private readonly imports: CatalogueImportsStore,
    @InjectQueue(CATALOGUE_IMPORT_QUEUE) private readonly queue: Queue<CatalogueImportJob>,
    private readonly dataSource: DataSource,
  ) {}

  @Post('imports')
  @HttpCode(200)
  @UseInterceptors(ImportUploadInterceptor)
  async upload(@Req() req: RequestWithImport, @CurrentUser() staff: SessionUser): Promise<Enveloped<DataAnswer<ImportState>>> {
    const upload = req.catalogueImport!;
    await this.imports.create(upload, staff.id);
    await this.queue.add('check', { importId: upload.id, step: 'check' }, CATALOGUE_IMPORT_JOB_OPTIONS);
    return ok({ data: importState((await this.imports.get(upload.id))!, requestLanguage(req)) });
  }

  @Get('imports/:id')
  async state(@Param('id') id: string, @Req() req: Request): Promise<Enveloped<DataAnswer<ImportState>>> {
    return ok({ data: importState(await this.find(id), requestLanguage(req)) });
  }

  @Post('imports/:id/confirm')
  @HttpCode(200)
  async confirm(@Param('id') id: string, @Req() req: Request): Promise<Enveloped<DataAnswer<ImportState>>> {
    await this.find(id);
    if (!(await this.imports.transition(id, 'validated', 'importing'))) throw new LocalizedException(NOT_CONFIRMABLE, HttpStatus.CONFLICT);
    await this.queue.add('write', { importId: id, step: 'write' }, CATALOGUE_IMPORT_JOB_OPTIONS);
    return ok({ data: importState(await this.find(id), requestLanguage(req)) });
  }

  /** The whole catalogue in the import format, streamed as it is read. */
  @Get('export')
  async export(@Query() query: ExportQueryDto, @Res() res: Response): Promise<void> {
    const format = query.format ?? 'csv';
    const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
    res.setHeader('Content-Type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const references = query.sheet === 'references';
    res.setHeader('Content-Disposition', `attachment; filename="${references ? 'references' : 'catalogue'}-${day}.${format}"`);
    res.setHeader('Cache-Control', 'no-store');
    const writer = createSheetStreamWriter(res, format, [...(references ? REFERENCE_EXPORT_HEADER : EXPORT_HEADER)], {
      columns: references ? REFERENCE_EXPORT_LAYOUT : EXPORT_LAYOUT,
    });
    if (references) await exportReferences(this.dataSource, writer);
    else await exportCatalogue(this.dataSource, writer);
    await writer.close();
  }

  private async find(id: string): Promise<CatalogueImportRow> {
    const row = UUID.test(id) ? await this.imports.get(id) : null;
    if (!row) throw new LocalizedException(NO_SUCH_IMPORT, HttpStatus.NOT_FOUND);
    return row;
  }
}
