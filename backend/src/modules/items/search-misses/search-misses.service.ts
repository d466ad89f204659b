import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { normaliseText } from '../text-normaliser';
import { simplifiedQuery } from '../reading/simplified-query';

/** The longest text kept: a search word is at most 200 characters (SearchQueryDto). */
const MAX_TEXT = 200;

export interface SearchMiss {
  /** In simplified characters: the searches typed in traditional ones are counted with it (issue 49). */
  text: string;
  /** The other ways it was typed (抗體 for 抗体), most searched first. */
  variants: string[];
  searches: number;
  lastSeen: string;
}

/**
 * Searches that found nothing, counted per normalised text and day (issue 23): "Ki-67" and "ki 67"
 * are one line, and so are 抗體 and 抗体 (issue 49: each text is kept as typed, with its simplified form to group by).
 * Nothing about who searched is kept.
 */
@Injectable()
export class SearchMissesService {
  private readonly logger = new Logger('SearchMisses');

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Counts one search; never fails the search that found nothing (a lost count is only a count). */
  record(typed: string): void {
    const kept = (t: string) => normaliseText(t).replace(/\|/g, '/').slice(0, MAX_TEXT);
    const text = kept(typed);
    if (!text) return;
    this.dataSource
      .query(
        `INSERT INTO search_misses (day, text, simplified) VALUES (current_date, $1, $2)
         ON CONFLICT (day, text) DO UPDATE SET searches = search_misses.searches + 1, last_seen = now()`,
        [text, kept(simplifiedQuery(typed))],
      )
      .catch((error: Error) => this.logger.warn(`Search without result not counted: ${error.message}`));
  }

  /** The most searched texts between two days (both included), most first, then the latest seen. */
  async top(from: string, to: string, limit: number): Promise<SearchMiss[]> {
    // Rows counted before the simplified form was kept group under their own text.
    const rows: { text: string; searches: number; last_seen: Date; variants: string[] }[] = await this.dataSource.query(
      `WITH typed AS (
         SELECT coalesce(simplified, text) AS text, text AS typed, sum(searches)::int AS searches, max(last_seen) AS last_seen
           FROM search_misses WHERE day BETWEEN $1::date AND $2::date GROUP BY 1, 2)
       SELECT text, sum(searches)::int AS searches, max(last_seen) AS last_seen,
              coalesce(array_agg(typed ORDER BY searches DESC, typed) FILTER (WHERE typed <> text), '{}') AS variants
         FROM typed GROUP BY text ORDER BY searches DESC, last_seen DESC, text LIMIT $3`,
      [from, to, limit],
    );
    return rows.map((r) => ({ text: r.text, variants: r.variants, searches: r.searches, lastSeen: new Date(r.last_seen).toISOString() }));
  }
}
