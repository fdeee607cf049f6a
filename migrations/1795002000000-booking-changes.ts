import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bookings that change (issue 27): each move or cancellation counts in `revision`, the SEQUENCE of the calendar
 * event the visitor receives again, so that their calendar replaces the old one. Each centre may have one private
 * iCalendar feed of its agenda: its secret token is kept only as a SHA-256 digest, and renewing it (a new row) or
 * deleting the row revokes the old address.
 */
export class BookingChanges1795002000000 implements MigrationInterface {
  name = 'BookingChanges1795002000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE booking ADD COLUMN revision integer NOT NULL DEFAULT 0');
    await db.query(`
      CREATE TABLE booking_feed (
        centre_id text PRIMARY KEY CONSTRAINT booking_feed_centre_id_fkey REFERENCES centre (id) ON DELETE CASCADE,
        token_digest text NOT NULL CONSTRAINT booking_feed_token_digest_key UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE booking_feed');
    await db.query('ALTER TABLE booking DROP COLUMN revision');
  }
}
