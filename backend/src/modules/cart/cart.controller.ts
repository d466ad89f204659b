import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { BasketRow, DataAnswer, Done, Enveloped } from '@shop/contract';
import { nothing, ok } from '../../http/envelope';
import { IdempotencyKey } from '../../http/idempotency-key';
import { CurrentUser, SessionUser } from '../identity/current-user.decorator';
import { SessionGuard } from '../identity/session.guard';
import { shownBasketRow } from './basket-response';
import { BasketService } from './basket.service';
import { AddToBasketDto } from './dto/add-to-basket.dto';
import { RemoveFromBasketDto } from './dto/remove-from-basket.dto';

/** Spec section 7: cartinfo/addcart, showcart, delcartprd. The session decides whose basket. */
@Controller('cartinfo')
@UseGuards(SessionGuard)
export class CartController {
  constructor(private readonly basket: BasketService) {}

  @Post('addcart')
  @HttpCode(200)
  async add(@CurrentUser() user: SessionUser, @Body() form: AddToBasketDto, @IdempotencyKey() key?: string): Promise<Enveloped<Done>> {
    const [pid, priceid, quantity] = [Number(form.pid), Number(form.priceid), Number(form.quantity)];
    await (key ? this.basket.addOnce(user.id, key, pid, priceid, quantity) : this.basket.add(user.id, pid, priceid, quantity));
    return ok();
  }

  @Post('showcart')
  @HttpCode(200)
  async show(@CurrentUser() user: SessionUser): Promise<Enveloped<DataAnswer<BasketRow[]>>> {
    return ok({ data: (await this.basket.rows(user.id)).map(shownBasketRow) });
  }

  @Post('delcartprd')
  @HttpCode(200)
  async remove(@CurrentUser() user: SessionUser, @Body() form: RemoveFromBasketDto): Promise<Enveloped<Done>> {
    return (await this.basket.remove(user.id, Number(form.cartid))) ? ok() : nothing();
  }
}
