import { Module } from '@nestjs/common';
import { CatalogueImportProcessor } from './catalogue/imports/catalogue-import.processor';
import { CATALOGUE_IMPORT_QUEUE } from './catalogue/imports/catalogue-import.job';
import { CatalogueImportsController } from './catalogue/imports/catalogue-imports.controller';
import { CatalogueImportsStore } from './catalogue/imports/catalogue-imports.store';
import { StaffProductsController } from './catalogue/staff/staff-products.controller';
import { StaffProductsService } from './catalogue/staff/staff-products.service';
import { UploadsModule } from '../../uploads/uploads.module';
import { CatalogueService } from './catalogue.service';
import { CatalogueChangesService } from './catalogue/catalogue-changes.service';
import { SheetImportService } from './catalogue/sheet-import.service';
import { IndexInfoController, ItemsController } from './items.controller';
import { PicturesModule } from './pictures/pictures.module';
import { registerQueue } from '../../redis/register-queue';

/** The catalogue: products, their prices and pictures, search, detail, datasheet, recommendations; and changing it. */
@Module({
  imports: [
    PicturesModule,
    UploadsModule,
    registerQueue(CATALOGUE_IMPORT_QUEUE),
  ],
  controllers: [ItemsController, IndexInfoController, StaffProductsController, CatalogueImportsController],
  providers: [
    CatalogueService,
    CatalogueChangesService,
    SheetImportService,
    StaffProductsService,
    CatalogueImportsStore,
    CatalogueImportProcessor,
  ],
  exports: [CatalogueService, CatalogueChangesService, SheetImportService, PicturesModule],
})
export class ItemsModule {}
