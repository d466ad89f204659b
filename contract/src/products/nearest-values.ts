/**
 * The known values nearest to an unknown one, for "did you mean …?" in the import's report:
 * same letters ignoring case, spaces and separators first, then one containing the other, then
 * the fewest edits (at most a third of the word; a swapped pair of letters is one). Work is bounded: suggestions are computed for the
 * first MAX_REMEMBERED distinct unknown values of each list only (a real sheet repeats the same few
 * unknown words; a hostile one with a million different words gets no suggestions past those).
 */
const MAX_REMEMBERED = 1000;
const SHOWN = 3;

const keyOf = (text: string) => text.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Edits between two words (optimal string alignment: an insertion, deletion, substitution or a
 * swap of two neighbouring letters each count one, so "Westren" is one edit from "Western"),
 * giving up (Infinity) once it exceeds `limit`.
 */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return Infinity;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) current[j] = Math.min(current[j], before[j - 2] + 1);
      best = Math.min(best, current[j]);
    }
    if (best > limit) return Infinity;
    before = previous;
    previous = current;
  }
  return previous[b.length] <= limit ? previous[b.length] : Infinity;
}

const remembered = new WeakMap<readonly string[], Map<string, string[]>>();

export function nearestValues(known: readonly string[], value: string): string[] {
  let cache = remembered.get(known);
  if (!cache) remembered.set(known, (cache = new Map()));
  const hit = cache.get(value);
  if (hit) return hit;
  if (cache.size >= MAX_REMEMBERED) return [];
  const key = keyOf(value);
  const ranked: { value: string; score: number }[] = [];
  if (key !== '') {
    const limit = Math.max(1, Math.floor(key.length / 3));
    for (const candidate of known) {
      const other = keyOf(candidate);
      let score: number;
      if (other === key) score = 0;
      else if (key.length >= 3 && (other.startsWith(key) || key.startsWith(other) || other.includes(key))) score = 1;
      else score = 2 + editDistance(key, other, limit);
      if (Number.isFinite(score)) ranked.push({ value: candidate, score });
    }
  }
  const out = ranked.sort((a, b) => a.score - b.score).slice(0, SHOWN).map((r) => r.value);
  cache.set(value, out);
  return out;
}
