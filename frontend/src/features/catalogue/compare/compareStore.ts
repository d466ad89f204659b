import { useSyncExternalStore } from 'react';

export interface ComparedProduct {
  pid: number;
  productname: string;
  catno: string;
}

/** Spec section 9: compare up to four products. */
export const COMPARE_LIMIT = 4;
const STORAGE_KEY = 'compare';
const listeners = new Set<() => void>();
const NONE: ComparedProduct[] = [];
let cached: { raw: string | null; list: ComparedProduct[] } = { raw: null, list: [] };

function read(): ComparedProduct[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(STORAGE_KEY);
  } catch {
    return cached.list;
  }
  if (raw === cached.raw) return cached.list;
  let list: ComparedProduct[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) {
      list = parsed
        .filter((p): p is ComparedProduct => typeof p === 'object' && p !== null && Number.isInteger((p as ComparedProduct).pid))
        .slice(0, COMPARE_LIMIT);
    }
  } catch {
    list = [];
  }
  cached = { raw, list };
  return list;
}

function write(list: ComparedProduct[]): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Private mode without storage: the selection simply does not persist.
  }
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  // Another tab changed the selection.
  const onStorage = (event: StorageEvent) => event.key === STORAGE_KEY && notify();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(notify);
    window.removeEventListener('storage', onStorage);
  };
}

export function useComparedProducts(): ComparedProduct[] {
  // The server renders no selection (it cannot see this browser's storage), so hydration starts from none too.
  return useSyncExternalStore(subscribe, read, () => NONE);
}

export type AddOutcome = 'added' | 'already' | 'full';

export function addToCompare(product: ComparedProduct): AddOutcome {
  const list = read();
  if (list.some((p) => p.pid === product.pid)) return 'already';
  if (list.length >= COMPARE_LIMIT) return 'full';
  write([...list, { pid: product.pid, productname: product.productname, catno: product.catno }]);
  return 'added';
}

export function removeFromCompare(pid: number): void {
  write(read().filter((p) => p.pid !== pid));
}

export function clearCompare(): void {
  write([]);
}
