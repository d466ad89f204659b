/**
 * The evidence and references vocabulary the staff editor shares with the API, taken from the
 * backend's declaration (as catalogueContract.ts takes the filters): the validation cell's syntax
 * is read and written by the very functions the import uses, so the editor cannot drift from it.
 */
export { APPLICATIONS, EVIDENCE_KINDS, REACTIVITIES } from '../../../backend/src/modules/items/product-vocabulary';
export type { EvidenceKind as EnteredEvidenceKind } from '../../../backend/src/modules/items/product-vocabulary';
export { formatValidation, parseValidation } from '../../../backend/src/modules/items/evidence/validation-cells';
export type { EvidenceRecord } from '../../../backend/src/modules/items/catalogue/product-record';
export { REFERENCE_FIELDS } from '../../../backend/src/modules/items/product-fields';
