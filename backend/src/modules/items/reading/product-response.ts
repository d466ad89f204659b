import {
  ATTRIBUTE_FIELDS,
  type AttributeWire,
  FIELD_BY_WIRE,
  isMultiValued,
  type ProductAttributes,
  type ProductDetail,
  type ProductImage as ShownImage,
  type ProductStatus,
  type RelatedProduct,
  type SearchItem,
} from '@shop/contract';
import type { Product } from '../product.entity';
import type { ProductImage } from '../product-image.entity';
import { pictureUrl } from '../pictures/picture-store';
import { referenceList, ResearchRows, validationEntries } from '../evidence/product-evidence';

/**
 * The API edge: spec section 3/7 field names (catno, productname, ...) are produced here only, from
 * the field declaration.
 */

export const yuan = (fen: number): number => Math.round(fen) / 100;

/**
 * A search result row as CatalogueService reads it: the declaration's listed columns (by column
 * name), the citation count and the first picture.
 */
export type SearchItemRow = {
  id: number;
  citations: number;
  first_image_file: string | null;
} & Record<string, string | string[] | number | null>;

const LISTED = ATTRIBUTE_FIELDS.filter((f) => f.listed);

/** SQL select list of a search result row (products aliased p). */
export const LIST_COLUMNS = `p.id, ${LISTED.map((f) => `p.${f.column}`).join(', ')}, p.citations,
  (SELECT i.file FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS first_image_file`;

/** Multi-valued attributes are one text on the wire: "WB, IHC" (tags without the space, as the spec writes them). */
function wireValue(value: string | string[], wire: string): string {
  if (!Array.isArray(value)) return value;
  return value.join(wire === 'search_tag' ? ',' : ', ');
}

export function searchItem(row: SearchItemRow): SearchItem {
  const item: Record<string, string | number> = { pid: row.id };
  for (const field of LISTED) item[field.wire] = wireValue((row[field.column] as string | string[] | null) ?? '', field.wire);
  item.citations = row.citations;
  item.picture = row.first_image_file ? pictureUrl(row.first_image_file, 'thumb') : '';
  return item as unknown as SearchItem;
}

export function imageInfo(images: ProductImage[]): ShownImage[] {
  return [...images]
    .sort((a, b) => a.position - b.position)
    .map((image) => ({
      imagepath: pictureUrl(image.file, 'detail'),
      thumb: pictureUrl(image.file, 'thumb'),
      zoom: pictureUrl(image.file, 'zoom'),
      description: image.description,
      description_en: image.descriptionEn,
    }));
}

export type { RelatedProduct };

/** Every declared attribute under its wire name. */
export function productAttributes(product: Product): ProductAttributes {
  const out = {} as ProductAttributes;
  for (const field of ATTRIBUTE_FIELDS) {
    const value = product[field.property as keyof Product] as string | string[];
    out[field.wire as AttributeWire] = isMultiValued(field) ? wireValue(value ?? [], field.wire) : ((value as string) ?? '');
  }
  return out;
}

/** GET /iteminfo/baseinfo/ data: every Product field of spec section 3, with three size/price options. */
export function productDetail(
  product: Product,
  related: RelatedProduct[],
  research: ResearchRows,
  successors: { replacement: RelatedProduct | null; alternatives: RelatedProduct[] } | null = null,
  safetySheets: ProductDetail['sds'] = {},
): ProductDetail {
  const option = (n: number) => product.prices.find((p) => p.option === n);
  const sizes = {} as Pick<ProductDetail, 'size1' | 'size2' | 'size3' | 'price1' | 'price2' | 'price3'>;
  for (const field of FIELD_BY_WIRE.values()) {
    if (field.kind === 'size') sizes[field.wire as 'size1' | 'size2' | 'size3'] = option(field.option!)?.size ?? '';
    if (field.kind === 'price') sizes[field.wire as 'price1' | 'price2' | 'price3'] = option(field.option!) ? yuan(option(field.option!)!.priceFen) : null;
  }
  return {
    pid: product.id,
    ...productAttributes(product),
    status: product.status as ProductStatus,
    recommend: related.map((r) => r.pid),
    /** Names and pictures of `recommend`, so the detail page needs no call per related product. */
    recommendinfo: related,
    /** A discontinued product's replacement (staff's `replacedby`, when orderable) and alternatives (issue 25); null and [] otherwise. */
    replacement: successors?.replacement ?? null,
    alternatives: successors?.alternatives ?? [],
    ...sizes,
    /** The evidence matrix's entries (issue 15): application × species × kind of evidence. */
    validation: validationEntries(research, product.images),
    /** The spec's Reference list (name, qikan, id = PubMed ID, shuxing, application, if). */
    reference: referenceList(research),
    citations: research.referenceRows.length,
    /** Safety data sheets per language (issue 35): the product's own, else its product type's. */
    sds: safetySheets,
  };
}
