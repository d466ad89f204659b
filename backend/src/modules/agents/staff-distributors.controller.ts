import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import type { DataAnswer, DeskDistributor, Distributor, Enveloped, ProvinceChoice, StaffPage } from '@shop/contract';
import { nothing, ok } from '../../http/envelope';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import { StaffGuard } from '../identity/staff.guard';
import { DESK_PAGE_SIZE, DistributorDeskService } from './distributor-desk.service';
import { readDistributorForm } from './distributor-form';
import { toDeskDistributorRow } from './distributor-response';
import { DistributorDeskQueryDto } from './dto/distributor-desk-query.dto';
import { DistributorFormDto } from './dto/distributor-form.dto';

/** Staff keep the distributor table of the contact page (not in the spec's call table: it has no staff area). */
@Controller('admininfo')
@UseGuards(StaffGuard)
export class StaffDistributorsController {
  constructor(private readonly desk: DistributorDeskService) {}

  /** 300 when a province was named that does not exist, as GET /agentinfo/ answers. */
  @Get('distributors')
  async list(@Query() query: DistributorDeskQueryDto): Promise<Enveloped<StaffPage<DeskDistributor>>> {
    const page = Number(query.page ?? 1);
    const found = await this.desk.list({ province: query.province || undefined, language: query.enorch || undefined, page });
    const answer = found === null ? nothing : ok;
    const body: StaffPage<DeskDistributor> = { data: (found?.distributors ?? []).map(toDeskDistributorRow), total: found?.total ?? 0, pagesize: DESK_PAGE_SIZE };
    return answer(body);
  }

  @Get('provinces')
  async provinces(): Promise<Enveloped<DataAnswer<ProvinceChoice[]>>> {
    return ok({ data: await this.desk.provinceChoices() });
  }

  @Post('distributors')
  @HttpCode(200)
  async create(@Body() form: DistributorFormDto): Promise<Enveloped<DataAnswer<DeskDistributor>>> {
    return ok({ data: toDeskDistributorRow(await this.desk.create(readDistributorForm(form))) });
  }

  @Post('distributors/:id')
  @HttpCode(200)
  async update(@Param('id', ParseIdPipe) id: number, @Body() form: DistributorFormDto): Promise<Enveloped<DataAnswer<DeskDistributor>>> {
    return ok({ data: toDeskDistributorRow(await this.desk.update(id, readDistributorForm(form))) });
  }

  @Post('distributors/:id/delete')
  @HttpCode(200)
  async remove(@Param('id', ParseIdPipe) id: number): Promise<Enveloped<DataAnswer<Pick<Distributor, 'agentid'>>>> {
    await this.desk.remove(id);
    return ok({ data: { agentid: id } });
  }
}
