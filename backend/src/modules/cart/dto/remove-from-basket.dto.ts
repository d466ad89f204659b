import { IsId } from '../../../http/id-field';

/** POST /cartinfo/delcartprd. */
export class RemoveFromBasketDto {
  @IsId({ message: 'cartid must be a basket row id' })
  cartid: string;
}
