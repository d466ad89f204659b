/**
 * The small contract the storefront shares with the API: the list page's filters, taken from the
 * backend's one declaration of the product (backend/src/modules/items/product-fields.ts), so a
 * filter added there appears here without a second list to keep in step.
 */
export { FACETS as FILTER_KEYS } from '../../../backend/src/modules/items/product-fields';
export type { Facet as FilterKey } from '../../../backend/src/modules/items/product-fields';
