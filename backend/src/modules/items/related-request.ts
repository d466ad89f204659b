/**
 * The product whose related products the product page asks the search engine for, and the one rule
 * the staff's own list shares with the engines' (search/related-products.ts): a secondary antibody
 * against another host cannot detect the product, so it is never shown.
 */

export const SECONDARY_ANTIBODY = 'Secondary Antibody';

/** The product whose related products are asked for, as the catalogue holds it. */
export interface RelatedRequest {
  pid: number;
  productType: string;
  host: string;
  conjugation: string;
  modification: string;
  geneName: string;
  productName: string;
  reactivities: string[];
  applications: string[];
}

/** Whether a staff-set related product may be shown: anything but a secondary against another host. */
export function fitsHost(of: Pick<RelatedRequest, 'productType' | 'host'>, related: { productType: string; reactivities: string[] }): boolean {
  if (related.productType !== SECONDARY_ANTIBODY || of.productType === SECONDARY_ANTIBODY || !of.host) return true;
  return related.reactivities.includes(of.host);
}
