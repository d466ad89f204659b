import type { Address } from '@shop/contract';
import type { DeliveryAddress } from './delivery-address.entity';
import type { RegionsService } from './regions/regions.service';

/** An address under the spec's field names (section 3, address), with the region nodes its names are (issue 48). */
export function shownAddress(address: DeliveryAddress, regions: Pick<RegionsService, 'pathOf'>): Address {
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
    regionpath: regions.pathOf(address).map(({ id, pid, level, name, name_en, code, leaf }) => ({ id, pid, level, name, name_en, code, leaf })),
  };
}
