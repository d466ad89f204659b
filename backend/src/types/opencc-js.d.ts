/**
 * opencc-js's traditional-to-simplified bundle (its package exports `opencc-js/t2cn`, which the backend's
 * node10 module resolution does not read): the same API as the package's full build, with fewer tables.
 */
declare module 'opencc-js/t2cn' {
  export * from 'opencc-js';
}
