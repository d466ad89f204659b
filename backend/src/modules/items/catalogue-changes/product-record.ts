import type { EvidenceRecord, LocalizedText, ProductProperties } from '@shop/contract';

/** One size option; `option` is the basket's priceid. Money in integer fen. */
export interface PriceOptionRecord {
  option: 1 | 2 | 3;
  size: string;
  priceFen: number;
}

/** A picture in the picture store, named as the sheet's images column names it. */
export interface PictureRecord {
  file: string;
  originalName: string;
  caption: string;
  captionEn: string;
}

/**
 * A whole product as the catalogue writer stores it: the declared attributes, related products by
 * catalogue number, size options and pictures. The sheet, the staff editor and the demo seed all
 * end up here.
 */
export interface ProductRecord {
  attributes: ProductProperties;
  recommend: string[];
  prices: PriceOptionRecord[];
  images: PictureRecord[];
  validation: EvidenceRecord[];
}

/** What a sheet row or an editor form says about a product: only the columns it carries. */
export interface ProductPatch {
  attributes: Partial<ProductProperties>;
  recommend?: string[];
  /** Per option, only the parts the row carries (a sheet may correct price1 alone). */
  prices?: Partial<Record<1 | 2 | 3, { size?: string; priceFen?: number | null }>>;
  /** Picture references as written; resolved to stored files by the importer or the editor. */
  images?: PictureReference[];
  validation?: EvidenceRecord[];
}

export interface PictureReference {
  name: string;
  caption: string;
  captionEn: string;
}

export interface CellProblem {
  column: string;
  message: LocalizedText;
}

/** A problem of one sheet row (row 1 = the header). */
export interface RowProblem extends CellProblem {
  row: number;
}
