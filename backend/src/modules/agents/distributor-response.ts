import type { DeskDistributor, Distributor as DistributorRow } from '@shop/contract';
import type { Distributor } from './distributor.entity';

/** The spec's Distributor (agentname, adress, ... enorch); the province relation must be loaded. */
export function toDistributorRow(d: Distributor): DistributorRow {
  return {
    agentid: d.id,
    agentname: d.name,
    adress: d.address,
    website: d.website,
    email: d.email,
    telephone: d.telephone,
    province: d.province.name,
    enorch: d.province.language,
  };
}

/** For the staff desk: also the province code, which the edit form selects by. */
export function toDeskDistributorRow(d: Distributor): DeskDistributor {
  return { ...toDistributorRow(d), provincecode: d.province.code };
}
