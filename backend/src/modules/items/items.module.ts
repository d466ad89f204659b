import { Module } from '@nestjs/common';
import { CatalogueService } from './catalogue.service';
import { IndexInfoController, ItemsController } from './items.controller';
import { ProductWriterService } from './product-writer.service';

/** The catalogue: products, their prices and pictures, search, detail, datasheet, recommendations. */
@Module({
  controllers: [ItemsController, IndexInfoController],
  providers: [CatalogueService, ProductWriterService],
  exports: [CatalogueService, ProductWriterService],
})
export class ItemsModule {}
