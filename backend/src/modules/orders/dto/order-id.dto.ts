import { Matches } from 'class-validator';

/** showorderitem (query) and delorder (form) name an order by orderlistid. */
export class OrderIdDto {
  @Matches(/^[1-9]\d{0,8}$/, { message: 'orderlistid must be an order id' })
  orderlistid: string;
}
