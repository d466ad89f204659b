/** The info feature's public entry: its pages. */
export { routes } from './routes';

/** Where a product page sends an application's researchers: its protocol section (issue 35). */
export { protocolPath } from './protocols';
