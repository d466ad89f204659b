/** What a picture upload (reviews, promotions) may be: the API refuses what the app's form checks before sending. */

/** The extensions a user's file name may carry; the content still decides. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'];

/** A phone photo fits, a raw microscope export does not. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
