import { ParseIdPipe } from '../../http/parse-id.pipe';
import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import type { DataAnswer, DeskOrder, Enveloped, InvoiceMark, PaidMark, StaffPage } from '@shop/contract';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/request-language';
import { CurrentUser, SessionUser } from '../identity/current-user.decorator';
import { StaffGuard } from '../identity/staff.guard';
import { OrderDeskQueryDto, RecordInvoiceDto, ShipOrderDto } from './dto/order-desk.dto';
import { CarriersService } from './carriers/carriers.service';
import { deskOrder } from './order-desk-response';
import { DESK_PAGE_SIZE, OrderDeskService } from './order-desk.service';

/** The staff order desk (not in the spec's call table: the spec does not say how the flags change). */
@Controller('admininfo/orders')
@UseGuards(StaffGuard)
export class OrderDeskController {
  constructor(
    private readonly desk: OrderDeskService,
    private readonly carriers: CarriersService,
  ) {}

  @Get()
  async list(@Query() query: OrderDeskQueryDto, @Req() req: Request): Promise<Enveloped<StaffPage<DeskOrder>>> {
    const { orders, total } = await this.desk.list(query.status ?? 'all', Number(query.page ?? 1), query.q ?? '');
    // Carriers named in the desk's language (issue 48).
    const links = await this.carriers.links(requestLanguage(req));
    const page: StaffPage<DeskOrder> = { data: orders.map((order) => deskOrder(order, links)), total, pagesize: DESK_PAGE_SIZE };
    return ok(page);
  }

  @Post(':id/paid')
  @HttpCode(200)
  async markPaid(@Param('id', ParseIdPipe) id: number, @CurrentUser() staff: SessionUser): Promise<Enveloped<DataAnswer<PaidMark>>> {
    const order = await this.desk.markPaid(id, staff.id);
    return ok({ data: { orderlistid: order.id, is_paid: 1, paidtime: order.paidAt!.toISOString() } });
  }

  /** lotid once per order line, in line order (see ShipOrderDto); answers the order as the desk shows it. */
  @Post(':id/shipped')
  @HttpCode(200)
  async markShipped(@Param('id', ParseIdPipe) id: number, @Body() body: ShipOrderDto, @CurrentUser() staff: SessionUser, @Req() req: Request): Promise<Enveloped<DataAnswer<DeskOrder>>> {
    const shipped = await this.desk.ship(id, staff.id, body.lotid, { carrier: body.carrier ?? '', trackingNumber: body.trackingnumber ?? '' });
    return ok({ data: deskOrder(shipped, await this.carriers.links(requestLanguage(req))) });
  }

  @Post(':id/invoice')
  @HttpCode(200)
  async recordInvoice(@Param('id', ParseIdPipe) id: number, @Body() body: RecordInvoiceDto): Promise<Enveloped<DataAnswer<InvoiceMark>>> {
    const order = await this.desk.recordInvoice(id, body.taxid);
    return ok({ data: { orderlistid: order.id, is_tax: 1, taxid: order.invoiceNumber ?? '' } });
  }
}
