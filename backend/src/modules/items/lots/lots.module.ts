import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadStore } from '../../../uploads/upload-store';
import { UploadsModule } from '../../../uploads/uploads.module';
import { CoaController } from './coa.controller';
import { CoaStore, coaRoot } from './coa-store';
import { LotsService } from './lots.service';
import { ProductLot } from './product-lot.entity';
import { StaffLotsController } from './staff-lots.controller';

/** Lots of the catalogue's products with their certificates of analysis (staff calls and the public PDF route). */
@Module({
  imports: [TypeOrmModule.forFeature([ProductLot]), UploadsModule],
  controllers: [StaffLotsController, CoaController],
  providers: [LotsService, { provide: CoaStore, inject: [UploadStore], useFactory: (uploads: UploadStore) => new CoaStore(coaRoot(uploads.root)) }],
  exports: [LotsService],
})
export class LotsModule {}
