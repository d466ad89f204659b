/** A basket row as POST /cartinfo/showcart sends it; price is the catalogue unit price in yuan. */
export interface BasketRow {
  carid: number;
  pid: number;
  priceid: number;
  quantity: number;
  productname: string;
  catno: string;
  specs: string;
  price: number;
  /** The product was discontinued since it was put in the basket: it cannot be ordered. */
  discontinued: boolean;
  /** The size's stock status or lead time ('' = not stated). */
  stock: string;
}
