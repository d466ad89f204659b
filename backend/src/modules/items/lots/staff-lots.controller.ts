import { Body, Controller, Get, HttpCode, Param, Post, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import type { DataAnswer, Enveloped, Lot } from '@shop/contract';
import { ok } from '../../../http/envelope';
import { ParseIdPipe } from '../../../http/parse-id.pipe';
import { StaffGuard } from '../../identity/staff.guard';
import { CoaUploadInterceptor, uploadedName } from './coa-upload.interceptor';
import { LotFormDto, readLotForm } from './lot-form';
import { staffLot } from './lot-response';
import { LotChange, LotsService } from './lots.service';

function change(form: LotFormDto, coa: Express.Multer.File | undefined): LotChange {
  return { fields: readLotForm(form ?? {}), coa: coa ? { bytes: coa.buffer, name: uploadedName(coa) } : undefined, removeCoa: form?.remove_coa === '1' };
}

/**
 * Staff keep each product's lots beside its editor: lot number, expiry date and an optional
 * certificate of analysis (multipart field `coa`, a PDF). Every call answers the lot or the list.
 */
@Controller('admininfo/catalogue/products/:pid/lots')
@UseGuards(StaffGuard)
export class StaffLotsController {
  constructor(private readonly lots: LotsService) {}

  @Get()
  async list(@Param('pid', ParseIdPipe) pid: number): Promise<Enveloped<DataAnswer<Lot[]>>> {
    return ok({ data: (await this.lots.list(pid)).map(staffLot) });
  }

  /** lot_number, expires_on and optionally the file `coa`. */
  @Post()
  @HttpCode(200)
  @UseInterceptors(CoaUploadInterceptor)
  async add(@Param('pid', ParseIdPipe) pid: number, @Body() form: LotFormDto, @UploadedFile() coa: Express.Multer.File | undefined): Promise<Enveloped<DataAnswer<Lot>>> {
    return ok({ data: staffLot(await this.lots.add(pid, change(form, coa))) });
  }

  /** As add; without `coa` the certificate stays unless remove_coa=1. */
  @Post(':lotid')
  @HttpCode(200)
  @UseInterceptors(CoaUploadInterceptor)
  async edit(
    @Param('pid', ParseIdPipe) pid: number,
    @Param('lotid', ParseIdPipe) lotId: number,
    @Body() form: LotFormDto,
    @UploadedFile() coa: Express.Multer.File | undefined,
  ): Promise<Enveloped<DataAnswer<Lot>>> {
    return ok({ data: staffLot(await this.lots.edit(pid, lotId, change(form, coa))) });
  }

  @Post(':lotid/delete')
  @HttpCode(200)
  async remove(@Param('pid', ParseIdPipe) pid: number, @Param('lotid', ParseIdPipe) lotId: number): Promise<Enveloped<DataAnswer<Pick<Lot, 'lotid'>>>> {
    await this.lots.remove(pid, lotId);
    return ok({ data: { lotid: lotId } });
  }
}
