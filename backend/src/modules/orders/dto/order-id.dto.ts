import { IsId } from '../../../http/id-field';

/** showorderitem (query) and delorder (form) name an order by orderlistid. */
export class OrderIdDto {
  @IsId({ message: 'orderlistid must be an order id' })
  orderlistid: string;
}
