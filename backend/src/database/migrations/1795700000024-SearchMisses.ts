import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Searches that found nothing (issue 23): how often each normalised text was searched per day and
 * when last, for the staff page that shows what researchers look for and cannot find. No personal
 * data: no user, address or session, only the words and the day.
 */
export class SearchMisses1795700000024 implements MigrationInterface {
  name = 'SearchMisses1795700000024';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE search_misses (
        day date NOT NULL,
        text text NOT NULL,
        searches integer NOT NULL DEFAULT 1,
        last_seen timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (day, text)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE search_misses');
  }
}
