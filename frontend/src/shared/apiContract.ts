/**
 * The one sanctioned bridge from the storefront to the backend's code: the only app file lint lets
 * import `backend/` (eslint.config.mjs, BACKEND_DOOR). Wire types come from @shop/contract; what is
 * left here is what the contract cannot hold, because it is code or data the API itself runs on:
 *
 * - functions and classes (the price rule, the vocabulary lookups, the validation-cell reader and
 *   writer, order numbers, the demo-identifier test): the contract holds no code (lint), and one
 *   implementation on both sides is the point — a second copy would drift;
 * - data declarations the API reads at run time (the product declaration's fields, sections and
 *   filters, the evidence kinds, the review form's choices, the upload limits, the puzzle size): the
 *   API takes only types from the contract (it has no build, so its values would not load in
 *   backend/dist), so these stay declared in the backend and are re-exported here;
 * - a few types derived from those declarations (IdDatabase, EvidenceRecord, VocabularyLists).
 *
 * Every import below is a pure file (no Nest, no Node modules): Vite bundles it like any other
 * module, and the frontend type check fails if one gains such an import.
 */

/** The list page's filters (backend: the product declaration, items/product-fields.ts); their names' type is the contract's FilterKey. */
export { FACETS as FILTER_KEYS, PICK_ONE_FACETS, REFERENCE_FIELDS } from '../../../backend/src/modules/items/product-fields';

/** Every attribute's label, the product page's sections and the compare page's rows (the datasheet prints the same sections). */
export { ATTRIBUTE_FIELDS, COMPARED_FIELDS, DETAIL_FIELDS, DETAIL_SECTIONS } from '../../../backend/src/modules/items/product-fields';

/** A free text in the page's language: its Chinese companion on zh pages where given, else the English text (issue 35). */
export { textInLanguage } from '../../../backend/src/modules/items/product-fields';
export type { AttributeField } from '../../../backend/src/modules/items/product-fields';
export type { IdDatabase } from '../../../backend/src/modules/items/product-fields';

/** The vocabularies' lookups (their values come from GET /api/vocabularies: shared/api/vocabulariesApi.ts); their names' type is the contract's VocabularyName. */
export { isVocabularyName, VocabularyLookup, VOCABULARY_NAMES } from '../../../backend/src/modules/items/vocabularies/vocabulary-lookup';
export type { VocabularyLists } from '../../../backend/src/modules/items/vocabularies/vocabulary-lookup';

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
  SPECIES_OPTIONS as REVIEW_SPECIES,
  TYPE_OPTIONS as REVIEW_TYPES,
} from '../../../backend/src/modules/comments/review-options';

/** Picture uploads (reviews): the extensions and size the upload accepts. */
export { ACCEPTED_EXTENSIONS as IMAGE_EXTENSIONS, MAX_IMAGE_BYTES } from '../../../backend/src/uploads/image-limits';

/** Order numbers as people read them (SO-000042); the API keeps the plain orderlistid. */
export { orderNumber } from '../../../backend/src/modules/orders/order-number';

/** Issue 31: the review form's e-mail check, the one the server makes. */
export { isEmailAddress } from '../../../backend/src/modules/comments/review-email';

/** Issue 31: whether an address ships within China and the handling fee an order abroad will store (the order form shows it before submitting). */
export { handlingFee, shipsWithinChina } from '../../../backend/src/modules/orders/order-money';

/** The slide puzzle's picture size, laid out before the picture arrives. */
export { PUZZLE_HEIGHT, PUZZLE_WIDTH } from '../../../backend/src/modules/identity/puzzle/puzzle-size';

/** The money rule (issue 25): shown unit price, total = sum of shown lines (shared/money/price.ts builds on it). */
export { currencyOf, formatMoney, shownAmounts, shownUnit } from '../../../backend/src/modules/items/shown-price';
