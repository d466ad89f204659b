import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AddressesController } from './addresses.controller';
import { AddressesService } from './addresses.service';
import { DeliveryAddress } from './delivery-address.entity';
import { RegionsController } from './regions/regions.controller';
import { RegionsService } from './regions/regions.service';

/** Delivery addresses and the region tree their picker walks. */
@Module({
  imports: [TypeOrmModule.forFeature([DeliveryAddress])],
  controllers: [AddressesController, RegionsController],
  providers: [AddressesService, RegionsService],
  exports: [AddressesService],
})
export class AddressesModule {}
