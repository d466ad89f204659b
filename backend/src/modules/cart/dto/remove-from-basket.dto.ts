import { Matches } from 'class-validator';

/** POST /cartinfo/delcartprd. */
export class RemoveFromBasketDto {
  @Matches(/^[1-9]\d{0,8}$/, { message: 'cartid must be a basket row id' })
  cartid: string;
}
