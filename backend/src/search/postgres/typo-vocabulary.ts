import type { DataSource } from 'typeorm';

/**
 * The gene symbols and aliases a mistyped word may be corrected to, held in memory (a few thousand
 * words even for a million products) so a correction costs no query. Re-read after index changes.
 */
export class TypoVocabulary {
  private terms: Promise<string[]> | null = null;

  constructor(private readonly dataSource: DataSource) {}

  forget(): void {
    this.terms = null;
  }

  /** Known terms exactly one insertion, deletion or substitution away from `word`, sorted. */
  async oneEditFrom(word: string, limit: number): Promise<string[]> {
    const terms = await this.load();
    const near = terms.filter((term) => term !== word && Math.abs(term.length - word.length) <= 1 && withinOneEdit(term, word));
    return near.slice(0, limit);
  }

  private load(): Promise<string[]> {
    this.terms ??= this.dataSource
      .query(
        `SELECT DISTINCT term FROM search_terms WHERE kind IN ('gene', 'alias') AND term ~ '^[[:alnum:]]+$' ORDER BY term`,
      )
      .then((rows: { term: string }[]) => rows.map((r) => r.term))
      .catch((error: unknown) => {
        this.terms = null;
        throw error;
      });
    return this.terms;
  }
}

/** Levenshtein distance <= 1, in one pass. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a.length < b.length) [a, b] = [b, a];
  if (a.length - b.length > 1) return false;
  let i = 0;
  while (i < b.length && a[i] === b[i]) i++;
  if (i === b.length) return true;
  return a.length === b.length ? a.slice(i + 1) === b.slice(i + 1) : a.slice(i + 1) === b.slice(i);
}
