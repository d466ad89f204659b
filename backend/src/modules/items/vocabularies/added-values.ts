import type { SqlQuery } from '../../../database/sql-query';
import { AddedValue, insertValues } from './vocabulary-rows.sql';
import { spellingKey, VocabularyName } from '@shop/contract';

/** More new values than any real supplier's sheet brings: past it, unknown values are problems again. */
export const MAX_ADDED_VALUES = 1000;

/**
 * The values an import with --add-values adds to the vocabularies: each unknown value once per
 * vocabulary (its first spelling in the sheet becomes the key and both labels, until staff relabel
 * it), written in the import's own transaction so a refused sheet adds nothing.
 */
export class AddedValues {
  private readonly bySpelling = new Map<string, AddedValue>();

  /** The key the value is stored under, or undefined once the limit is reached. */
  adopt(vocabulary: VocabularyName, value: string): string | undefined {
    const spelling = `${vocabulary}\u0000${spellingKey(value)}`;
    const known = this.bySpelling.get(spelling);
    if (known) return known.key;
    if (this.bySpelling.size >= MAX_ADDED_VALUES) return undefined;
    const added = { vocabulary, key: value.trim() };
    this.bySpelling.set(spelling, added);
    return added.key;
  }

  get values(): AddedValue[] {
    return [...this.bySpelling.values()];
  }

  async write(query: SqlQuery): Promise<void> {
    await insertValues(query, this.values.map((v) => ({ ...v, zh: v.key, en: v.key })));
  }
}
