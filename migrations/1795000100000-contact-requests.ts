import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Requests sent with the contact form; listed read-only in the admin area. */
export class ContactRequests1795000100000 implements MigrationInterface {
  name = 'ContactRequests1795000100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE contact_request (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        created_at timestamptz NOT NULL DEFAULT now(),
        centre_id text REFERENCES centre (id) ON DELETE SET NULL,
        name text NOT NULL,
        email text,
        phone text,
        vehicle text,
        message text NOT NULL,
        consent_at timestamptz NOT NULL,
        client_hash text NOT NULL,
        CONSTRAINT contact_request_reachable CHECK (email IS NOT NULL OR phone IS NOT NULL)
      )`);
    // Rate limiting counts a client's recent requests; the admin lists the newest first.
    await db.query('CREATE INDEX contact_request_client_recent ON contact_request (client_hash, created_at DESC)');
    await db.query('CREATE INDEX contact_request_created ON contact_request (created_at DESC)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE contact_request');
  }
}
