import { Module } from '@nestjs/common';
import { BasketService } from './basket.service';
import { CartController } from './cart.controller';
import { QuickOrderController } from './quick-order/quick-order.controller';
import { QuickOrderService } from './quick-order/quick-order.service';

/** The basket: one row per product size, priced from the catalogue whenever it is read. */
@Module({
  controllers: [CartController, QuickOrderController],
  providers: [BasketService, QuickOrderService],
  exports: [BasketService],
})
export class CartModule {}
