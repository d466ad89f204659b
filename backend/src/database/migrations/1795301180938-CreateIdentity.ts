import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts, their sessions and e-mailed verification codes. No secret is stored in clear. */
export class CreateIdentity1795301180938 implements MigrationInterface {
  name = 'CreateIdentity1795301180938';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        email varchar(254) NOT NULL UNIQUE CHECK (email = lower(btrim(email))),
        username varchar(64) NOT NULL,
        password_hash varchar(255) NOT NULL CHECK (password_hash LIKE '$argon2id$%'),
        role varchar(16) NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'staff')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE sessions (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`);
    await q.query(`CREATE INDEX sessions_user_id_idx ON sessions (user_id)`);
    await q.query(`
      CREATE TABLE verification_codes (
        id serial PRIMARY KEY,
        email varchar(254) NOT NULL,
        purpose varchar(16) NOT NULL CHECK (purpose IN ('register', 'reset')),
        token_hash char(64) NOT NULL UNIQUE,
        code_hash char(64) NOT NULL,
        failed_attempts smallint NOT NULL DEFAULT 0,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX verification_codes_email_purpose_idx ON verification_codes (email, purpose)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE verification_codes');
    await q.query('DROP TABLE sessions');
    await q.query('DROP TABLE users');
  }
}
