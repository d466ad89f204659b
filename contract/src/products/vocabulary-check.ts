import type { LocalizedText } from '../localized-text';
import { nearestValues } from './nearest-values';
import { ATTRIBUTE_FIELDS } from './product-fields';
import { VOCABULARY_NAMES, VocabularyLookup, VocabularyName } from './vocabulary-lookup';

/**
 * How sheet cells meet the vocabularies, wherever a sheet names a value (a product's columns, its
 * validation entries, a references sheet): the loaded lists, and, for an import with --add-values,
 * what a value they lack becomes (the stored key of the value to add) instead of a problem.
 */
export interface VocabularyCheck {
  /** Only what the checks read: the app's evidence editor passes one that takes cells as stored. */
  lookup: Pick<VocabularyLookup, 'keyOf' | 'keys'> & Partial<Pick<VocabularyLookup, 'spellings'>>;
  adopt?: (vocabulary: VocabularyName, value: string) => string | undefined;
  /**
   * How the reader adds the values a sheet lacks besides the vocabularies page: the import page's
   * tick box (the default), or the command's --add-values flag; neither in the product editor.
   */
  addedBy?: 'tick box' | 'flag' | 'none';
}

/** The stored key for a spelling, or the key --add-values adds it under; undefined when it stays unknown. */
export function checkedKey(check: VocabularyCheck, vocabulary: VocabularyName, value: string): string | undefined {
  return check.lookup.keyOf(vocabulary, value) ?? check.adopt?.(vocabulary, value);
}

/** Each vocabulary by the name of the field it serves, as the vocabularies page heads it. */
export const VOCABULARY_LABELS = Object.fromEntries(
  VOCABULARY_NAMES.map((name) => [name, ATTRIBUTE_FIELDS.find((f) => f.vocabulary === name)!.label]),
) as Record<VocabularyName, LocalizedText>;

/** The import page's tick box, as its label reads (the catalogueAdmin locale files, import.addValuesLabel). */
export const ADD_VALUES_TICK_BOX: LocalizedText = { zh: '把表格中词表没有的取值加入词表', en: 'Add values the vocabularies lack to them' };

const WAY_OUT: Record<NonNullable<VocabularyCheck['addedBy']>, LocalizedText> = {
  'tick box': { zh: `，或导入时勾选“${ADD_VALUES_TICK_BOX.zh}”`, en: `, or tick "${ADD_VALUES_TICK_BOX.en}" when importing` },
  flag: { zh: '，或导入时加上 --add-values', en: ', or import with --add-values' },
  none: { zh: '', en: '' },
};

/**
 * A value a vocabulary lacks: the nearest known spellings and the ways to add it, the same words
 * for every place a sheet names one. `noun` says what the cell holds ("species" in a validation
 * entry); a plain "value" otherwise. The English is two sentences, the way out after a full stop.
 */
export function unknownValueMessage(check: VocabularyCheck, vocabulary: VocabularyName, value: string, noun: LocalizedText = { zh: '取值', en: 'value' }): LocalizedText {
  const near = nearestValues(check.lookup.spellings?.(vocabulary) ?? check.lookup.keys(vocabulary), value);
  const zh = near.length > 0 ? `；是否应为 ${near.map((v) => `“${v}”`).join('、')}？` : '；';
  const en = near.length > 0 ? `; did you mean ${near.map((v) => `"${v}"`).join(', ')}?` : '.';
  const label = VOCABULARY_LABELS[vocabulary];
  const way = WAY_OUT[check.addedBy ?? 'tick box'];
  return {
    zh: `未知的${noun.zh}“${value}”${zh}请在词表页面把它加入“${label.zh}”${way.zh}`,
    en: `unknown ${noun.en} "${value}"${en} Add it to ${label.en} on the vocabularies page${way.en}`,
  };
}
