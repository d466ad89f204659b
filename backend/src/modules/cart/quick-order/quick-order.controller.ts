import { Body, Controller, HttpCode, HttpStatus, Post, Req, UseGuards } from '@nestjs/common';
import type { Enveloped, QuickOrderAnswer } from '@shop/contract';
import type { Request } from 'express';
import { ok } from '../../../http/envelope';
import { LocalizedException } from '../../../http/localized-exception';
import { requestLanguage } from '../../../http/request-language';
import { CurrentUser, SessionUser } from '../../identity/current-user.decorator';
import { SessionGuard } from '../../identity/session.guard';
import { QuickOrderDto } from './quick-order.dto';
import { readOrderLines } from './quick-order-lines';
import { shownQuickOrder } from './quick-order-response';
import { addedText, NOTHING_TO_ADD } from './quick-order-texts';
import { QuickOrderService } from './quick-order.service';

/**
 * Quick order: a pasted list of `catalogue number [size] [quantity]` lines, checked line by line,
 * then added to the session user's basket in one call. Guarded like the other basket calls.
 */
@Controller('cartinfo/quickorder')
@UseGuards(SessionGuard)
export class QuickOrderController {
  constructor(private readonly quickOrder: QuickOrderService) {}

  @Post('preview')
  @HttpCode(200)
  async preview(@CurrentUser() user: SessionUser, @Body() form: QuickOrderDto, @Req() req: Request): Promise<Enveloped<QuickOrderAnswer>> {
    const checked = await this.quickOrder.check(user.id, readOrderLines(form.lines));
    return ok(shownQuickOrder(checked, requestLanguage(req), 'ok'));
  }

  @Post('add')
  @HttpCode(200)
  async add(@CurrentUser() user: SessionUser, @Body() form: QuickOrderDto, @Req() req: Request): Promise<Enveloped<QuickOrderAnswer>> {
    const language = requestLanguage(req);
    const { checked, added } = await this.quickOrder.add(user.id, readOrderLines(form.lines));
    const shown = shownQuickOrder(checked, language, 'added');
    if (added === 0) throw new LocalizedException(NOTHING_TO_ADD, HttpStatus.BAD_REQUEST, { ...shown });
    return ok({ ...shown, added, message: addedText(added)[language] });
  }
}
