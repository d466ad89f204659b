import { Controller, Get, Query } from '@nestjs/common';
import type { DataAnswer, DevMail, Enveloped } from '@shop/contract';
import { ok } from '../http/envelope';
import { DevMailboxStore } from './dev-mailbox.store';

/** JSON view of the development mailbox (GET /api/dev/mailbox?to=address). Absent in production. */
@Controller('dev/mailbox')
export class DevMailboxController {
  constructor(private readonly mailbox: DevMailboxStore) {}

  @Get()
  async list(@Query('to') to?: string): Promise<Enveloped<DataAnswer<DevMail[]>>> {
    return ok({ data: await this.mailbox.list(typeof to === 'string' ? to : undefined) });
  }
}
