/**
 * The catalogue's answers: the search list, the product page, its reviews and suggestions
 * (spec sections 3 and 7, /iteminfo, /indexinfo, /comment/showcomment, /agentinfo).
 */
import type { AttributeWire, Facet, ProductStatus } from './products/product-fields';

/** Each attribute as one text under its wire name (the declaration's AttributeWire); several values are joined ("WB, IHC"; tags "a,b"). */
export type ProductAttributes = Record<AttributeWire, string>;

/** A search result row (GET /iteminfo/searchitem/ data). */
export interface SearchItem {
  pid: number;
  catno: string;
  productname: string;
  /** The product's Chinese name ('' when the supplier gave none): the zh list shows it as the title. */
  productnamezh: string;
  application: string;
  reactivity: string;
  /** Antibody Registry identifier ("AB_2900017"), '' when the product has none. */
  rrid: string;
  /** The evidence filter's values the product has, as one text: "knockout, publications". */
  evidence: string;
  search_tag: string;
  /** Number of references. */
  citations: number;
  picture: string;
}

export interface FacetCount {
  value: string;
  count: number;
}

/**
 * What a chip read from the search words stands for (issues 23, 30): a list filter (host … producttype,
 * modification), or a kind of product the words name: `loadingcontrol` (内参 / loading control; values
 * 'any', 'nuclear', 'membrane', 'mitochondrial', 'cytoplasmic'), `recombinant` (重组; value 'recombinant'),
 * `family` (热休克蛋白 / heat shock protein, issue 49; value the family's key in the target-name table).
 * Declared in backend reading/query-words.ts (ChipFacet); the API checks this copy against it (reading/items.controller.ts).
 */
export type QueryFilterFacet =
  | 'host'
  | 'clonality'
  | 'application'
  | 'conjugation'
  | 'reactivity'
  | 'producttype'
  | 'modification'
  | 'loadingcontrol'
  | 'recombinant'
  | 'family';

/** A family chip's names in both languages and its best-known members, as the target-name table holds them (staff edit it). */
export interface ChipFamily {
  zh: string;
  en: string;
  /** The first members, best-known first ("HSP70", "HSP90", "HSP27"). */
  members: string[];
  /** How many members the family has in all. */
  size: number;
}

/** A filter the server read from the search words (issue 23): "rabbit" → host Rabbit, with the search text without it. */
export interface QueryFilter {
  facet: QueryFilterFacet;
  values: string[];
  word: string;
  without: string;
  /** For a `family` chip: what the family is called and holds. */
  family?: ChipFamily;
}

/**
 * Why the list is not exactly what was typed (issue 30), never a silent change:
 * - `widened`: the target exists but the chips in `dropped` left nothing; the list shows the
 *   target's products without them ("没有 PE 标记的 CD45 抗体，以下为其他 CD45 抗体"; a dropped
 *   modification: "没有磷酸化 AKT 抗体，以下为 AKT 总蛋白抗体");
 * - `absent`: the catalogue has no product of the target ("目录中没有 CD4 抗体"): the page offers the
 *   requirement form with `target` and `related` targets the catalogue has; the list is empty, or
 *   holds products that only mention the target in their description (an HLA-DR antibody for CD4).
 * `target` is '' when the words named none (驴抗兔488: only chips).
 */
export interface SearchNotice {
  kind: 'widened' | 'absent';
  /** The target as the words name it ("CD45", "AKT", "波形蛋白" → "VIM"). */
  target: string;
  dropped: QueryFilter[];
  /** For `absent`: targets of the catalogue whose names begin like the typed one ("CD44", "CD45"), each a search. */
  related: string[];
}

/** A product named beside another: related products, a discontinued product's replacement and alternatives. */
export interface RelatedProduct {
  pid: number;
  productname: string;
  catno: string;
  picture: string;
}

/** GET /iteminfo/searchitem/ answer (besides code). */
export interface SearchAnswer {
  data?: SearchItem[];
  /** Number of pages. */
  page?: number;
  /** Number of matching products. */
  total?: number;
  facets?: Partial<Record<Facet, FacetCount[]>>;
  /** Set when nothing matched the word as typed and a word one letter away was searched instead ("Calbindin"). */
  correctedword?: string;
  /** The word was the catalogue number of a discontinued product (not listed): it, with its replacement (issue 25). */
  discontinued?: RelatedProduct & { replacement: RelatedProduct | null };
  queryfilters?: QueryFilter[];
  notice?: SearchNotice;
}

