import { Body, Controller, Get, HttpCode, Param, Post, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import type { DataAnswer, Enveloped, StaffSafetySheets } from '@shop/contract';
import { ok } from '../../../http/envelope';
import { ParseIdPipe } from '../../../http/parse-id.pipe';
import { StaffGuard } from '../../identity/staff.guard';
import { uploadedName } from '../lots/coa-upload.interceptor';
import { SafetySheetsService } from './safety-sheets.service';
import { SdsTargetDto } from './sds-form';
import { SdsUploadInterceptor } from './sds-upload.interceptor';

/**
 * Staff keep safety data sheets beside the product editor (issue 35): a PDF per language, for this product or for
 * every product of its type (`scope`). Every call answers the panel's list.
 */
@Controller('admininfo/catalogue/products/:pid/sds')
@UseGuards(StaffGuard)
export class StaffSafetySheetsController {
  constructor(private readonly sheets: SafetySheetsService) {}

  @Get()
  async list(@Param('pid', ParseIdPipe) pid: number): Promise<Enveloped<DataAnswer<StaffSafetySheets>>> {
    return ok({ data: await this.sheets.list(pid) });
  }

  /** language (zh | en), scope (product | type) and the file `sds` (multipart). */
  @Post()
  @HttpCode(200)
  @UseInterceptors(SdsUploadInterceptor)
  async upload(@Param('pid', ParseIdPipe) pid: number, @Body() form: SdsTargetDto, @UploadedFile() sds: Express.Multer.File): Promise<Enveloped<DataAnswer<StaffSafetySheets>>> {
    await this.sheets.put(pid, form.scope, form.language, sds.buffer, uploadedName(sds));
    return ok({ data: await this.sheets.list(pid) });
  }

  @Post('delete')
  @HttpCode(200)
  async remove(@Param('pid', ParseIdPipe) pid: number, @Body() form: SdsTargetDto): Promise<Enveloped<DataAnswer<StaffSafetySheets>>> {
    await this.sheets.remove(pid, form.scope, form.language);
    return ok({ data: await this.sheets.list(pid) });
  }
}
