/** Saved lists (issue 31): the /lists page, and "save to list" for the product page and the /hot rows. */
export { routes } from './routes';
export { SaveToList } from './SaveToList';
