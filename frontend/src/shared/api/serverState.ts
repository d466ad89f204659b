import type { Language } from '../../i18n/language';
import type { Namespaces } from '../../i18n/options';

/** What a server-rendered page hands to the browser beside its HTML. */
export interface ServerState {
  language: Language;
  origin: string;
  /** The store's state after the server's calls (only answered queries). */
  store: Record<string, unknown>;
  /** The first-paint namespaces' texts in the page's language (i18n/options FIRST_PAINT), so hydration needs no fetch. */
  texts?: Namespaces;
}

/** A JSON script (not executed, so the Content-Security-Policy needs no inline-script exception). */
export const STATE_ELEMENT_ID = 'shop-state';

/** JSON for inside a <script> element: nothing in it can close the element or start markup. */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

let read: ServerState | null | undefined;

/** The state a server-rendered page carries, or null for the plain shell (parsed once: i18n and the store both read it). */
export function readServerState(): ServerState | null {
  if (read !== undefined) return read;
  const element = document.getElementById(STATE_ELEMENT_ID);
  read = null;
  if (!element?.textContent) return read;
  try {
    read = JSON.parse(element.textContent) as ServerState;
  } catch {
    // A broken state: the browser draws the page afresh.
  }
  return read;
}
