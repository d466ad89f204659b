import type { TFunction } from 'i18next';

/**
 * Long texts live in the locale files as small structured blocks, so writers can add a step or a
 * table row without touching code. A plain string is a paragraph.
 */
export type Block =
  | string
  | { h: string }
  | { ul: string[] }
  | { ol: string[] }
  | { note: string }
  | { dl: [string, string][] }
  | { table: { caption?: string; head: string[]; rows: string[][] } };

export interface Question {
  q: string;
  a: Block[];
}

/**
 * Reads a structured value (array or object) from the resources, its {{placeholders}} filled from `values`
 * (settings a page states, such as the delivery days). A missing key comes back as the
 * key string; it is reported like any missing translation and renders as nothing.
 */
export function structured<T>(t: TFunction, key: string, empty: T, values?: Record<string, string | number>): T {
  const value: unknown = t(key, { returnObjects: true, ...values });
  if (typeof value === 'string') {
    console.error(`Missing translation: ${key}`);
    return empty;
  }
  return value as T;
}
