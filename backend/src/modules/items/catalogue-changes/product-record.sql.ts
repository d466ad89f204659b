import { ATTRIBUTE_FIELDS, type EvidenceRecord, isMultiValued } from '@shop/contract';
import type { PictureRecord, PriceOptionRecord, ProductRecord } from './product-record';

/**
 * Reading whole products (attributes, related catalogue numbers, prices, pictures) in one statement,
 * for the writer's comparison, the export and the staff editor.
 */
export const RECORD_SELECT = `
  SELECT p.id, p.catalogue_key, p.updated_at,
    ${ATTRIBUTE_FIELDS.map((f) => `p.${f.column} AS "${f.property}"`).join(', ')},
    (SELECT coalesce(array_agg(r.catalogue_number ORDER BY u.ord), '{}')
       FROM unnest(p.recommended_ids) WITH ORDINALITY u(id, ord) JOIN products r ON r.id = u.id) AS recommend,
    (SELECT coalesce(json_agg(json_build_object('option', x.option, 'size', x.size, 'priceFen', x.price_fen)
       ORDER BY x.option), '[]') FROM product_prices x WHERE x.product_id = p.id) AS prices,
    (SELECT coalesce(json_agg(json_build_object('file', i.file, 'originalName', i.original_name,
       'caption', i.description, 'captionEn', i.description_en) ORDER BY i.position), '[]')
       FROM product_images i WHERE i.product_id = p.id) AS images,
    (SELECT coalesce(json_agg(json_build_object('application', e.application, 'species', e.species, 'kind', e.kind,
       'figure', coalesce(e.figure_file, ''), 'note', e.note, 'noteEn', e.note_en) ORDER BY e.position), '[]')
       FROM product_evidence e WHERE e.product_id = p.id) AS validation
  FROM products p`;

export interface StoredRecord {
  id: number;
  key: string;
  updatedAt: Date;
  record: ProductRecord;
}

export function toStoredRecord(row: Record<string, unknown>): StoredRecord {
  const attributes: Record<string, unknown> = {};
  for (const field of ATTRIBUTE_FIELDS) attributes[field.property] = row[field.property] ?? (isMultiValued(field) ? [] : '');
  return {
    id: Number(row.id),
    key: String(row.catalogue_key),
    updatedAt: row.updated_at as Date,
    record: {
      attributes: attributes as ProductRecord['attributes'],
      recommend: row.recommend as string[],
      prices: row.prices as PriceOptionRecord[],
      images: row.images as PictureRecord[],
      validation: (row.validation ?? []) as EvidenceRecord[],
    },
  };
}
