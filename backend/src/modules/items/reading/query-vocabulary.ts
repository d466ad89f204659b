import {
  CONTROL_WORDS, FILTER_WORDS, FilterWord, FLUORESCENT_WORDS, LABEL_WORDS, MODIFICATION_WORDS, NOT_FILTER_WORDS, PROTEIN_WORDS,
  QUALIFIER_WORDS, RECOMBINANT_WORDS, SPECIES_EN, SPECIES_ZH, WORD_VOCABULARIES,
} from '../search-words';
import type { ControlKind, TargetEntry, TargetFamily, TargetNameTable } from '../target-names/target-name-table';
import { chineseVariants, segmentKey } from '../target-names/chinese-variants';
import type { VocabularyLookup, VocabularyName, VocabularyValue } from '@shop/contract';
import { normaliseText } from '../text-normaliser';

/**
 * The typed words query-words.ts recognises, made from the vocabularies as this process holds them
 * (LoadedVocabularies: in memory, no database call on a search) and the words of search-words.ts.
 * Made once per loaded copy of the lists, on the first search after staff change them: a species
 * staff add ("Axolotl", 美西螈) or another spelling becomes a chip like the built-in ones.
 */
export type Role =
  | 'text'
  | 'qualifier'
  | 'clonality'
  | 'filter'
  | 'species'
  /** A Chinese target name (波形蛋白): searched as the target's symbol. */
  | 'target'
  /** 内参, loading control: the loading-control targets of a kind. */
  | 'control'
  /** 荧光, fluorescent: any fluorophore conjugate. */
  | 'fluorescent'
  /** 重组, recombinant. */
  | 'recombinant'
  /** 蛋白 after a target's name: dropped there. */
  | 'protein'
  /** 热休克蛋白, heat shock protein: the members of a family of the target-name table (issue 49). */
  | 'family';

/** A species word's values: a host filter before an antibody word, else a reactivity filter. */
export interface Species {
  hosts: string[];
  reactivities: string[];
}

export interface WordMeaning {
  role: Role;
  word?: FilterWord;
  species?: Species;
  target?: TargetEntry;
  control?: ControlKind | 'any';
  family?: TargetFamily;
}

export interface QueryWords {
  /** English (Latin-letter) words without separators: 'alexafluor488', 'ihcp'. */
  filters: Map<string, FilterWord>;
  species: Map<string, Species>;
  /** The most words one English filter or species spans ("alexa fluor 488": 3). */
  longest: number;
  /** English words of the grammar that are no filter (loading control, fluorescent, recombinant, conjugated), without separators. */
  special: Map<string, WordMeaning>;
  /**
   * Words with Chinese characters as the segmenter compares them (segmentKey: normalised, no
   * separators; 'beta肌动蛋白', '热休克蛋白70'), and the longest one's length.
   */
  chinese: Map<string, WordMeaning>;
  longestChinese: number;
  /** The target-name table the words were made with (Latin target names, loading controls). */
  targets: TargetNameTable;
}

const CJK = /[\u4e00-\u9fff]/;
const NOT_EN = new Set<string>(NOT_FILTER_WORDS.en);
const NOT_ZH = new Set<string>(NOT_FILTER_WORDS.zh);
/** Past this many words a spelling is no query word (a sentence staff wrote as a label). */
const MAX_SPAN = 5;

/**
 * An English spelling as typed units join it (normalised, without separators) and how many words it
 * has. Remembered across loads of the lists: after a staff change only new spellings are normalised,
 * so rebuilding the words stays far below the event loop's 20 ms.
 */
const normalised = new Map<string, { key: string; units: number }>();
const REMEMBERED = 50_000;

function englishSpelling(text: string): { key: string; units: number } {
  let known = normalised.get(text);
  if (!known) {
    if (normalised.size >= REMEMBERED) normalised.clear();
    const words = normaliseText(text);
    known = { key: words.replace(/[^a-z0-9]+/g, ''), units: words.split(' ').filter(Boolean).length };
    normalised.set(text, known);
  }
  return known;
}

const made = new WeakMap<VocabularyLookup, WeakMap<TargetNameTable, QueryWords>>();

/** The words for these lists and this target-name table, made once per loaded copy of either. */
export function queryWords(lookup: VocabularyLookup, targets: TargetNameTable): QueryWords {
  let byTable = made.get(lookup);
  if (!byTable) made.set(lookup, (byTable = new WeakMap()));
  let words = byTable.get(targets);
  if (!words) byTable.set(targets, (words = make(lookup, targets)));
  return words;
}

function spellings(value: VocabularyValue): string[] {
  return [value.key, value.en, value.zh, ...value.synonyms].map((s) => s.trim()).filter(Boolean);
}

