import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { LocalizedException } from '../../http/localized-exception';
import { DeliveryAddress } from './delivery-address.entity';

export const MAX_ADDRESSES = 50;
/** Spec section 5: country, detail address, receiver name and phone must be filled in. */
export const INCOMPLETE_ADDRESS = { zh: '请填写完整信息', en: 'please fill in information' };
export const TOO_MANY_ADDRESSES = {
  zh: `最多保存 ${MAX_ADDRESSES} 个地址，请先删除不用的地址`,
  en: `You can keep at most ${MAX_ADDRESSES} addresses; delete one you no longer use first`,
};

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

  async add(userId: number, address: AddressDetails): Promise<DeliveryAddress> {
    if (!address.country || !address.detail || !address.receiverName || !address.receiverPhone) {
      throw new LocalizedException(INCOMPLETE_ADDRESS, HttpStatus.BAD_REQUEST);
    }
    if ((await this.addresses.count({ where: { userId } })) >= MAX_ADDRESSES) {
      throw new LocalizedException(TOO_MANY_ADDRESSES, HttpStatus.BAD_REQUEST);
    }
    const { country, province, city, district, detail, receiverName, receiverPhone } = address;
    return this.addresses.save(this.addresses.create({ userId, country, province, city, district, detail, receiverName, receiverPhone }));
  }

  /** Orders keep their own copy of the address, so removing it never changes an order. */
  async remove(userId: number, id: number): Promise<boolean> {
    const result = await this.addresses.delete({ userId, id });
    return (result.affected ?? 0) > 0;
  }
}
