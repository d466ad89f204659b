import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Done, Enveloped, Nothing, OrderAgainAnswer, OrderDetail, OrderList, OrderPlaced } from '@shop/contract';
import type { Request, Response } from 'express';
import { nothing, ok } from '../../http/envelope';
import { requestLanguage } from '../../http/request-language';
import { CurrentUser, SessionUser } from '../identity/current-user.decorator';
import { SessionGuard } from '../identity/session.guard';
import { CarriersService } from './carriers/carriers.service';
import { AppConfig } from '../../config/app-config.service';
import { ApplyOrderDto } from './dto/apply-order.dto';
import { OrderAgainDto } from './dto/order-again.dto';
import { OrderIdDto, ProformaQueryDto } from './dto/order-id.dto';
import { OwnOrdersQueryDto } from './dto/own-orders-query.dto';
import { OrderAgainService } from './order-again.service';
import { QuotationQueryDto } from './dto/proforma.dto';
import { ProformaPdf, ProformaService } from './proforma/proforma.service';
import { orderDetail, orderSummary } from './order-response';
import { OrderRequest, OrdersService } from './orders.service';

export const CANCELLED_NO_PROFORMA = { zh: '该订单已取消，无需付款，不提供形式发票', en: 'This order has been cancelled: nothing is due, so it has no pro-forma invoice' };

function sendPdf(res: Response, document: ProformaPdf): void {
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('Content-Language', document.language);
  res.setHeader('Content-Disposition', `inline; filename="${document.fileName}"`);
  res.type('application/pdf').send(document.pdf);
}

/** The order form in the shop's words: which basket rows, which address, whether and to whom an invoice. */
function orderRequestOf(form: ApplyOrderDto): OrderRequest {
  return {
    basketRowIds: form.caridlist.map(Number),
    addressId: form.addrid ? Number(form.addrid) : undefined,
    wantsInvoice: form.need_tax === '1' ? true : form.need_tax === '0' ? false : undefined,
    invoice: {
      companyName: form.taxcompanyname ?? '',
      companyTaxId: form.taxcompanyid ?? '',
      companyAddress: form.taxcompanyaddress ?? '',
      companyPhone: form.taxcompanyphone ?? '',
      bankName: form.taxbankname ?? '',
      bankAccount: form.taxbankaccount ?? '',
    },
    note: form.note,
    purchaseOrderNumber: form.ponumber,
    billingInstitution: form.institution,
    currency: form.currency,
  };
}

/** Spec section 7: orderinfo/applyorder, showorderitem, showallorder, delorder, own orders only. */
@Controller('orderinfo')
@UseGuards(SessionGuard)
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly again: OrderAgainService,
    private readonly proformas: ProformaService,
    private readonly carriers: CarriersService,
    private readonly config: AppConfig,
  ) {}

  @Post('applyorder')
  @HttpCode(200)
  async apply(@CurrentUser() user: SessionUser, @Body() form: ApplyOrderDto, @Req() req: Request): Promise<Enveloped<OrderPlaced>> {
    const { order } = await this.orders.submit(user, orderRequestOf(form), requestLanguage(req));
    return ok({ orderlistid: order.id });
  }

  @Get('showorderitem')
  async show(@CurrentUser() user: SessionUser, @Query() query: OrderIdDto, @Req() req: Request): Promise<Enveloped<OrderDetail> | Nothing> {
    const order = await this.orders.findOwn(user.id, Number(query.orderlistid));
    return order ? ok(orderDetail(order, await this.carriers.links(requestLanguage(req)))) : nothing();
  }

  @Post('showallorder')
  @HttpCode(200)
  async list(@CurrentUser() user: SessionUser, @Body() form: OwnOrdersQueryDto): Promise<Enveloped<OrderList>> {
    return ok({ orderinfo: (await this.orders.listOwn(user.id, form.search, form.status)).map(orderSummary) });
  }

  /**
   * Order again (issue 25): lines of a past order (all, or the `line` numbers sent) back into the
   * basket at today's prices; lines that cannot be ordered come back with the reason in the caller's
   * language and a discontinued product's replacement.
   */
  @Post('orderagain')
  @HttpCode(200)
  async orderAgain(@CurrentUser() user: SessionUser, @Body() form: OrderAgainDto, @Req() req: Request): Promise<Enveloped<OrderAgainAnswer> | Nothing> {
    const outcome = await this.again.orderAgain(user.id, Number(form.orderlistid), form.line.map(Number));
    if (!outcome) return nothing();
    const language = requestLanguage(req);
    const answer: OrderAgainAnswer = { added: outcome.added, skipped: outcome.skipped.map((s) => ({ ...s, message: s.message[language] })) };
    return ok(answer);
  }

  /** The order's pro-forma invoice (PDF), in the order's language and currency, for a purchasing office to approve before paying. */
  @Get('proforma')
  async proforma(@CurrentUser() user: SessionUser, @Query() query: ProformaQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    const language = query.lang ?? requestLanguage(req);
    const order = await this.orders.findOwn(user.id, Number(query.orderlistid));
    if (!order) {
      res.status(404).json(nothing({ message: language === 'en' ? 'This order does not exist' : '该订单不存在' }));
      return;
    }
    // Issue 31: a cancelled order asks for nothing, so it has no pro-forma (with bank details) to pay.
    if (order.cancelledAt) {
      res.status(409).json(nothing({ message: CANCELLED_NO_PROFORMA[language] }));
      return;
    }
    sendPdf(res, await this.proformas.forOrder(order, user.email, this.config.publicUrl(req)));
  }

  /** A quotation (PDF) of the chosen basket rows, at today's prices in the reader's currency. */
  @Get('quotation')
  async quotation(@CurrentUser() user: SessionUser, @Query() query: QuotationQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    const language = query.lang ?? requestLanguage(req);
    const quotation = await this.proformas.forBasket(user, query.caridlist.map(Number), language, this.config.publicUrl(req));
    if (!quotation) {
      res.status(404).json(nothing({ message: language === 'en' ? 'There is nothing in your basket to quote' : '购物车中没有可报价的商品' }));
      return;
    }
    sendPdf(res, quotation);
  }

  @Post('delorder')
  @HttpCode(200)
  async cancel(@CurrentUser() user: SessionUser, @Body() form: OrderIdDto): Promise<Enveloped<Done>> {
    return (await this.orders.cancel(user.id, Number(form.orderlistid))) === 'cancelled' ? ok() : nothing();
  }
}