function make(lookup: VocabularyLookup, targets: TargetNameTable): QueryWords {
  const words: QueryWords = { filters: new Map(), species: new Map(), special: new Map(), longest: 3, chinese: new Map(), longestChinese: 1, targets };
  const zh = new Map<string, WordMeaning>();
  const english = (spelling: string): string | null => {
    const { key, units } = englishSpelling(spelling);
    if (!key || units > MAX_SPAN || NOT_EN.has(key)) return null;
    words.longest = Math.max(words.longest, units);
    return key;
  };
  const chinese = (spelling: string): string | null => {
    const word = spelling.normalize('NFKC').replace(/\s+/g, '');
    return /^[\u4e00-\u9fff]+$/.test(word) && !NOT_ZH.has(word) ? word : null;
  };

  for (const w of QUALIFIER_WORDS.zh) zh.set(w, { role: 'qualifier' });
  for (const w of LABEL_WORDS.zh) zh.set(w, { role: 'qualifier' });
  for (const w of PROTEIN_WORDS) zh.set(w, { role: 'protein' });
  for (const w of RECOMBINANT_WORDS.zh) zh.set(w, { role: 'recombinant' });
  for (const w of FLUORESCENT_WORDS.zh) zh.set(w, { role: 'fluorescent' });
  for (const c of CONTROL_WORDS) for (const w of c.zh) zh.set(w, { role: 'control', control: c.kind });
  for (const w of LABEL_WORDS.en) words.special.set(w, { role: 'qualifier' });
  for (const w of RECOMBINANT_WORDS.en) words.special.set(w, { role: 'recombinant' });
  for (const w of FLUORESCENT_WORDS.en) words.special.set(w, { role: 'fluorescent' });
  for (const c of CONTROL_WORDS) for (const w of c.en) words.special.set(w, { role: 'control', control: c.kind });
  // search-words.ts first: its words win over a value's spelling ('ihc' is every IHC, not only "IHC").
  const addFilter = (word: FilterWord, en: string[], zhWords: string[]) => {
    if (word.values.length === 0) return;
    const meaning: WordMeaning = { role: word.facet === 'clonality' ? 'clonality' : 'filter', word };
    for (const e of en) if (!words.filters.has(e)) words.filters.set(e, word);
    for (const z of zhWords) if (!zh.has(z)) zh.set(z, meaning);
  };
  for (const word of [...MODIFICATION_WORDS, ...FILTER_WORDS]) {
    const resolved = { ...word, values: resolve(lookup, word.facet, word.values) };
    addFilter(resolved, word.en.map((e) => e), [...word.zh]);
  }
  for (const name of WORD_VOCABULARIES) {
    for (const key of lookup.keys(name)) {
      const all = spellings(lookup.find(name, key)!);
      const en = all.filter((s) => !CJK.test(s)).map(english).filter((k): k is string => k !== null);
      const zhWords = all.filter((s) => CJK.test(s)).map(chinese).filter((k): k is string => k !== null);
      addFilter({ facet: name, values: [key], en, zh: zhWords }, en, zhWords);
    }
  }

  const speciesOf = (names: readonly string[]): Species => ({
    hosts: resolve(lookup, 'host', names),
    reactivities: resolve(lookup, 'reactivity', names),
  });
  const addSpecies = (spelling: string, species: Species) => {
    if (species.hosts.length + species.reactivities.length === 0) return;
    if (CJK.test(spelling)) {
      const word = chinese(spelling);
      if (word && !zh.has(word)) zh.set(word, { role: 'species', species });
      return;
    }
    const key = english(spelling);
    if (key && !words.filters.has(key) && !words.species.has(key)) words.species.set(key, species);
  };
  for (const [word, names] of SPECIES_ZH) addSpecies(word, speciesOf(names));
  for (const [word, names] of SPECIES_EN) addSpecies(word, speciesOf(names));
  // One species is often in both lists (Mouse as host and as reactivity): each spelling names both.
  const species = new Set<string>([...lookup.keys('host'), ...lookup.keys('reactivity')]);
  for (const name of species) {
    const values = [lookup.find('host', name), lookup.find('reactivity', name)].filter((v): v is VocabularyValue => !!v && !v.retired);
    for (const spelling of new Set(values.flatMap(spellings))) addSpecies(spelling, speciesOf([name]));
  }

  for (const [word, meaning] of zh) {
    const key = segmentKey(word);
    if (!key || words.chinese.has(key)) continue;
    words.chinese.set(key, meaning);
    words.longestChinese = Math.max(words.longestChinese, key.length);
  }
  // Families before target names: 肌动蛋白 is the actin family, not one generic "Actin" entry; a member's own name
  // (热休克蛋白70, E-钙黏蛋白) is longer and still wins. English family words are read like the grammar's ("heat shock protein").
  for (const family of targets.families()) {
    if (family.members.length === 0) continue;
    const meaning: WordMeaning = { role: 'family', family };
    for (const name of family.zh) {
      for (const key of chineseVariants(name)) {
        if (words.chinese.has(key)) continue;
        words.chinese.set(key, meaning);
        words.longestChinese = Math.max(words.longestChinese, key.length);
      }
    }
    for (const name of family.en) {
      const key = english(name);
      if (key && !words.filters.has(key) && !words.species.has(key) && !words.special.has(key)) words.special.set(key, meaning);
    }
  }
  // Target names last, keyed already: a word of the grammar (二抗, 内参) never becomes a target.
  for (const [key, target] of targets.chinese) {
    if (words.chinese.has(key)) continue;
    words.chinese.set(key, { role: 'target', target });
    words.longestChinese = Math.max(words.longestChinese, key.length);
  }
  return words;
}

/** search-words.ts's values as the vocabulary now names them (merged ones under their new key); retired or unknown ones dropped. */
function resolve(lookup: VocabularyLookup, name: VocabularyName, values: readonly string[]): string[] {
  return [...new Set(values.map((v) => lookup.keyOf(name, v)).filter((k): k is string => k !== undefined))];
}
