import { MIN_FUZZY_LENGTH } from './search-text';

/**
 * One wrong letter, the same for every engine: when a search finds nothing, each typed word of
 * MIN_FUZZY_LENGTH letters or more that the catalogue does not use is replaced by the word one
 * insertion, deletion, substitution or transposition away that most products use ("Calbindn" →
 * "Calbindin"). The words come from product names, gene symbols, aliases and protein names
 * (`typoWords`); the search then runs again with the corrected words and says what it searched for.
 */

/** Brackets in product names hold clone numbers and sites ("[EPR1234]", "(Ser473)"): no words to correct to. */
const BRACKETED = /\([^)]*\)|\[[^\]]*\]/g;

export interface TypoSourceFields {
  productName: string;
  geneName: string;
  alternativeNames: string;
  proteinName: string;
}

/** The product's words a typo may be corrected to, lower case, each once. */
export function typoWords(p: TypoSourceFields): string[] {
  const text = [p.productName.replace(BRACKETED, ' '), p.geneName, p.alternativeNames, p.proteinName].join(' ');
  const words = text.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter(isCorrectable))];
}

/** A word of at least MIN_FUZZY_LENGTH characters with a letter in it (numbers are not typos). */
export function isCorrectable(word: string): boolean {
  return word.length >= MIN_FUZZY_LENGTH && /\p{L}/u.test(word);
}

/** Damerau–Levenshtein distance <= 1 (one insertion, deletion, substitution or swap of neighbours), in one pass. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a.length < b.length) [a, b] = [b, a];
  if (a.length - b.length > 1) return false;
  let i = 0;
  while (i < b.length && a[i] === b[i]) i++;
  if (i === b.length) return true;
  if (a.length !== b.length) return a.slice(i + 1) === b.slice(i);
  if (a.slice(i + 1) === b.slice(i + 1)) return true;
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Every word one edit from `word` over letters a–z and digits (about 75 per letter typed), for
 * engines that look candidates up by value (Elasticsearch's terms aggregation).
 */
export function oneEditVariants(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i);
    for (const c of ALPHABET) out.add(head + c + word.slice(i));
    if (i < word.length) {
      out.add(head + word.slice(i + 1));
      for (const c of ALPHABET) out.add(head + c + word.slice(i + 1));
    }
    if (i + 1 < word.length) out.add(head + word[i + 1] + word[i] + word.slice(i + 2));
  }
  out.delete(word);
  return [...out];
}

/** A candidate with how many products use it and how it is written there. */
export interface Correction {
  word: string;
  display: string;
  products: number;
}

/** The best of several candidates: the one most products use, then the first in alphabetical order. */
export function bestCorrection(candidates: Correction[]): Correction | null {
  let best: Correction | null = null;
  for (const c of candidates) {
    if (!best || c.products > best.products || (c.products === best.products && c.word < best.word)) best = c;
  }
  return best;
}

/**
 * The input with its corrected words replaced (as the catalogue writes them) and everything else
 * as typed: "calbindn rabbit" → "Calbindin rabbit".
 */
export function correctedInput(input: string, replacements: ReadonlyMap<string, string>): string {
  return input
    .normalize('NFKC')
    .trim()
    .replace(/[\p{L}\p{N}]+/gu, (w) => replacements.get(w.toLowerCase()) ?? w);
}
