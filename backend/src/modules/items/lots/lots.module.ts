import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FILE_STORAGE, FileStorage } from '../../../files/file-storage';
import { CoaController } from './coa.controller';
import { CoaLookupController } from './coa-lookup.controller';
import { CoaLookupThrottleGuard } from './coa-lookup-throttle.guard';
import { COA_PREFIX, CoaStore } from './coa-store';
import { LotsService } from './lots.service';
import { ProductLot } from './product-lot.entity';
import { StaffLotsController } from './staff-lots.controller';

/** Lots of the catalogue's products with their certificates of analysis (staff calls, the public PDF route and the lookup by lot). */
@Module({
  imports: [TypeOrmModule.forFeature([ProductLot])],
  controllers: [StaffLotsController, CoaController, CoaLookupController],
  providers: [LotsService, CoaLookupThrottleGuard, { provide: CoaStore, inject: [FILE_STORAGE], useFactory: (storage: FileStorage) => new CoaStore(storage, COA_PREFIX) }],
  exports: [LotsService],
})
export class LotsModule {}
