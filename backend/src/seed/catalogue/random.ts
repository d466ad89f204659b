/**
 * Seeded, allocation-light randomness. Every product derives its own stream from
 * (seed, pid, salt) so any product can be regenerated alone, in any order.
 */

/** 32-bit integer mixing (a murmur3 finaliser): spreads neighbouring pids far apart. */
export function mix32(a: number): number {
  let h = a | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Combines several integers into one seed; order matters so (1,2) and (2,1) differ. */
export function hashInts(...values: number[]): number {
  let h = 0x9e3779b9;
  for (const v of values) {
    h = mix32(h ^ mix32(v + 0x7f4a7c15));
  }
  return h;
}

/** FNV-1a: stable string hashing for names (e.g. target symbols) that feed seeds. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast and good enough for demo data (not for cryptography). */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  static for(...values: number[]): Rng {
    return new Rng(hashInts(...values));
  }

  /** Uniform float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by relative weight; weights need not sum to 1. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of items) total += w;
    let r = this.next() * total;
    for (const [value, w] of items) {
      r -= w;
      if (r < 0) return value;
    }
    return items[items.length - 1]![0];
  }

  /** k distinct items, kept in their original order so output reads naturally (WB before IHC). */
  sample<T>(items: readonly T[], k: number): T[] {
    const n = items.length;
    const want = Math.min(k, n);
    const chosen = new Set<number>();
    while (chosen.size < want) chosen.add(Math.floor(this.next() * n));
    return [...chosen].sort((a, b) => a - b).map((i) => items[i] as T);
  }
}
