import type { Address } from '@shop/contract';
import type { DeliveryAddress } from './delivery-address.entity';

/** An address under the spec's field names (section 3, address). */
export function shownAddress(address: DeliveryAddress): Address {
  return {
    addrid: address.id,
    reccountry: address.country,
    recprovince: address.province,
    reccity: address.city,
    recdistrict: address.district,
    recaddr: address.detail,
    recname: address.receiverName,
    recphone: address.receiverPhone,
    isdefault: address.isDefault ? 1 : 0,
  };
}
