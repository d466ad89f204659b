import type { WrittenProperties } from '@shop/contract';

export interface PriceOption {
  size: string;
  /** Money is kept as integer fen (1 yuan = 100 fen) so sums never drift. */
  priceFen: number;
}

export interface ProductImage {
  path: string;
  description: string;
  descriptionEn: string;
}

/**
 * Attributes the generator leaves to the seed's sheet row (products.seed.ts productRow) or leaves empty: the RRID comes
 * with the demo's research evidence, the stock with the sizes, predicted species from the tested ones, the status is
 * always active; the demo names no product in Chinese, gives no Chinese aliases and replaces no product.
 */
type FilledByTheRow = 'rrid' | 'stock1' | 'stock2' | 'stock3' | 'predictedReactivities' | 'status' | 'productNameZh' | 'alternativeNamesZh' | 'replacedBy';

/**
 * A generated product: every attribute the declaration has staff write (@shop/contract's WrittenProperties, so a newly
 * declared one must be generated too) but those above, with the related products, sizes and pictures.
 */
export interface CatalogueProduct extends Omit<WrittenProperties, FilledByTheRow> {
  pid: number;
  recommended: number[];
  prices: [PriceOption, PriceOption, PriceOption];
  images: ProductImage[];
}
