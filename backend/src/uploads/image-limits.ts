/**
 * What a picture upload (reviews, promotions) may be, shared with the storefront's form checks
 * (frontend/src/shared/apiContract.ts): keep this file free of Node and Nest imports.
 */

/** The extensions a user's file name may carry; the content still decides. */
export const ACCEPTED_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'];

/** A phone photo fits, a raw microscope export does not. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
