/** The staff desks' calls (/api/admininfo/*): orders, reviews, requirements, lots, promotions, search misses. */
import type { Distributor } from './distributors';
import type { MainInfo, OrderDetail } from './ordering';

/** A page of a staff list: its rows, the number of matches and the page size. */
export interface StaffPage<Row> {
  data: Row[];
  total: number;
  pagesize: number;
}

/** An order on the desk: the customer's order detail plus who ordered and when it was paid or invoiced. */
export interface DeskOrder extends OrderDetail {
  customer: string;
  paidtime: string | null;
  taxtime: string | null;
}

/** POST admininfo/orders/:id/paid answer data. */
export interface PaidMark extends Pick<MainInfo, 'orderlistid' | 'is_paid'> {
  paidtime: string;
}

/** POST admininfo/orders/:id/invoice answer data. */
export type InvoiceMark = Pick<MainInfo, 'orderlistid' | 'is_tax' | 'taxid'>;

/** A carrier the shop links tracking numbers for (GET/POST /admininfo/carriers, issue 31). */
export interface ShownCarrier {
  id: number;
  name: string;
  /** Issue 48: its name on Chinese pages ('' when the same as `name`). */
  name_zh: string;
  /** Other names staff may type for it when shipping. */
  aliases: string[];
  /** Its tracking page; {number} stands for the tracking number. */
  trackingurl: string;
}

/** POST /admininfo/carriers: aliases comma-separated. */
export interface NewCarrier {
  name: string;
  /** Optional (issue 48): the name Chinese pages show. */
  name_zh?: string;
  aliases: string;
  trackingurl: string;
}

/** The order desk's filter (status query). */
export type DeskFilter = 'all' | 'unpaid' | 'paid' | 'shipped' | 'invoice' | 'canceled';

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

/** A review with everything staff need to judge it. */
export interface QueuedReview {
  id: number;
  pid: number;
  catno: string;
  productname: string;
  firstname: string;
  lastname: string;
  country: string;
  email: string;
  institution: string;
  lotnumber: string;
  applicationused: string;
  species: string;
  /** The species the reviewer typed when they chose "Else". */
  speciesElse: string;
  type: string;
  specification: string;
  primaryantibodydilution: string;
  uploadanyimages: string;
  imageurl: string;
  commenttime: string;
  status: ReviewStatus;
  moderatedtime: string | null;
  reply: { content: string; replytime: string } | null;
}

/** A requirement form as the staff inbox lists it. */
export interface RequirementRow {
  id: number;
  email: string;
  antibodyname: string;
  apply: string[];
  resource: string[];
  description: string;
  language: 'zh' | 'en';
  mailed: boolean;
  handled: boolean;
  committime: string;
}

/** A product's lot as staff see it (products/:pid/lots). */
export interface Lot {
  lotid: number;
  lot_number: string;
  /** YYYY-MM-DD */
  expires_on: string;
  /** The certificate's URL, '' when the lot has none. */
  coa: string;
  coa_name: string;
  /** Order lines shipped from this lot: it can then no longer be deleted or renumbered. */
  shipped: number;
}

/** A lot's fields as added or edited; `Upload` is the certificate file as the sender holds it (a browser File). */
export interface LotForm<Upload> {
  pid: number;
  lot_number: string;
  expires_on: string;
  coa?: Upload | null;
  remove_coa?: boolean;
}

/** A promotion as staff save it (multipart); a new one has no textid. `Upload` is the picture file as the sender holds it. */
export interface PromotionChange<Upload> {
  textid?: number;
  textname_ch: string;
  textname_en: string;
  textedit_ch: string;
  textedit_en: string;
  imagefile?: Upload;
}

/** A search text that found nothing, with how often and when last (issue 23). */
export interface SearchMissRow {
  /** In simplified characters (issue 49). */
  text: string;
  /** The same search typed otherwise (traditional characters: 抗體 for 抗体), counted in `searches`. */
  variants: string[];
  searches: number;
  lastseen: string;
}

/** The period asked for (from, to: YYYY-MM-DD). */
export interface SearchMissesPeriod {
  from: string;
  to: string;
}

export interface SearchMissesAnswer extends SearchMissesPeriod {
  data: SearchMissRow[];
}

/** A distributor as the staff desk lists it: the spec's Distributor plus its province code. */
export interface DeskDistributor extends Distributor {
  provincecode: string;
}

/** A distributor as staff add or edit it. */
export interface DistributorDraft {
  agentname: string;
  /** Province code. */
  province: string;
  enorch: 'zh' | 'en' | '';
  adress: string;
  website: string;
  email: string;
  telephone: string;
}

/** A province the desk offers, with its names in both languages. */
export interface ProvinceChoice {
  code: string;
  zh: string;
  en: string;
}

/** The distributor desk's query. */
export interface DistributorFilter {
  province: string;
  enorch: string;
  page: number;
}

/** A carousel slide with both names, as the staff desk lists it. */
export interface DeskSlide {
  id: number;
  url: string;
  routlink: string;
  picname_ch: string;
  picname_en: string;
  position: number;
}

/** A slide as staff add or edit it (multipart). `Upload` is the picture file: required for a new slide, absent keeps the current one. */
export interface SlideDraft<Upload> {
  routlink: string;
  picname_ch: string;
  picname_en: string;
  imagefile?: Upload;
}
