import type { AddressEdit, Same } from '@shop/contract';
import { IsId } from '../../../http/id-field';
import { AddAddressDto } from './add-address.dto';

/** POST /addrinfo/editaddress: the address's id and the same fields as a new address. */
export class EditAddressDto extends AddAddressDto {
  @IsId({ message: 'addrid must be an address id' })
  addrid: string;
}

/** The class reads exactly the fields the app sends (AddressEdit): one renamed on either side fails to compile. */
const FIELDS_MATCH_CONTRACT: Same<keyof EditAddressDto, keyof AddressEdit> = true;
void FIELDS_MATCH_CONTRACT;
