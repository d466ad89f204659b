import { Module } from '@nestjs/common';
import { CatalogueService } from './catalogue.service';
import { CatalogueChangesService } from './catalogue/catalogue-changes.service';
import { SheetImportService } from './catalogue/sheet-import.service';
import { IndexInfoController, ItemsController } from './items.controller';
import { PicturesModule } from './pictures/pictures.module';

/** The catalogue: products, their prices and pictures, search, detail, datasheet, recommendations; and changing it. */
@Module({
  imports: [PicturesModule],
  controllers: [ItemsController, IndexInfoController],
  providers: [CatalogueService, CatalogueChangesService, SheetImportService],
  exports: [CatalogueService, CatalogueChangesService, SheetImportService, PicturesModule],
})
export class ItemsModule {}
