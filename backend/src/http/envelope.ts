/**
 * The spec's client reads `code` from every body: 200 for success, 300 for "none" or "unknown".
 * Errors use the HTTP status as their code (see api-exception.filter.ts).
 */
export const SUCCESS = 200 as const;
export const NOTHING = 300 as const;

export function ok<T extends object>(body: T = {} as T): T & { code: typeof SUCCESS } {
  return { code: SUCCESS, ...body };
}

export function nothing<T extends object>(body: T = {} as T): T & { code: typeof NOTHING } {
  return { code: NOTHING, ...body };
}
