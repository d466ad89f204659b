/**
 * What the storefront shares with the API, in one file: every constant here is taken from the
 * backend's own declaration, never copied, so a change there reaches the pages without a second
 * list to keep in step. Only pure declaration files are imported (no Nest, no Node modules): Vite
 * bundles them like any other module.
 */

/** The list page's filters (backend: the product declaration, items/product-fields.ts). */
export { FACETS as FILTER_KEYS, REFERENCE_FIELDS } from '../../../backend/src/modules/items/product-fields';

/** Every attribute's label, the product page's sections and the compare page's rows (the datasheet prints the same sections). */
export { ATTRIBUTE_FIELDS, COMPARED_FIELDS, DETAIL_FIELDS, DETAIL_SECTIONS } from '../../../backend/src/modules/items/product-fields';
export type { AttributeField, IdDatabase } from '../../../backend/src/modules/items/product-fields';
export type { Facet as FilterKey } from '../../../backend/src/modules/items/product-fields';

/** The vocabularies' shape and lookups (their values come from GET /api/vocabularies: shared/vocabulariesApi.ts). */
export { isVocabularyName, VocabularyLookup, VOCABULARY_NAMES } from '../../../backend/src/modules/items/vocabularies/vocabulary-lookup';
export type { VocabularyLists, VocabularyName, VocabularyValue } from '../../../backend/src/modules/items/vocabularies/vocabulary-lookup';

/** Evidence kinds; the validation cell is read and written by the import's own functions. */
export { EVIDENCE_KINDS } from '../../../backend/src/modules/items/product-vocabulary';
export type { EvidenceKind as EnteredEvidenceKind } from '../../../backend/src/modules/items/product-vocabulary';
export { formatValidation, parseValidation } from '../../../backend/src/modules/items/evidence/validation-cells';
export type { EvidenceRecord } from '../../../backend/src/modules/items/catalogue-changes/product-record';

/** Identifiers the demo catalogue invented (reserved AB_DEMO_ / DEMO- forms): shown unlinked, marked as demo data. */
export { isDemoPubmedId, isDemoRrid } from '../../../backend/src/modules/items/evidence/demo-identifiers';

/** The review form's choices (spec section 3): the API accepts exactly these words. */
export {
  APPLICATION_OPTIONS as REVIEW_APPLICATIONS,
  OTHER_SPECIES,
  SPECIES_OPTIONS as REVIEW_SPECIES,
  TYPE_OPTIONS as REVIEW_TYPES,
} from '../../../backend/src/modules/comments/review-options';

/** Picture uploads (reviews): the extensions and size the upload accepts. */
export { ACCEPTED_EXTENSIONS as IMAGE_EXTENSIONS, MAX_IMAGE_BYTES } from '../../../backend/src/uploads/image-limits';

/** Order numbers as people read them (SO-000042); the API keeps the plain orderlistid. */
export { orderNumber } from '../../../backend/src/modules/orders/order-number';

/** The slide puzzle's picture size, laid out before the picture arrives. */
export { PUZZLE_HEIGHT, PUZZLE_WIDTH } from '../../../backend/src/modules/identity/puzzle/puzzle-size';

/** The money rule (issue 25): shown unit price, line amount = shown unit × quantity, total = sum of shown lines. */
export { currencyOf, formatMoney, lineAmount, shownAmounts, shownUnit } from '../../../backend/src/modules/items/shown-price';
export type { Currency } from '@shop/contract';
