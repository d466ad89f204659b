import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Product reviews (spec section 3, review form). A review is stored pending and shown only once
 * staff approve it; the staff reply lives on the review itself (one reply per review).
 */
export class CreateReviews1795301767318 implements MigrationInterface {
  name = 'CreateReviews1795301767318';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE reviews (
        id serial PRIMARY KEY,
        product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        catalogue_number varchar(40) NOT NULL,
        lot_number varchar(100) NOT NULL,
        first_name varchar(100) NOT NULL,
        last_name varchar(100) NOT NULL,
        country varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        institution varchar(200) NOT NULL,
        applications text[] NOT NULL DEFAULT '{}',
        image_file varchar(160) NOT NULL,
        species varchar(20) NOT NULL,
        species_other varchar(100) NOT NULL DEFAULT '',
        sample_type varchar(10) NOT NULL CHECK (sample_type IN ('cell', 'tissue')),
        specification varchar(2000) NOT NULL,
        primary_dilution varchar(100) NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        moderated_at timestamptz,
        moderated_by integer REFERENCES users(id) ON DELETE SET NULL,
        reply text,
        replied_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The product page lists approved reviews newest first; staff work the pending queue oldest first.
    await q.query(`CREATE INDEX reviews_product_approved_idx ON reviews (product_id, created_at DESC) WHERE status = 'approved'`);
    await q.query(`CREATE INDEX reviews_status_created_idx ON reviews (status, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE reviews`);
  }
}
