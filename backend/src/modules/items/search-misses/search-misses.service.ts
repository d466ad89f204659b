import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { normaliseText } from '../text-normaliser';

/** The longest text kept: a search word is at most 200 characters (SearchQueryDto). */
const MAX_TEXT = 200;

export interface SearchMiss {
  text: string;
  searches: number;
  lastSeen: string;
}

/**
 * Searches that found nothing, counted per normalised text and day (issue 23): "Ki-67" and "ki 67"
 * are one line. Nothing about who searched is kept.
 */
@Injectable()
export class SearchMissesService {
  private readonly logger = new Logger('SearchMisses');

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Counts one search; never fails the search that found nothing (a lost count is only a count). */
  record(typed: string): void {
    const text = normaliseText(typed).replace(/\|/g, '/').slice(0, MAX_TEXT);
    if (!text) return;
    this.dataSource
      .query(
        `INSERT INTO search_misses (day, text) VALUES (current_date, $1)
         ON CONFLICT (day, text) DO UPDATE SET searches = search_misses.searches + 1, last_seen = now()`,
        [text],
      )
      .catch((error: Error) => this.logger.warn(`Search without result not counted: ${error.message}`));
  }

  /** The most searched texts between two days (both included), most first, then the latest seen. */
  async top(from: string, to: string, limit: number): Promise<SearchMiss[]> {
    const rows: { text: string; searches: number; last_seen: Date }[] = await this.dataSource.query(
      `SELECT text, sum(searches)::int AS searches, max(last_seen) AS last_seen FROM search_misses
        WHERE day BETWEEN $1::date AND $2::date GROUP BY text ORDER BY searches DESC, last_seen DESC, text LIMIT $3`,
      [from, to, limit],
    );
    return rows.map((r) => ({ text: r.text, searches: r.searches, lastSeen: new Date(r.last_seen).toISOString() }));
  }
}
