import { ATTRIBUTE_FIELDS, REFERENCE_FIELDS, type VocabularyName } from '@shop/contract';

/**
 * Where products keep each vocabulary's values: `products` columns (declared in product-fields.ts),
 * the references' species and application, the validation entries' species and application.
 */
export interface ValuePlace {
  table: 'products' | 'product_references' | 'product_evidence';
  column: string;
  many: boolean;
}

export function placesOf(vocabulary: VocabularyName): ValuePlace[] {
  const places: ValuePlace[] = ATTRIBUTE_FIELDS.filter((f) => f.vocabulary === vocabulary).map((f) => ({
    table: 'products',
    column: f.column,
    many: f.kind === 'choices',
  }));
  for (const f of REFERENCE_FIELDS) if ('vocabulary' in f && f.vocabulary === vocabulary) places.push({ table: 'product_references', column: f.column, many: false });
  if (vocabulary === 'application' || vocabulary === 'reactivity') {
    places.push({ table: 'product_evidence', column: vocabulary === 'application' ? 'application' : 'species', many: false });
  }
  return places;
}

/** The ids of the products that carry `value` in one place ($1 = the value). */
export function productsWith(place: ValuePlace): string {
  const id = place.table === 'products' ? 'id' : 'product_id';
  return place.many ? `SELECT ${id} AS id FROM ${place.table} WHERE ${place.column} @> ARRAY[$1::text]` : `SELECT ${id} AS id FROM ${place.table} WHERE ${place.column} = $1`;
}

/**
 * Moves `$1` to `$2` in one place, returning the products changed. In a list the value takes the
 * merged one's position, and a product carrying both keeps it once.
 */
export function moveValue(place: ValuePlace): string {
  if (place.table !== 'products') return `UPDATE ${place.table} SET ${place.column} = $2 WHERE ${place.column} = $1 RETURNING product_id AS id`;
  if (!place.many) return `UPDATE products SET ${place.column} = $2, updated_at = now() WHERE ${place.column} = $1 RETURNING id`;
  return `UPDATE products SET ${place.column} = ARRAY(
      SELECT v FROM unnest(array_replace(${place.column}, $1, $2)) WITH ORDINALITY AS t(v, o) GROUP BY v ORDER BY min(o)
    ), updated_at = now()
    WHERE ${place.column} @> ARRAY[$1::text] RETURNING id`;
}
