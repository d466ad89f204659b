import { IsId } from '../../../http/id-field';
import { AddAddressDto } from './add-address.dto';

/** POST /addrinfo/editaddress: the address's id and the same fields as a new address. */
export class EditAddressDto extends AddAddressDto {
  @IsId({ message: 'addrid must be an address id' })
  addrid: string;
}
