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

/** One pasted line as POST /cartinfo/quickorder answers it; price is the catalogue unit price in yuan. */
export interface QuickOrderLine {
  /** Its line number in the pasted text. */
  line: number;
  text: string;
  status: 'ok' | 'added' | 'flagged';
  catno: string;
  pid?: number;
  productname?: string;
  priceid?: number;
  specs?: string;
  price?: number;
  /** null when the typed quantity is not a whole number from 1 to 9999. */
  quantity: number | null;
  problem?: string;
  /** Why the line cannot be added, in the interface language. */
  message?: string;
  /** A discontinued product's replacement (issue 31), with the line as it reads ordering it instead. */
  replacement?: { pid: number; catno: string; productname: string; text: string };
}

/** POST /cartinfo/quickorder (check) and /cartinfo/quickorder/add answers. */
export interface QuickOrderAnswer {
  lines: QuickOrderLine[];
  matched: number;
  flagged: number;
  /** Lines written to the basket (add only). */
  added?: number;
  /** What the add did, in the interface language (add only). */
  message?: string;
}
