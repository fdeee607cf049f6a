import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Administrators, their sessions, login throttling, uploaded media and the audit trail. */
export class Admin1795000500000 implements MigrationInterface {
  name = 'Admin1795000500000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE admin_user (
        id serial PRIMARY KEY,
        username text NOT NULL,
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        password_changed_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Usernames are compared without case: « Admin » and « admin » are one account.
    await db.query('CREATE UNIQUE INDEX admin_user_username ON admin_user (lower(username))');

    // Only a SHA-256 of each token is stored: a leaked table does not give working tokens.
    await db.query(`
      CREATE TABLE admin_session (
        token_hash text PRIMARY KEY,
        admin_id integer NOT NULL REFERENCES admin_user (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    await db.query('CREATE INDEX admin_session_admin ON admin_session (admin_id)');

    // Failed sign-ins per key ("account:<name>" or "ip:<hash>"), shared by every gateway process.
    await db.query(`
      CREATE TABLE login_throttle (
        key text PRIMARY KEY,
        failures integer NOT NULL,
        last_failure_at timestamptz NOT NULL,
        locked_until timestamptz
      )`);

    // Every file set made from one upload (derivatives, poster): deleted when no realisation uses it any more.
    await db.query(`
      CREATE TABLE media_upload (
        id text PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('image', 'video')),
        files text[] NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await db.query(`
      CREATE TABLE admin_audit (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        username text NOT NULL,
        action text NOT NULL,
        realisation_id integer,
        summary text NOT NULL,
        details jsonb NOT NULL DEFAULT '{}'
      )`);
    await db.query('CREATE INDEX admin_audit_at ON admin_audit (at DESC, id DESC)');
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['admin_audit', 'media_upload', 'login_throttle', 'admin_session', 'admin_user']) {
      await db.query(`DROP TABLE ${table}`);
    }
  }
}
