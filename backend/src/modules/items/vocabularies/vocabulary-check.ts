import type { Message } from '../catalogue-changes/product-record';
import { nearestValues } from '../catalogue-changes/nearest-values';
import { ATTRIBUTE_FIELDS } from '../product-fields';
import { VOCABULARY_NAMES, VocabularyLookup, VocabularyName } from './vocabulary-lookup';

/**
 * How sheet cells meet the vocabularies, wherever a sheet names a value (a product's columns, its
 * validation entries, a references sheet): the loaded lists, and, for an import with --add-values,
 * what a value they lack becomes (the stored key of the value to add) instead of a problem.
 */
export interface VocabularyCheck {
  /** Only what the checks read: the app's evidence editor passes one that takes cells as stored. */
  lookup: Pick<VocabularyLookup, 'keyOf' | 'keys'>;
  adopt?: (vocabulary: VocabularyName, value: string) => string | undefined;
}

/** The stored key for a spelling, or the key --add-values adds it under; undefined when it stays unknown. */
export function checkedKey(check: VocabularyCheck, vocabulary: VocabularyName, value: string): string | undefined {
  return check.lookup.keyOf(vocabulary, value) ?? check.adopt?.(vocabulary, value);
}

/** Each vocabulary by the name of the field it serves, as the vocabularies page heads it. */
export const VOCABULARY_LABELS = Object.fromEntries(
  VOCABULARY_NAMES.map((name) => [name, ATTRIBUTE_FIELDS.find((f) => f.vocabulary === name)!.label]),
) as Record<VocabularyName, Message>;

/**
 * A value a vocabulary lacks: the nearest known values and the two ways to add it, the same words
 * for every place a sheet names one. `noun` says what the cell holds ("species" in a validation
 * entry); a plain "value" otherwise.
 */
export function unknownValueMessage(check: VocabularyCheck, vocabulary: VocabularyName, value: string, noun: Message = { zh: '取值', en: 'value' }): Message {
  const near = nearestValues(check.lookup.keys(vocabulary), value);
  const zh = near.length > 0 ? `；是否应为 ${near.map((v) => `“${v}”`).join('、')}？` : '';
  const en = near.length > 0 ? `; did you mean ${near.map((v) => `"${v}"`).join(', ')}?` : '';
  const label = VOCABULARY_LABELS[vocabulary];
  return {
    zh: `未知的${noun.zh}“${value}”${zh || '；'}请在词表页面把它加入“${label.zh}”，或导入时选择添加新取值（--add-values）`,
    en: `unknown ${noun.en} "${value}"${en || ';'} Add it to ${label.en} on the vocabularies page or import with --add-values`,
  };
}
