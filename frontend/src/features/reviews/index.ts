/** The reviews feature's public entry: its pages. */
export { routes } from './routes';

/** A review's choices in the page's language, for the product page's review block and the staff queue (issue 35). */
export { useReviewChoices } from './reviewChoices';
