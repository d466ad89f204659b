import type { Address, Same } from '@shop/contract';
import { IsId } from '../../../http/id-field';

/** POST /addrinfo/deladdress and setdefault: the address named by its id. */
export class RemoveAddressDto {
  @IsId({ message: 'addrid must be an address id' })
  addrid: string;
}

/** The class reads exactly the fields the app sends (the contract's request type): one renamed on either side fails to compile. */
const FIELDS_MATCH_CONTRACT: Same<keyof RemoveAddressDto, keyof Pick<Address, 'addrid'>> = true;
void FIELDS_MATCH_CONTRACT;
