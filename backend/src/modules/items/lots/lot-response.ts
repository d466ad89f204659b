import type { Lot } from '@shop/contract';
import { coaUrl } from './coa-store';
import type { StoredLot } from './lots.service';

/** A lot as the staff editor reads it; `shipped` counts the order lines that name it. */
export function staffLot({ lot, shipped }: StoredLot): Lot {
  return {
    lotid: lot.id,
    lot_number: lot.lotNumber,
    expires_on: lot.expiresOn,
    coa: lot.coaFile ? coaUrl(lot.coaFile, lot.id) : '',
    coa_name: lot.coaName,
    shipped,
  };
}
