import { IsId } from '../../../http/id-field';

/** POST /addrinfo/deladdress. */
export class RemoveAddressDto {
  @IsId({ message: 'addrid must be an address id' })
  addrid: string;
}
