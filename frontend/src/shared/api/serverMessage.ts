import type { ShopError } from './api';

/**
 * A failed call as a page catches it (from .unwrap() or a hook's error): a ShopError from the API
 * slice, or undefined for anything else thrown on the way (whose message is not for users).
 */
function shopError(error: unknown): ShopError | undefined {
  return typeof error === 'object' && error !== null && 'status' in error && 'data' in error ? (error as ShopError) : undefined;
}

/** The server's message for a refused call, in the interface language, when it sent one. */
export function serverMessage(error: unknown): string | undefined {
  return shopError(error)?.message || undefined;
}

/** The status of a refused call (401: log in first, 404: no such thing), 300 for a refused change, 0 for no answer. */
export function failureStatus(error: unknown): number | undefined {
  return shopError(error)?.status;
}

/** Another field of a refusal's answer (the field it names, retryAfter, problems…). */
export function refusalDetail(error: unknown, key: string): unknown {
  return shopError(error)?.data[key];
}
