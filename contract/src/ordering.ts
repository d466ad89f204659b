/** Addresses, regions and orders (spec sections 3, 4 and 7: /addrinfo, /regions, /orderinfo). */
import type { Currency } from './money/shown-price';

/** A saved delivery address (POST /addrinfo/showaddress data row). */
export interface Address {
  addrid: number;
  reccountry: string;
  recprovince: string;
  reccity: string;
  recdistrict: string;
  recaddr: string;
  recname: string;
  recphone: string;
  /** My account (issue 31): 1 for the address the order form picks first. */
  isdefault: 0 | 1;
  /**
   * Issue 48: the region tree's nodes the address's country, province, city and district name, from
   * the continent down (as far as the names are found in the tree), so the editor's pickers start at
   * them; [] when the country is not in the tree.
   */
  regionpath: Region[];
}

/** POST /addrinfo/addaddress fields. */
export interface NewAddress {
  country: string;
  province: string;
  city: string;
  district: string;
  addr: string;
  recname: string;
  recphone: string;
}

/** One place of GET /regions/?pid= (a country, province, city or district). */
export interface Region {
  id: string;
  pid: string;
  level: string;
  name: string;
  name_en: string;
  code: string | null;
  leaf: boolean;
}

/** GET /regions/?pid= answer: one level of the region tree, with the tree's version. */
export interface RegionLevel {
  version: number;
  data: Region[];
}

/** POST /addrinfo/addaddress answer: the new address's id. */
export interface AddressAdded {
  addrid: number;
}

/** POST /addrinfo/editaddress (my account's address book, issue 31): the address's id and the same fields as a new address. */
export interface AddressEdit extends NewAddress {
  addrid: number;
}

/** The invoice's fields, in the order the order form asks for them (a pure declaration both halves read). */
export const INVOICE_FIELDS = ['taxcompanyname', 'taxcompanyid', 'taxcompanyaddress', 'taxcompanyphone', 'taxbankname', 'taxbankaccount'] as const;
export type InvoiceField = (typeof INVOICE_FIELDS)[number];

/** POST /orderinfo/applyorder fields; the invoice fields when need_tax is 1. */
export interface OrderForm extends Partial<Record<InvoiceField, string>> {
  caridlist: number[];
  addrid: number;
  need_tax: 0 | 1;
  note: string;
  /** Optional (issue 31): the purchasing office's PO number and the institution billed. */
  ponumber?: string;
  institution?: string;
  /**
   * Issue 48: the currency the form showed its amounts in (the page's language's). The order is
   * stored and billed in it, so the amount agreed to is the amount every document says.
   */
  currency?: Currency;
}

/** maininfo of spec section 3: status flags (section 4) and the invoice fields. */
export interface MainInfo extends Record<InvoiceField, string> {
  orderlistid: number;
  is_delete: 0 | 1;
  is_paid: 0 | 1;
  /** Staff marked the paid order shipped, with the lot of every line. */
  is_shipped: 0 | 1;
  shippedtime: string;
  /** Entered by staff when shipping ('' before). */
  carrier: string;
  trackingnumber: string;
  /** The carrier's tracking page for this number; '' when the shop does not know the carrier (issue 31). */
  trackingurl: string;
  committime: string;
  need_tax: 0 | 1;
  is_tax: 0 | 1;
  taxid: string;
  note: string;
  /** The yuan total (the spec's field). */
  oritotprice: number;
  /** What the customer was shown and pays: the order's currency and the sum of its shown lines in it. */
  currency: Currency;
  totprice: number;
  /** Issue 31: the international handling fee as stored with the order, in its currency (0 within China). */
  handlingfee: number;
  /** What the customer pays: totprice + handlingfee (a cancelled order's pages show none: is_delete). */
  amountdue: number;
  /** The same in yuan, for staff matching a payment. */
  oriamountdue: number;
  /** The purchasing office's PO number and the institution billed ('' when not given). */
  ponumber: string;
  institution: string;
}

/** The order's delivery address; recaddr is the whole address as one line. */
export interface OrderAddress {
  recaddr: string;
  reccountry: string;
  recprovince: string;
  reccity: string;
  recdistrict: string;
  recdetail: string;
  recname: string;
  recphone: string;
}

/** The lot a line was shipped from; `coa` is '' when the lot has no certificate. */
export interface ShippedLot {
  lotid: number;
  lot_number: string;
  expires_on: string;
  coa: string;
  coa_name: string;
}

export interface OrderLine {
  orderlistid: number;
  /** The line's place in the order (1, 2, …): the shipping call names one lot per line in this order. */
  line: number;
  quantity: number;
  priceid: number;
  /** clonalityNo and rrid are the product's as it is now, '' when it has none. */
  proinfo: {
    pid: number | null;
    productname: string;
    catno: string;
    size: string;
    /** Unit price in yuan as copied at submit time. */
    price1: number;
    /** Unit price and line amount as shown, in the order's currency. */
    shownprice: number;
    amount: number;
    /** The ordered size's stock status as staff set it ('' = none; issue 31: it wins over the delivery promise). */
    stock: string;
    clonalityNo: string;
    rrid: string;
  };
  lot: ShippedLot | null;
}

/** GET /orderinfo/showorderitem answer body. */
export interface OrderDetail {
  maininfo: MainInfo;
  addrinfo: OrderAddress;
  orderinfo: OrderLine[];
}

/** One row of POST /orderinfo/showallorder. */
export type OrderSummary = MainInfo & { addrinfo: Pick<OrderAddress, 'recaddr' | 'recname'> };

/** POST /orderinfo/applyorder answer: the new order's id. */
export interface OrderPlaced {
  orderlistid: number;
}

/** POST /orderinfo/showallorder answer: the customer's orders. */
export interface OrderList {
  orderinfo: OrderSummary[];
}

/** Why a past order's line could not go back into the basket. */
export type SkipReason = 'discontinued' | 'unavailable' | 'too-many';

/** POST /orderinfo/orderagain answer: the basket rows added and the lines left out, with the reason. */
export interface OrderAgainAnswer {
  added: number[];
  skipped: Array<{ line: number; catno: string; reason: SkipReason; message: string; replacement: { pid: number; catno: string; productname: string } | null }>;
}
