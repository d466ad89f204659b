import { Module } from '@nestjs/common';
import { BasketService } from './basket.service';
import { CartController } from './cart.controller';

/** The basket: one row per product size, priced from the catalogue whenever it is read. */
@Module({
  controllers: [CartController],
  providers: [BasketService],
  exports: [BasketService],
})
export class CartModule {}
