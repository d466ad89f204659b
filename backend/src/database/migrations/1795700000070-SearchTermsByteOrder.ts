import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The autocomplete index (search/postgres/suggestion-index.ts) loads search_terms in byte order, 50,000 terms a
 * statement. Without an index in that order each statement sorted the whole table again (600,000 terms at a million
 * products: 1.2 s a chunk, 13 chunks per process at every start and after every catalogue change, competing with
 * searches for PostgreSQL); with it each chunk is a range read.
 */
export class SearchTermsByteOrder1795700000070 implements MigrationInterface {
  name = 'SearchTermsByteOrder1795700000070';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX search_terms_byte_order_idx ON search_terms (term COLLATE "C", kind)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX search_terms_byte_order_idx');
  }
}
