/** The basket's public entry: its pages and the basket the order form is made from. */
export { routes } from './routes';
export { useBasketQuery } from './basketApi';
export type { BasketRow } from './basketApi';
