import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AddressesModule } from '../addresses/addresses.module';
import { CartModule } from '../cart/cart.module';
import { Carrier } from './carriers/carrier.entity';
import { CarriersController } from './carriers/carriers.controller';
import { CarriersService } from './carriers/carriers.service';
import { DeliveryPromises } from './delivery-promise';
import { OrderDeskController } from './order-desk.controller';
import { OrderDeskService } from './order-desk.service';
import { PdfModule } from '../../pdf/pdf.module';
import { OrderAgainService } from './order-again.service';
import { ProformaService } from './proforma/proforma.service';
import { OrderLine } from './order-line.entity';
import { Order } from './order.entity';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';

/** Orders made from the basket, the customer's order pages and the staff order desk. */
@Module({
  imports: [TypeOrmModule.forFeature([Order, OrderLine, Carrier]), CartModule, AddressesModule, PdfModule],
  controllers: [OrdersController, OrderDeskController, CarriersController],
  providers: [OrdersService, OrderDeskService, OrderAgainService, ProformaService, CarriersService, DeliveryPromises],
})
export class OrdersModule {}
