import { Body, Controller, Get, HttpCode, Post, Query, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { nothing, ok } from '../../http/envelope';
import { requestLanguage } from '../../http/request-language';
import { CurrentUser, SessionUser } from '../identity/current-user.decorator';
import { SessionGuard } from '../identity/session.guard';
import { ApplyOrderDto } from './dto/apply-order.dto';
import { OrderAgainDto } from './dto/order-again.dto';
import { OrderIdDto } from './dto/order-id.dto';
import { OrderAgainService } from './order-again.service';
import { orderDetail, orderSummary } from './order-response';
import { OrdersService } from './orders.service';

/** Spec section 7: orderinfo/applyorder, showorderitem, showallorder, delorder, own orders only. */
@Controller('orderinfo')
@UseGuards(SessionGuard)
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly again: OrderAgainService,
  ) {}

  @Post('applyorder')
  @HttpCode(200)
  async apply(@CurrentUser() user: SessionUser, @Body() form: ApplyOrderDto, @Req() req: Request) {
    const { order } = await this.orders.submit(user, form, requestLanguage(req));
    return ok({ orderlistid: order.id });
  }

  @Get('showorderitem')
  async show(@CurrentUser() user: SessionUser, @Query() query: OrderIdDto) {
    const order = await this.orders.findOwn(user.id, Number(query.orderlistid));
    return order ? ok(orderDetail(order)) : nothing();
  }

  @Post('showallorder')
  @HttpCode(200)
  async list(@CurrentUser() user: SessionUser) {
    return ok({ orderinfo: (await this.orders.listOwn(user.id)).map(orderSummary) });
  }

  /**
   * Order again (issue 25): lines of a past order (all, or the `line` numbers sent) back into the
   * basket at today's prices; lines that cannot be ordered come back with the reason in the caller's
   * language and a discontinued product's replacement.
   */
  @Post('orderagain')
  @HttpCode(200)
  async orderAgain(@CurrentUser() user: SessionUser, @Body() form: OrderAgainDto, @Req() req: Request) {
    const outcome = await this.again.orderAgain(user.id, Number(form.orderlistid), form.line.map(Number));
    if (!outcome) return nothing();
    const language = requestLanguage(req);
    return ok({ added: outcome.added, skipped: outcome.skipped.map((s) => ({ ...s, message: s.message[language] })) });
  }

  @Post('delorder')
  @HttpCode(200)
  async cancel(@CurrentUser() user: SessionUser, @Body() form: OrderIdDto) {
    return (await this.orders.cancel(user.id, Number(form.orderlistid))) === 'cancelled' ? ok() : nothing();
  }
}
