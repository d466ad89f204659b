/** The info feature's public entry: its pages. */
export { routes } from './routes';
