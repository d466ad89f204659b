import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { DataAnswer, Enveloped, ShownCarrier } from '@shop/contract';
import { ok } from '../../../http/envelope';
import { StaffGuard } from '../../identity/staff.guard';
import type { Carrier } from './carrier.entity';
import { carrierOf } from './carrier-rules';
import { CarriersService } from './carriers.service';
import { NewCarrierDto } from './new-carrier.dto';

const shown = (carrier: Carrier): ShownCarrier => ({ id: carrier.id, name: carrier.name, name_zh: carrier.nameZh, aliases: carrier.aliases, trackingurl: carrier.trackingUrl });

/** Staff keep the carriers whose tracking numbers the desk, the order page and the shipped mail link (issue 31). */
@Controller('admininfo/carriers')
@UseGuards(StaffGuard)
export class CarriersController {
  constructor(private readonly carriers: CarriersService) {}

  @Get()
  async list(): Promise<Enveloped<DataAnswer<ShownCarrier[]>>> {
    return ok({ data: (await this.carriers.list()).map(shown) });
  }

  @Post()
  @HttpCode(200)
  async add(@Body() form: NewCarrierDto): Promise<Enveloped<DataAnswer<ShownCarrier>>> {
    return ok({ data: shown(await this.carriers.add(carrierOf(form))) });
  }
}
