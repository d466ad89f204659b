import { Module } from '@nestjs/common';
import { CartModule } from '../cart/cart.module';
import { ItemsModule } from '../items/items.module';
import { ExportThrottleGuard } from '../items/search-export/export-throttle.guard';
import { SavedListsController } from './saved-lists.controller';
import { SavedListsService } from './saved-lists.service';

/**
 * Saved lists (issue 31): a researcher's favourites and named product lists per project. A domain of
 * its own: lists outlive the basket (which empties on ordering) and are not part of the account's
 * identity; they lean on the catalogue (products, the list download) and the basket (adding a list).
 */
@Module({
  imports: [ItemsModule, CartModule],
  controllers: [SavedListsController],
  providers: [SavedListsService, ExportThrottleGuard],
})
export class SavedListsModule {}
