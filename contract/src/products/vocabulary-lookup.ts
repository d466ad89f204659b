/**
 * The catalogue's vocabularies as the code reads them (issue 24): for each filtered field (and the
 * search tags) its values with zh and en labels, in display order, with the other spellings a sheet
 * may use. The lists live in the `vocabulary_values` table (staff manage them); this file only reads
 * a loaded copy: the API's from the table, the app's from GET /api/vocabularies.
 */
export const VOCABULARY_NAMES = ['reactivity', 'application', 'host', 'modification', 'conjugation', 'clonality', 'isotype', 'producttype', 'tag'] as const;

export type VocabularyName = (typeof VOCABULARY_NAMES)[number];

export const isVocabularyName = (name: string): name is VocabularyName => (VOCABULARY_NAMES as readonly string[]).includes(name);

export interface VocabularyValue {
  /** What products store, the API sends and the /hot query names. */
  key: string;
  zh: string;
  en: string;
  /** Other spellings a sheet or the editor may use for this value ("Rhesus" for "Rhesus monkey"). */
  synonyms: string[];
  /** No longer offered or accepted; kept so its labels still show where an old record names it. */
  retired: boolean;
}

/** Every vocabulary's values in display order, retired ones marked (GET /api/vocabularies data). */
export type VocabularyLists = Readonly<Record<VocabularyName, readonly VocabularyValue[]>>;

/** Every vocabulary with no value yet: the lists before they load (the API's table read, the app's call). */
export function emptyLists(): VocabularyLists {
  return Object.fromEntries(VOCABULARY_NAMES.map((n) => [n, []])) as unknown as VocabularyLists;
}

/** Spellings compared as people type them: case and surrounding spaces ignored. */
export const spellingKey = (text: string): string => text.normalize('NFKC').trim().toLowerCase();

/**
 * Spellings staff could mistake for one another: case, spaces, hyphens, dashes and underscores
 * ignored ("naked mole rat" and "Naked mole-rat"). A new value or other spelling this close to an
 * existing one is refused (one species under two keys would split its products between two filters).
 */
export const foldedSpelling = (text: string): string => spellingKey(text).replace(/[\s\-_\u2010-\u2015\u2212]+/gu, '');

/** Lookups over one loaded copy of the lists (built once per load, read by every check and label). */
export class VocabularyLookup {
  private readonly byName = new Map<
    VocabularyName,
    { active: string[]; written: string[]; spellings: Map<string, string>; values: Map<string, VocabularyValue>; positions: Map<string, number> }
  >();

  constructor(readonly lists: VocabularyLists) {
    for (const name of VOCABULARY_NAMES) {
      const spellings = new Map<string, string>();
      const values = new Map<string, VocabularyValue>();
      const active: string[] = [];
      const positions = new Map<string, number>();
      for (const value of lists[name] ?? []) {
        values.set(value.key, value);
        positions.set(value.key, positions.size);
        if (value.retired) continue;
        active.push(value.key);
        spellings.set(spellingKey(value.key), value.key);
      }
      // Synonyms never shadow a value's own key.
      for (const value of lists[name] ?? []) {
        if (value.retired) continue;
        for (const synonym of value.synonyms) if (!spellings.has(spellingKey(synonym))) spellings.set(spellingKey(synonym), value.key);
      }
      const written = [...active, ...active.flatMap((key) => values.get(key)!.synonyms)];
      this.byName.set(name, { active, written, spellings, values, positions });
    }
  }

  /** The stored key for a spelling (the key in any case, or a synonym), undefined when unknown or retired. */
  keyOf(name: VocabularyName, spelling: string): string | undefined {
    return this.byName.get(name)?.spellings.get(spellingKey(spelling));
  }

  /** The values offered (not retired), in display order. */
  keys(name: VocabularyName): readonly string[] {
    return this.byName.get(name)?.active ?? [];
  }

  /** Every spelling a sheet may use for an offered value, keys first then other spellings ("Western" for WB). */
  spellings(name: VocabularyName): readonly string[] {
    return this.byName.get(name)?.written ?? [];
  }

  /** A stored value with its labels, retired ones included; undefined outside the vocabulary. */
  find(name: VocabularyName, key: string): VocabularyValue | undefined {
    return this.byName.get(name)?.values.get(key);
  }

  /** Where a stored value stands in its vocabulary's display order (retired ones included); undefined outside it. */
  position(name: VocabularyName, key: string): number | undefined {
    return this.byName.get(name)?.positions.get(key);
  }

  /** The label of a stored value in a language; a value outside the vocabulary shows as it is. */
  label(name: VocabularyName, key: string, language: 'zh' | 'en'): string {
    return this.find(name, key)?.[language] || key;
  }
}
