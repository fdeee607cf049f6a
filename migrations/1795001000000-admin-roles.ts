import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Roles: network administrators (`reseau`) and centre managers (`centre`) with the centres they act on; accounts
 * that can be disabled; audit lines that name the centre they concern. Existing accounts become network
 * administrators.
 */
export class AdminRoles1795001000000 implements MigrationInterface {
  name = 'AdminRoles1795001000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE admin_user ADD COLUMN role text NOT NULL DEFAULT 'reseau'
      CONSTRAINT admin_user_role_check CHECK (role IN ('reseau', 'centre'))`);
    // The default only served the existing rows: every new account is given its role on purpose.
    await db.query('ALTER TABLE admin_user ALTER COLUMN role DROP DEFAULT');
    await db.query('ALTER TABLE admin_user ADD COLUMN disabled_at timestamptz');
    await db.query(`
      CREATE TABLE admin_user_centre (
        admin_id integer NOT NULL REFERENCES admin_user (id) ON DELETE CASCADE,
        centre_id text NOT NULL REFERENCES centre (id),
        PRIMARY KEY (admin_id, centre_id)
      )`);
    await db.query('CREATE INDEX admin_user_centre_centre ON admin_user_centre (centre_id)');
    await db.query('ALTER TABLE admin_audit ADD COLUMN centre_id text');
    // Earlier lines about a realisation that still exists are given its centre.
    await db.query('UPDATE admin_audit a SET centre_id = r.centre_id FROM realisation r WHERE r.id = a.realisation_id');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE admin_audit DROP COLUMN centre_id');
    await db.query('DROP TABLE admin_user_centre');
    await db.query('ALTER TABLE admin_user DROP COLUMN disabled_at');
    await db.query('ALTER TABLE admin_user DROP COLUMN role');
  }
}
