/**
 * The wire contract: what the API sends and accepts, as TypeScript types both halves import (the API
 * types its answer builders with them, the app its calls), so a renamed field fails to compile on
 * both sides instead of in the browser. Types only, plus pure data declarations both halves read
 * (no function, no import of either half). The API imports it with `import type` only: the contract
 * has no build of its own, the app bundles its data declarations from source.
 */
export type * from './account';
export type * from './basket';
export type * from './catalogue';
export type * from './content';
export type * from './distributors';
export type * from './envelope';
export type * from './money';
export * from './ordering';
export type * from './pages';
export type * from './requests';
export type * from './reviews';
export type * from './saved-lists';
export type * from './same';
export type * from './staff';
export type * from './staff-catalogue';
