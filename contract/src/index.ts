/**
 * What the API and the app share (issue 32), as @vendure/common is to Vendure's server and admin: built to
 * contract/dist (CommonJS with declarations) for the API's processes, bundled from source by the app.
 *
 * - The wire types: what the API sends and accepts. The API types its answers and request classes with them,
 *   the app its calls, so a renamed field fails to compile on both sides instead of in the browser.
 * - The pure declarations and rules both halves run, one implementation for both: the product declaration and
 *   its filters, the vocabularies' lookups, the validation cell, the money and order rules, the review form's
 *   choices and checks, the upload limits, the puzzle's size.
 *
 * No file here imports anything but its own package (lint), nor uses Node or the browser (its type check has
 * neither): the API and the app run them alike.
 */
export type * from './account';
export type * from './basket';
export type * from './catalogue';
export type * from './content';
export type * from './dev-mailbox';
export type * from './distributors';
export type * from './envelope';
export type * from './health';
export type * from './localized-text';
export * from './ordering';
export type * from './pages';
export type * from './requests';
export type * from './reviews';
export type * from './saved-lists';
export type * from './same';
export type * from './staff';
export type * from './staff-catalogue';

export * from './money/shown-price';
export * from './orders/handling-fee';
export * from './orders/order-number';
export * from './products/demo-identifiers';
export * from './products/escaped-list';
export * from './products/facets';
export * from './products/fixed-values';
export * from './products/nearest-values';
export * from './products/product-fields';
export * from './products/validation-cells';
export * from './products/vocabulary-check';
export * from './products/vocabulary-lookup';
export * from './puzzle/puzzle-size';
export * from './review-form/review-email';
export * from './review-form/review-options';
export * from './uploads/image-limits';
