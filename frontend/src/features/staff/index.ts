/** The staff area's public entry: its pages, reached only through the router. */
export { routes } from './routes';
