import type { TFunction } from 'i18next';

/** What a citation names of a product (the product page's and an order line's fields). */
export interface CitedProduct {
  productname: string;
  clonalityNo?: string;
  catno: string;
  rrid?: string;
}

/**
 * The text a researcher pastes into a methods section, in the page's language: product name (with
 * its clone unless the name already carries it), supplier, Cat#, Lot# when a lot is known, RRID.
 * Parts the product does not have are left out. `t` is the lots namespace's; the supplier is the
 * shop's name.
 */
export function citationText(product: CitedProduct, supplier: string, t: TFunction<'lots'>, lot?: string): string {
  const { productname: name, clonalityNo: clone, catno, rrid } = product;
  const parts = [
    clone && !name.includes(clone) ? t('citation.nameWithClone', { name, clone }) : name,
    supplier,
    t('citation.catno', { catno }),
    lot ? t('citation.lot', { lot }) : '',
    rrid ? t('citation.rrid', { rrid }) : '',
  ];
  return parts.filter(Boolean).join(t('citation.separator'));
}
