import { Matches } from 'class-validator';

/** POST /addrinfo/deladdress. */
export class RemoveAddressDto {
  @Matches(/^[1-9]\d{0,8}$/, { message: 'addrid must be an address id' })
  addrid: string;
}
