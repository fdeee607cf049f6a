import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Two-factor sign-in: each administrator's TOTP secret, recovery codes, and the challenges of two-step sign-ins. */
export class AdminTwoFactor1795001200000 implements MigrationInterface {
  name = 'AdminTwoFactor1795001200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE admin_two_factor (
        admin_id integer PRIMARY KEY REFERENCES admin_user (id) ON DELETE CASCADE,
        secret text NOT NULL,
        enabled_at timestamptz,
        last_used_step integer,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE admin_recovery_code (
        id serial PRIMARY KEY,
        admin_id integer NOT NULL REFERENCES admin_user (id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        used_at timestamptz
      )`);
    await db.query('CREATE UNIQUE INDEX admin_recovery_code_admin_hash ON admin_recovery_code (admin_id, code_hash)');
    await db.query(`
      CREATE TABLE admin_login_challenge (
        token_hash text PRIMARY KEY,
        admin_id integer NOT NULL REFERENCES admin_user (id) ON DELETE CASCADE,
        device_id text,
        attempts integer NOT NULL DEFAULT 0,
        expires_at timestamptz NOT NULL
      )`);
    await db.query('CREATE INDEX admin_login_challenge_admin ON admin_login_challenge (admin_id)');
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['admin_login_challenge', 'admin_recovery_code', 'admin_two_factor']) {
      await db.query(`DROP TABLE ${table}`);
    }
  }
}
