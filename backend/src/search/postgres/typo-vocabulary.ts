import type { DataSource } from 'typeorm';
import { bestCorrection, Correction, withinOneEdit } from '../typo-correction';

/**
 * The words a mistyped word may be corrected to (search_words: product names, gene symbols,
 * aliases, protein names), held in memory by length so a correction costs no query. A few
 * thousand words even for a million products; re-read after index changes.
 */
export class TypoVocabulary {
  private words: Promise<Map<number, Correction[]>> | null = null;

  constructor(private readonly dataSource: DataSource) {}

  forget(): void {
    this.words = null;
  }

  async has(word: string): Promise<boolean> {
    return ((await this.load()).get(word.length) ?? []).some((c) => c.word === word);
  }

  /** The word one edit from `word` that most products use, or null. */
  async correct(word: string): Promise<Correction | null> {
    const byLength = await this.load();
    const near: Correction[] = [];
    for (const length of [word.length - 1, word.length, word.length + 1]) {
      for (const c of byLength.get(length) ?? []) if (c.word !== word && withinOneEdit(c.word, word)) near.push(c);
    }
    return bestCorrection(near);
  }

  private load(): Promise<Map<number, Correction[]>> {
    this.words ??= this.dataSource
      .query('SELECT word, display, products FROM search_words')
      .then((rows: Correction[]) => {
        const byLength = new Map<number, Correction[]>();
        for (const row of rows) {
          const list = byLength.get(row.word.length) ?? [];
          list.push(row);
          byLength.set(row.word.length, list);
        }
        return byLength;
      })
      .catch((error: unknown) => {
        this.words = null;
        throw error;
      });
    return this.words;
  }
}
