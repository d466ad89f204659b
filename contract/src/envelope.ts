/**
 * What every handler answers (backend http/envelope.ts `ok()` and `nothing()`): the answer's body with
 * the spec's `code`, 200 for success, 300 for "none" or "unknown". Handlers declare
 * `Promise<Enveloped<XAnswer>>` so a renamed answer field fails the API's type check as it fails the app's.
 */
export type Enveloped<T> = T & { code: 200 | 300 };

/** An answer with nothing besides its code (a row removed, a flag set): the app reads only the code. */
export type Done = Record<never, never>;

/** The spec's "none" with nothing else (code 300): beside an answer, `Enveloped<OrderDetail> | Nothing` keeps the answer's own check (a `Done` beside it would accept any body). */
export interface Nothing {
  code: 300;
}
