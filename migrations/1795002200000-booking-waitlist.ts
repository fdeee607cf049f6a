import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The booking waiting list (issue « Booking that fits a garage's day », item 8). A visitor for whom no slot suits
 * leaves an e-mail and the last day they could come, for one service at one centre; when a booking of it is cancelled
 * or moved, the freed slot is offered by e-mail to the oldest entry it suits, at most once a day per mailbox. One live
 * entry per mailbox (`mailbox_key`: lower case, no `+tag`), centre and service: joining again replaces its date. The
 * offer is an outbox message of its own kind.
 */
export class BookingWaitlist1795002200000 implements MigrationInterface {
  name = 'BookingWaitlist1795002200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE booking_waitlist (
        id uuid PRIMARY KEY,
        centre_id text NOT NULL CONSTRAINT booking_waitlist_centre_id_fkey REFERENCES centre (id) ON DELETE CASCADE,
        service_slug text NOT NULL,
        email text NOT NULL,
        mailbox_key text NOT NULL,
        latest_date date NOT NULL,
        client_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_offered_at timestamptz,
        unsubscribed_at timestamptz
      )`);
    // A freed slot looks for the oldest entries of its centre and service.
    await db.query('CREATE INDEX booking_waitlist_lookup ON booking_waitlist (centre_id, service_slug, created_at)');
    // Joins are limited per client over the last hour.
    await db.query('CREATE INDEX booking_waitlist_client_recent ON booking_waitlist (client_hash, created_at)');
    // Joining again replaces the entry (INSERT … ON CONFLICT); one left stays as history and frees its place.
    await db.query(`CREATE UNIQUE INDEX booking_waitlist_live_mailbox
      ON booking_waitlist (centre_id, service_slug, mailbox_key) WHERE unsubscribed_at IS NULL`);
    await db.query('ALTER TABLE outbox_message DROP CONSTRAINT outbox_message_kind_check');
    await db.query(`ALTER TABLE outbox_message ADD CONSTRAINT outbox_message_kind_check
      CHECK (kind IN ('centre-notification', 'visitor-confirmation', 'visitor-reminder', 'waitlist-offer'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM outbox_message WHERE kind = 'waitlist-offer'`);
    await db.query('ALTER TABLE outbox_message DROP CONSTRAINT outbox_message_kind_check');
    await db.query(`ALTER TABLE outbox_message ADD CONSTRAINT outbox_message_kind_check
      CHECK (kind IN ('centre-notification', 'visitor-confirmation', 'visitor-reminder'))`);
    await db.query('DROP TABLE booking_waitlist');
  }
}
