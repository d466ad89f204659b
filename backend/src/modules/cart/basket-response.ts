import type { BasketRow } from '@shop/contract';
import { yuan } from '../items/reading/product-response';
import type { PricedBasketRow } from './basket.service';

/** A basket row under the spec's field names (section 3, basket row); price is the unit price in yuan. */
export function shownBasketRow(row: PricedBasketRow): BasketRow {
  return {
    carid: row.id,
    pid: row.productId,
    priceid: row.priceOption,
    quantity: row.quantity,
    productname: row.productName,
    catno: row.catalogueNumber,
    specs: row.size,
    price: yuan(row.unitPriceFen),
    discontinued: row.discontinued,
    stock: row.stock,
  };
}
