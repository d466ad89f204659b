/**
 * What the app sends to the calls that had no request type of their own (issue 32): queries and small
 * forms. The API's request classes are checked against these (`Same<keyof XDto, keyof X>` beside each
 * class), as against the forms declared with their answers (OrderForm, NewAddress, ReviewForm,
 * Requirement, CodedChange, LotForm, DistributorDraft, …). Numbers are sent as text; the names are the point.
 */
import type { Facet } from './products/product-fields';
import type { DeskFilter, ReviewStatus } from './staff';
import type { SafetySheetLanguage, SafetySheetScope } from './staff-catalogue';

/** A page of a list (the requirement inbox). */
export interface PageQuery {
  page: number;
}

/** A product named by its id (GET /iteminfo/baseinfo/, /comment/showcomment/). */
export interface ProductQuery {
  pid: number;
}

/** GET /iteminfo/datasheet: the product's datasheet in a language. */
export interface DatasheetQuery extends ProductQuery {
  lang: 'zh' | 'en';
}

/** GET /iteminfo/suggest/ */
export interface SuggestQuery {
  q: string;
}

/** The list's orders (issue 15). */
export type SearchSort = 'relevance' | 'cited' | 'newest';

/** The /hot list's search: the words, the filters (each a list) and the order. */
export type SearchQuery = {
  searchword: string;
  sort: SearchSort;
  /** '1': the reactivity filter also finds products predicted (by homology) to react with a chosen species (issue 35). */
  predicted: '1' | '0';
} & Record<Facet, string[]>;

/** GET /iteminfo/searchitem/: the search and its page. */
export type SearchPageQuery = SearchQuery & { searchpageid: number };

/** GET /iteminfo/searchexport: the search as a file, in a language. */
export type SearchExportQuery = SearchQuery & { format: 'csv' | 'xlsx'; lang: 'zh' | 'en' };

/** GET /iteminfo/coa/:file?lot= — the lot whose name the download takes. */
export interface CoaQuery {
  lot: number;
}

/** GET /orderinfo/proforma: an order's pro-forma PDF; `lang` names the page whose link opened it (its refusals are read there). */
export interface ProformaQuery {
  orderlistid: number;
  lang: 'zh' | 'en';
}

/** GET /agentinfo/: the distributors of a province, the provinces in a language. */
export interface AgentQuery {
  province: string;
  enorch: 'zh' | 'en';
}

/** POST /cartinfo/addcart: a size of a product, a quantity (negative steps down); uid and price are the spec's client's, ignored. */
export interface BasketAddition {
  pid: number;
  priceid: number;
  quantity: number;
  uid: string;
  price: string;
}

/** POST /cartinfo/delcartprd (the spec names the basket row `cartid` here, `carid` in the basket). */
export interface BasketRemoval {
  cartid: number;
}

/** POST /cartinfo/quickorder/preview and /add: the pasted lines. */
export interface QuickOrderForm {
  lines: string;
}

/** POST /comment/addcommentpic (multipart, with the picture as `file`). */
export interface ReviewPictureForm {
  pid: string;
  /** `${uid}-${pid}-${name}`: the spec's client names the picture. */
  FileNewName: string;
}

/** POST /orderinfo/orderagain: a past order and the lines to order again (all when none). */
export interface OrderAgainForm {
  orderlistid: number;
  line: number[];
}

/** GET /orderinfo/quotation: basket rows to quote, in a language. */
export interface QuotationQuery {
  caridlist: number[];
  lang: 'zh' | 'en';
}

/** POST /useridentify/login */
export interface LoginForm {
  email: string;
  password: string;
}

/** POST /useridentify/sendverify and /forgotsendIdentify: where to send a code, with the puzzle's pass. */
export interface CodeRequest {
  email: string;
  puzzlepass: string;
}

/** POST /useridentify/puzzle/check: where the piece was dropped. */
export interface PuzzleAnswer {
  id: string;
  x: number;
}

/** GET admininfo/orders */
export interface DeskOrderQuery {
  status: DeskFilter;
  page: number;
  /** A PO number (whole or its beginning, any case) or an order number (SO-000123 or 123); empty: every order. */
  q: string;
}

/** POST admininfo/orders/:id/shipped: one lot per order line, in line order, and the parcel. */
export interface Shipment {
  lotid: Array<number | ''>;
  carrier: string;
  trackingnumber: string;
}

/** POST admininfo/orders/:id/invoice */
export interface InvoiceRecord {
  taxid: string;
}

/** GET admininfo/reviews */
export interface ReviewQueueQuery {
  status: ReviewStatus;
  page: number;
}

/** POST admininfo/reviews/:id/reply */
export interface ReviewReply {
  content: string;
}

/** POST admininfo/carousel/:id/move */
export interface SlideMove {
  direction: 'up' | 'down';
}

/** GET admininfo/catalogue/export: the catalogue or its references as a sheet. */
export interface CatalogueExportQuery {
  format: 'csv' | 'xlsx';
  sheet: 'products' | 'references';
}

/** POST admininfo/catalogue/products/:pid/images(/:position/caption): the picture's captions. */
export interface PictureCaption {
  caption: string;
  caption_en: string;
}

/** POST admininfo/catalogue/products/:pid/images/order: the pictures' positions in their new order, comma-separated. */
export interface PictureOrder {
  order: string;
}

/** GET admininfo/search-misses: a period, how many rows, as JSON or a CSV file. */
export interface SearchMissesQuery {
  from: string;
  to: string;
  limit: number;
  format: 'json' | 'csv';
}

/** GET admininfo/catalogue/targetnames */
export interface TargetNamesQuery {
  search: string;
  page: number;
}

/** POST admininfo/catalogue/targetnames: a Chinese name or synonym for a target. */
export interface TargetNameAddition {
  symbol: string;
  name: string;
}

/** POST admininfo/catalogue/targetnames/remove: an added name. */
export interface TargetNameRemoval {
  id: number;
}

/** POST admininfo/catalogue/targetnames/families: a target staff add to a family (issue 49). */
export interface TargetFamilyAddition {
  family: string;
  symbol: string;
}

/** POST admininfo/catalogue/targetnames/families/remove: a member staff added. */
export interface TargetFamilyRemoval {
  id: number;
}

/** POST vocabularies/:name and /relabel: a value's labels and other spellings. */
export interface ValueLabels {
  key: string;
  zh: string;
  en: string;
  synonyms: string[];
}

/** POST vocabularies/:name/reorder: every key, in the new order. */
export interface ValueOrder {
  keys: string[];
}

/** POST vocabularies/:name/merge: `from` goes into `into`. */
export interface ValueMerge {
  from: string;
  into: string;
}

/** POST vocabularies/:name/retire (retired false brings it back). */
export interface ValueRetirement {
  key: string;
  retired: boolean;
}

/** GET /iteminfo/coalookup (issue 35): the catalogue number and the lot number as printed on the vial's label. */
export interface CoaLookupQuery {
  catno: string;
  lot: string;
}

/** POST admininfo/catalogue/products/:pid/sds[/delete] (issue 35): which sheet — its language, the product's own or its type's. */
export interface SafetySheetTarget {
  language: SafetySheetLanguage;
  scope: SafetySheetScope;
}
