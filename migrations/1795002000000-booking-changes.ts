import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bookings that change, and the centre's agenda (issue 27). Each move or cancellation counts in `revision`, the
 * SEQUENCE of the calendar event the visitor receives again, so that their calendar replaces the old one. A booking
 * taken by phone in the agenda names who took it (`created_by`), has no client key (nothing to rate-limit) and may
 * have no e-mail (a caller gives a phone). A booking of the mobile centre keeps the address it goes to. Each centre may have one private iCalendar feed of its agenda: its secret
 * token is kept only as a SHA-256 digest, and renewing it (the row replaced) or deleting the row revokes the old
 * address.
 */
export class BookingChanges1795002000000 implements MigrationInterface {
  name = 'BookingChanges1795002000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE booking ADD COLUMN revision integer NOT NULL DEFAULT 0');
    await db.query('ALTER TABLE booking ADD COLUMN created_by text');
    // Where the mobile centre goes (the visitor's address); null at a centre's own workshop.
    await db.query('ALTER TABLE booking ADD COLUMN address text');
    await db.query('ALTER TABLE booking ALTER COLUMN client_hash DROP NOT NULL');
    await db.query('ALTER TABLE booking DROP CONSTRAINT booking_confirmed_details_check');
    await db.query(`ALTER TABLE booking ADD CONSTRAINT booking_confirmed_details_check
      CHECK (status IN ('held', 'expired') OR (customer_name IS NOT NULL AND phone IS NOT NULL))`);
    await db.query(`ALTER TABLE booking ADD CONSTRAINT booking_client_check
      CHECK (client_hash IS NOT NULL OR created_by IS NOT NULL)`);
    await db.query(`
      CREATE TABLE booking_feed (
        centre_id text PRIMARY KEY CONSTRAINT booking_feed_centre_id_fkey REFERENCES centre (id) ON DELETE CASCADE,
        token_digest text NOT NULL CONSTRAINT booking_feed_token_digest_key UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE booking_feed');
    await db.query('ALTER TABLE booking DROP CONSTRAINT booking_client_check');
    await db.query('ALTER TABLE booking DROP CONSTRAINT booking_confirmed_details_check');
    await db.query(`ALTER TABLE booking ADD CONSTRAINT booking_confirmed_details_check
      CHECK (status IN ('held', 'expired') OR (customer_name IS NOT NULL AND phone IS NOT NULL AND email IS NOT NULL))`);
    await db.query('ALTER TABLE booking ALTER COLUMN client_hash SET NOT NULL');
    await db.query('ALTER TABLE booking DROP COLUMN address');
    await db.query('ALTER TABLE booking DROP COLUMN created_by');
    await db.query('ALTER TABLE booking DROP COLUMN revision');
  }
}
