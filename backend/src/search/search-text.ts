import { foldText, typedWords, type TypedWord } from '../modules/items/text-normaliser';

/**
 * What a typed search word means, the same for every engine. Only letters and digits survive, so
 * nothing a user types ever reaches a query language (tsquery, Elasticsearch query strings) raw.
 */
export interface SearchText {
  /** The typed words as single tokens, normalised (modules/items/text-normaliser.ts): 'ki67' for Ki-67, in typed order, each once (at most MAX_TOKENS). */
  tokens: string[];
  /** The typed words with the ways the catalogue may write each (Ki-67: 'ki67' or 'ki' then '67'; Erk1/2: 'erk1' or 'erk2'). */
  words: TypedWord[];
  /** The whole input without separators: compared with catalogue numbers ignoring case and hyphens. */
  compact: string;
  /** The whole input trimmed and lower-cased: compared with gene symbols (which may contain hyphens). */
  whole: string;
  /**
   * The typed words as a target key (see product-target.ts): "Beta-Actin", "β-actin" and "beta actin"
   * are all 'betaactin'. Compared with the products' target names for the exact-target rank.
   */
  key: string;
  /**
   * The target keys the input may be: its key, and for one word of alternatives each alternative
   * ("vim|vimentin", a Chinese name read as the target's symbol and English names: 'vim' or
   * 'vimentin'; Erk1/2: 'erk1erk2', 'erk1', 'erk2').
   */
  keys: string[];
  /** Runs of consecutive typed words shorter than the whole, as target keys ("p53 rabbit" → 'p53', 'rabbit'). */
  phrases: string[];
  /**
   * For one word of several names alone (a family, the loading controls, a Chinese name read as its names, Erk1/2):
   * each name as a target key, in the order written, at most MAX_LISTED (RANK.listed). Empty otherwise.
   */
  listed: string[];
}

/** The most names of one word whose order ranks (the largest family word is ~60 names). */
export const MAX_LISTED = 64;

export const MAX_TOKENS = 8;
/** Words this short match whole words only; longer ones also match as a prefix (BRCA finds BRCA1). */
export const MIN_PREFIX_LENGTH = 3;
/** A catalogue number prefix needs a digit, or "ab" would match every catalogue number. */
export const MIN_CATALOGUE_PREFIX = 3;
/** One wrong letter is forgiven from this length on (spec: gene names of five or more letters). */
export const MIN_FUZZY_LENGTH = 5;

export function parseSearchText(input: string | null | undefined): SearchText | null {
  const raw = foldText(input ?? '').trim();
  const typed = typedWords(raw).slice(0, MAX_TOKENS);
  if (typed.length === 0) return null;
  const tokens = [...new Set(typed.map((w) => w.joined))];
  const keys = typed.map(wordKey);
  const compact = (raw.match(/[\p{L}\p{N}]+/gu) ?? []).join('');
  const key = keys.join('');
  const alternatives = typed.length === 1 ? typed[0].alternatives.filter((a) => a.length === 1).map((a) => a[0]) : [];
  const listed = typed.length === 1 && typed[0].names ? [...new Set(alternatives)].slice(0, MAX_LISTED) : [];
  return { tokens, words: typed, compact, whole: raw.replace(/\s+/g, ' '), key, keys: [...new Set([key, ...alternatives])], phrases: shorterRuns(keys), listed };
}

/** A typed word as part of a target key: its one-token forms together ('erk1erk2' for Erk1/2, as compactKey() writes it). */
function wordKey(word: TypedWord): string {
  return word.alternatives.filter((a) => a.length === 1).map((a) => a[0]).join('');
}

function shorterRuns(words: string[]): string[] {
  const runs = new Set<string>();
  for (let length = words.length - 1; length >= 1; length--) {
    for (let start = 0; start + length <= words.length; start++) runs.add(words.slice(start, start + length).join(''));
  }
  return [...runs];
}

/** Whether the input may be (the start of) a catalogue number. */
export function catalogueKeyPrefix(text: SearchText): string | null {
  const compact = text.compact.replace(/[^a-z0-9]/g, '');
  return compact.length >= MIN_CATALOGUE_PREFIX && /\d/.test(compact) && compact.length <= 40 ? compact : null;
}

/**
 * Whether the input is an Antibody Registry identifier (AB_2687500, ab2687500, RRID:AB_2687500,
 * any case) or the demo catalogue's reserved form (AB_DEMO_10011): its key without separators
 * ('ab2687500', 'abdemo10011'), compared with the products' RRID keys.
 */
export function rridKey(text: SearchText): string | null {
  const key = text.compact.replace(/^rrid/, '');
  return /^ab(?:\d{4,12}|demo\d{1,12})$/.test(key) ? key : null;
}

/** The words to match in the text; without an RRID's "rrid" when the input is an RRID (no word of any product). */
export function wordsOf(text: SearchText): TypedWord[] {
  const words = rridKey(text) && text.words[0].joined === 'rrid' && text.words.length > 1 ? text.words.slice(1) : text.words;
  const seen = new Set<string>();
  return words.filter((w) => !seen.has(w.joined) && seen.add(w.joined));
}

/** The words in typed order, repeats kept (for "these words together"), without an RRID's "rrid". */
export function phraseOf(text: SearchText): TypedWord[] {
  return rridKey(text) && text.words[0].joined === 'rrid' && text.words.length > 1 ? text.words.slice(1) : text.words;
}

/**
 * A word that ends in a digit after letters (CD4, STAT3, IL1) names one member of a numbered
 * series: as a prefix it continues with a letter only, never another digit (CD4 is not CD44 or
 * CD45; IL1 is IL1β, not IL10). Issue 30: a typed target name matches that target.
 */
export function endsInDigit(word: string): boolean {
  return /[a-z\u4e00-\u9fff][0-9]+$/.test(word);
}

/**
 * A word written as several names is a list of whole names: a Chinese target name read as its symbol and
 * English names (人表皮生长因子受体2 as ERBB2, HER2 or Neu; 肝细胞生长因子受体 as MET, c-Met or HGF-receptor), Erk1/2
 * as ERK1 or ERK2. Each is matched whole (a name ending in a digit still continues with a letter; a compound name
 * is its joined word or its pieces in a row), never as the start of another word: Neu is not "neuron"
 * (人表皮生长因子受体2 found 74,565 of a million products, mostly neuronal markers), MET not "methyl" or
 * "metabolism" (130,135 products against the 2,424 that name MET, and 0.8 s of PostgreSQL for the read). Both
 * engines read it so.
 */
export function namesOnly(word: TypedWord): boolean {
  return word.names === true;
}

/**
 * The typed words a typo may hide in: each word as typed, and the pieces of one written with a
 * separator ("capsase 3" arrives as 'capsase3', whose piece 'capsase' is the typo). Both engines
 * correct these (typo-correction.ts).
 */
export function correctableWords(text: SearchText): string[] {
  const words = wordsOf(text).flatMap((w) => [w.joined, ...(w.alternatives.find((a) => a.length > 1) ?? [])]);
  return [...new Set(words)];
}
