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

export interface CatalogueProduct {
  pid: number;
  catalogueNumber: string;
  productName: string;
  productType: string;
  host: string;
  applications: string[];
  reactivities: string[];
  modification: string;
  conjugation: string;
  clonality: string;
  cloneNumber: string;
  isotype: string;
  lightChainType: string;
  dilutionRatio: string;
  concentration: string;
  immunogen: string;
  specificity: string;
  form: string;
  bufferSystem: string;
  storage: string;
  purification: string;
  molecularWeight: string;
  geneName: string;
  alternativeNames: string;
  background: string;
  subcellularLocation: string;
  researchField: string;
  proteinName: string;
  entrezGeneHuman: string;
  entrezGeneMouse: string;
  entrezGeneRat: string;
  swissProtHuman: string;
  swissProtMouse: string;
  swissProtRat: string;
  searchTags: string[];
  recommended: number[];
  prices: [PriceOption, PriceOption, PriceOption];
  images: ProductImage[];
}

