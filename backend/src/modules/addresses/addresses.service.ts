import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, Repository } from 'typeorm';
import { LocalizedException } from '../../http/localized-exception';
import { DeliveryAddress } from './delivery-address.entity';

export const MAX_ADDRESSES = 50;
/** Spec section 5: country, detail address, receiver name and phone must be filled in. */
export const INCOMPLETE_ADDRESS = { zh: '请填写完整信息', en: 'please fill in information' };
export const TOO_MANY_ADDRESSES = {
  zh: `最多保存 ${MAX_ADDRESSES} 个地址，请先删除不用的地址`,
  en: `You can keep at most ${MAX_ADDRESSES} addresses; delete one you no longer use first`,
};

export const NO_SUCH_ADDRESS = { zh: '该地址不存在', en: 'This address does not exist' };

/** A delivery address as the customer enters it; blank parts are empty strings. */
export interface AddressDetails {
  country: string;
  province: string;
  city: string;
  district: string;
  /** Street, building and room. */
  detail: string;
  receiverName: string;
  receiverPhone: string;
}

/** Spec section 5: country, detail address, receiver name and phone must be filled in. */
function completeAddress(address: AddressDetails): AddressDetails {
  if (!address.country || !address.detail || !address.receiverName || !address.receiverPhone) {
    throw new LocalizedException(INCOMPLETE_ADDRESS, HttpStatus.BAD_REQUEST);
  }
  const { country, province, city, district, detail, receiverName, receiverPhone } = address;
  return { country, province, city, district, detail, receiverName, receiverPhone };
}

/** A user's delivery addresses; another user's address is never found. */
@Injectable()
export class AddressesService {
  constructor(@InjectRepository(DeliveryAddress) private readonly addresses: Repository<DeliveryAddress>) {}

  list(userId: number): Promise<DeliveryAddress[]> {
    return this.addresses.find({ where: { userId }, order: { id: 'ASC' } });
  }

  find(userId: number, id: number): Promise<DeliveryAddress | null> {
    return this.addresses.findOne({ where: { userId, id } });
  }

  /** The first address a user keeps becomes the default, so the order form has one picked from the start. */
  async add(userId: number, address: AddressDetails): Promise<DeliveryAddress> {
    const details = completeAddress(address);
    const kept = await this.addresses.count({ where: { userId } });
    if (kept >= MAX_ADDRESSES) throw new LocalizedException(TOO_MANY_ADDRESSES, HttpStatus.BAD_REQUEST);
    return this.addresses.save(this.addresses.create({ userId, ...details, isDefault: kept === 0 }));
  }

  /** My account's address book (issue 31): the same checks as a new address; another user's address is not found (404). */
  async edit(userId: number, id: number, address: AddressDetails): Promise<DeliveryAddress> {
    const details = completeAddress(address);
    const result = await this.addresses.update({ userId, id }, details);
    if ((result.affected ?? 0) === 0) throw new LocalizedException(NO_SUCH_ADDRESS, HttpStatus.NOT_FOUND);
    return (await this.find(userId, id))!;
  }

  /** One default per user: the others lose the mark in the same transaction (a partial unique index backs this). */
  async setDefault(userId: number, id: number): Promise<void> {
    await this.addresses.manager.transaction(async (manager) => {
      const own = await manager.findOne(DeliveryAddress, { where: { userId, id }, lock: { mode: 'pessimistic_write' } });
      if (!own) throw new LocalizedException(NO_SUCH_ADDRESS, HttpStatus.NOT_FOUND);
      await manager.update(DeliveryAddress, { userId, id: Not(id), isDefault: true }, { isDefault: false });
      await manager.update(DeliveryAddress, { userId, id }, { isDefault: true });
    });
  }

  /** Orders keep their own copy of the address, so removing it never changes an order. */
  async remove(userId: number, id: number): Promise<boolean> {
    const result = await this.addresses.delete({ userId, id });
    return (result.affected ?? 0) > 0;
  }
}