/** A product picture: detail size; thumb and zoom are the strip and enlarged sizes. */
export interface ProductImage {
  imagepath: string;
  thumb: string;
  zoom: string;
  description: string;
  description_en: string;
}

/** Evidence the supplier enters (knockout, own data) or the shop derives (approved reviews, references). */
export type EvidenceKind = 'knockout' | 'own-data' | 'user-review' | 'cited';

export interface EvidenceFigure {
  thumb: string;
  detail: string;
  zoom: string;
  description: string;
  description_en: string;
}

/** One cell of the evidence matrix: which kind of evidence backs an application in a species. */
export interface ValidationEntry {
  application: string;
  species: string;
  kind: EvidenceKind;
  figure?: EvidenceFigure | null;
  note?: string;
  note_en?: string;
  /** Approved reviews behind a 'user-review' entry. */
  reviews?: number;
  /** PubMed IDs behind a 'cited' entry. */
  pmids?: string[];
}

/** The spec's Reference (name, qikan, id = PubMed ID or '', shuxing, application, if) with the species. */
export interface Reference {
  name: string;
  qikan: string;
  id: string;
  shuxing: string;
  species: string;
  application: string;
  if: string;
}

/** Spec section 3 "Product", as GET /iteminfo/baseinfo/ answers it (prices in yuan, null for a size without one). */
export interface ProductDetail extends Omit<ProductAttributes, 'status'> {
  pid: number;
  /** A discontinued product keeps its page but can no longer be ordered. */
  status: ProductStatus;
  recommend: number[];
  /** Names and pictures of `recommend`, so the page needs no call per related product. */
  recommendinfo: RelatedProduct[];
  /** A discontinued product's replacement (when orderable) and alternatives: same target and host first, same protein form. */
  replacement: RelatedProduct | null;
  alternatives: RelatedProduct[];
  size1: string;
  size2: string;
  size3: string;
  price1: number | null;
  price2: number | null;
  price3: number | null;
  validation: ValidationEntry[];
  reference: Reference[];
  /** Number of references. */
  citations: number;
  /** Safety data sheets (PDF) per language: the product's own, else its product type's (issue 35). */
  sds: Partial<Record<'zh' | 'en', { url: string; name: string }>>;
}

/** GET /iteminfo/baseinfo/ answer: data is null for an unknown product (the spec's code 300). */
export interface ProductAnswer {
  data?: ProductDetail | null;
  imginfo?: ProductImage[];
}

/** GET /indexinfo/bottom data row. */
export interface Recommendation {
  pid: number;
  productname: string;
  imginfo?: Array<{ imagepath: string }>;
}

/** GET /iteminfo/suggest/ data row. */
export interface Suggestion {
  /** The word searched for when the suggestion is picked. */
  text: string;
  kind?: 'gene' | 'alias' | 'name' | 'catalogue';
}

/** An approved review as the product page shows it (GET /comment/showcomment/). */
export interface ShownReview {
  id: number;
  firstname: string;
  commenttime: string;
  uploadanyimages: string;
  imageurl: string;
  applicationused: string;
  primaryantibodydilution: string;
  species: string;
  type: string;
  specification: string;
  reply: { content: string; replytime: string } | null;
}

/** GET /agentinfo/ as the product page's province finder reads it: the provinces' names. */
export interface ProvinceNames {
  province2?: Array<{ province: string } | string>;
}

/** GET /iteminfo/coalookup data (issue 35): the certificate of a lot, found by its catalogue number and lot number. */
export interface CoaLookup {
  catno: string;
  productname: string;
  /** The product's Chinese name, '' when the supplier gave none. */
  productnamezh: string;
  lotnumber: string;
  /** YYYY-MM-DD. */
  expireson: string;
  /** Where the certificate (PDF) downloads from. */
  coa: string;
}

/** GET /iteminfo/coalookup answer: the lot's certificate (code 200), or none (code 300) with the one message for every pair that gives none. */
export interface CoaLookupAnswer {
  data: CoaLookup | null;
  message?: string;
}
