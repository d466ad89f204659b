import type { Language } from '../i18n/language';

/** What a server-rendered page hands to the browser beside its HTML. */
export interface ServerState {
  language: Language;
  origin: string;
  /** The store's state after the server's calls (only answered queries). */
  store: Record<string, unknown>;
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

/** The state a server-rendered page carries, or null for the plain shell. */
export function readServerState(): ServerState | null {
  const element = document.getElementById(STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
}
