import type { Product } from './product.entity';
import type { ProductImage } from './product-image.entity';

/**
 * The API edge: spec section 3/7 field names (catno, productname, ...) are produced here only.
 */

/** Generated pictures are rendered by GET /api/iteminfo/image/:pid/:n.svg; ?v= changes with a reseed. */
export function imagePath(productId: number, image: Pick<ProductImage, 'position' | 'path'>, imageSeed: number | null): string {
  if (imageSeed !== null) return `/api/iteminfo/image/${productId}/${image.position}.svg?v=${imageSeed}`;
  return image.path;
}

export const yuan = (fen: number): number => Math.round(fen) / 100;

export interface SearchItemRow {
  id: number;
  product_name: string;
  catalogue_number: string;
  applications: string[];
  reactivities: string[];
  search_tags: string[];
  image_seed: number | null;
  first_image_path: string | null;
}

export function searchItem(row: SearchItemRow) {
  return {
    pid: row.id,
    productname: row.product_name,
    catno: row.catalogue_number,
    application: row.applications.join(', '),
    reactivity: row.reactivities.join(', '),
    search_tag: row.search_tags.join(','),
    picture: row.first_image_path === null ? '' : imagePath(row.id, { position: 1, path: row.first_image_path }, row.image_seed),
  };
}

export function imageInfo(product: Pick<Product, 'id' | 'imageSeed'>, images: ProductImage[]) {
  return [...images]
    .sort((a, b) => a.position - b.position)
    .map((image) => ({
      imagepath: imagePath(product.id, image, product.imageSeed),
      description: image.description,
      description_en: image.descriptionEn,
    }));
}

export interface RelatedProduct {
  pid: number;
  productname: string;
  catno: string;
  picture: string;
}

/** GET /iteminfo/baseinfo/ data: every Product field of spec section 3, with three size/price options. */
export function productDetail(product: Product, related: RelatedProduct[]) {
  const option = (n: 1 | 2 | 3) => product.prices.find((p) => p.option === n);
  return {
    pid: product.id,
    productname: product.productName,
    catno: product.catalogueNumber,
    producttype: product.productType,
    host: product.host,
    application: product.applications.join(', '),
    reactivity: product.reactivities.join(', '),
    dilutionratio: product.dilutionRatio,
    concentration: product.concentration,
    immunogen: product.immunogen,
    specificity: product.specificity,
    conjugation: product.conjugation,
    modification: product.modification,
    form: product.form,
    buffersystem: product.bufferSystem,
    storage: product.storage,
    purification: product.purification,
    clonality: product.clonality,
    clonalityNo: product.cloneNumber,
    isotype: product.isotype,
    lightchaintype: product.lightChainType,
    molecularweight: product.molecularWeight,
    genename: product.geneName,
    alternativenames: product.alternativeNames,
    background: product.background,
    subcellularlocation: product.subcellularLocation,
    researchfield: product.researchField,
    proteinname: product.proteinName,
    entrezgenehuman: product.entrezGeneHuman,
    entrezgenemouse: product.entrezGeneMouse,
    entrezgenerat: product.entrezGeneRat,
    swissprothuman: product.swissProtHuman,
    swissprotmouse: product.swissProtMouse,
    swissprotrat: product.swissProtRat,
    search_tag: product.searchTags.join(','),
    recommend: related.map((r) => r.pid),
    /** Names and pictures of `recommend`, so the detail page needs no call per related product. */
    recommendinfo: related,
    size1: option(1)?.size ?? '',
    price1: option(1) ? yuan(option(1)!.priceFen) : null,
    size2: option(2)?.size ?? '',
    price2: option(2) ? yuan(option(2)!.priceFen) : null,
    size3: option(3)?.size ?? '',
    price3: option(3) ? yuan(option(3)!.priceFen) : null,
  };
}
