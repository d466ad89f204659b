/** The staff catalogue calls (/api/admininfo/catalogue/*): the editor, pictures, imports, references. Column names are the import sheet's. */
import type { Reference } from './catalogue';
import type { LocalizedText } from './localized-text';
import type { FieldGroup, ProductFieldKind, ProductStatus } from './products/product-fields';
import type { VocabularyName, VocabularyValue } from './products/vocabulary-lookup';

/** How the editor asks for a field: the declaration's kinds (related products are a list). */
export type FieldKind = Exclude<ProductFieldKind, 'related'>;

/** GET fields data row: one column of the sheet and the editor. */
export interface CatalogueField {
  column: string;
  label: LocalizedText;
  kind: FieldKind;
  required: boolean;
  values?: readonly string[];
  /** The vocabulary `values` come from (staff manage it on the vocabularies page); absent for the code's own lists. */
  vocabulary?: VocabularyName;
  group: FieldGroup;
}

/** One refused cell of a save (the refusal's problems) or of an import row. */
export interface Problem {
  row?: number;
  column: string;
  message: string;
}

/** GET products query: words, status and page of the staff product list. */
export interface ProductListQuery {
  q: string;
  status: 'all' | ProductStatus;
  page: number;
}

/** GET products data row. */
export interface StaffProductRow {
  pid: number;
  catno: string;
  productname: string;
  producttype: string;
  status: ProductStatus;
  updated_at: string;
  picture: string;
}

/** GET products answer: a page of the list, the number of matches and the page size. */
export interface StaffProductList {
  data: StaffProductRow[];
  total: number;
  pagesize: number;
}

/** A product's picture as the editor shows it. */
export interface StaffPicture {
  position: number;
  file: string;
  /** Its name in the sheet's images column: validation entries name their figure by it. */
  name: string;
  thumb: string;
  detail: string;
  zoom: string;
  caption: string;
  caption_en: string;
}

/** GET products/:pid data: the product's cells by sheet column, and its pictures. */
export interface StaffProduct {
  pid: number;
  status: ProductStatus;
  updated_at: string;
  cells: Record<string, string>;
  images: StaffPicture[];
}

export type ImportPhase = 'validating' | 'validated' | 'rejected' | 'importing' | 'done' | 'failed';

/** What an import did (or, checked, would do); problems in the caller's language. */
export interface ImportReport {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  discontinued: number;
  problems: Array<{ row: number; column: string; message: string }>;
  problemCount: number;
  /** Rows whose catalogue number matched a stored one only loosely (first 1000). */
  loose?: Array<{ row: number; sheet: string; stored: string }>;
  looseCount?: number;
  /** Updated products (first 1000) with the columns that change, old → new. */
  changes?: Array<{ catno: string; fields: Array<{ column: string; old: string; new: string }> }>;
  /** Values the sheet brought that the vocabularies lacked: added (or, while checking, to be added) with the add-values tick box. */
  addedValues?: Array<{ vocabulary: string; key: string }>;
}

/** An import as the staff page follows it. */
export interface ImportState {
  id: string;
  state: ImportPhase;
  sheet: string;
  /** Loose matches rename products to the sheet's spelling (the upload's tick box). */
  rename_catno?: boolean;
  /** Values the vocabularies lack are added (the upload's second tick box). */
  add_values?: boolean;
  progress: { done: number; total: number };
  report: ImportReport | null;
  message: string | null;
}

/** A product's reference as staff see it (products/:pid/references): the public Reference with its place. */
export interface StaffReference extends Reference {
  /** 1-based place in the product's list; the edit and delete calls name it. */
  position: number;
}

/** The reference form's fields, named as the references sheet's columns. */
export interface ReferenceForm {
  title: string;
  journal: string;
  pmid: string;
  sample: string;
  species: string;
  application: string;
  impact_factor: string;
}

/** GET vocabularies data row (/api/admininfo/catalogue/vocabularies): a vocabulary, headed by the field it serves. */
export interface VocabularyHeading {
  name: VocabularyName;
  label: LocalizedText;
}

/** GET vocabularies/:name data row, and every change's answer: a value as staff manage it, retired ones included. */
export interface ManagedValue extends VocabularyValue {
  /** Its place in the vocabulary's display order. */
  position: number;
  /** Products whose own columns carry the value. */
  products: number;
}

/** POST vocabularies/:name/merge answer: the vocabulary after the merge and how many products moved to the kept value. */
export interface MergedValues {
  data: ManagedValue[];
  moved: number;
}

/**
 * GET admininfo/catalogue/targetnames data row (issue 30): a target's names as search reads them —
 * its gene symbol, the English names and the Chinese names the shop ships, and the Chinese names or
 * synonyms staff added (removable).
 */
export interface TargetNameRow {
  symbol: string;
  en: string[];
  /** Shipped Chinese names (not removable here). */
  zh: string[];
  /** Chinese names or synonyms staff added. */
  added: { id: number; name: string }[];
  /** Active products whose gene symbol is this target. */
  products: number;
}

/** GET admininfo/catalogue/targetnames answer (besides code): one page of targets matching `search`. */
export interface TargetNamesAnswer {
  data: TargetNameRow[];
  total: number;
  /** Number of pages. */
  page: number;
}

/**
 * A family of targets as staff keep it (issue 49: 热休克蛋白 / heat shock protein finds its members): the shipped
 * members, then those staff added (removable), best-known first.
 */
export interface TargetFamilyRow {
  key: string;
  zh: string[];
  en: string[];
  members: { symbol: string; /** Set for a member staff added. */ id?: number }[];
}

/** GET admininfo/catalogue/targetnames/families answer (besides code). */
export interface TargetFamiliesAnswer {
  data: TargetFamilyRow[];
}

/** A safety data sheet's language, and whether it serves one product or every product of its product type (issue 35). */
export type SafetySheetLanguage = 'zh' | 'en';
export type SafetySheetScope = 'product' | 'type';

/** A safety data sheet as the editor's panel lists it (issue 35). */
export interface StaffSafetySheet {
  language: SafetySheetLanguage;
  /** The uploaded file's name. */
  name: string;
  url: string;
}

/** GET/POST /admininfo/catalogue/products/:pid/sds data: the product's own sheets and its product type's. */
export interface StaffSafetySheets {
  producttype: string;
  product: StaffSafetySheet[];
  type: StaffSafetySheet[];
}
