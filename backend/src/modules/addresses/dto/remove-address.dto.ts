import { IsId } from '../../../http/id-field';

/** POST /addrinfo/deladdress and setdefault: the address named by its id. */
export class RemoveAddressDto {
  @IsId({ message: 'addrid must be an address id' })
  addrid: string;
}
