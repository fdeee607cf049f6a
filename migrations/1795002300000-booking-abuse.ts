import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Capacity protected per centre, links that cannot flood (issue « One stranger cannot block a centre's agenda »,
 * decision 043).
 *
 * - `booking.details_at`: when the visitor gave their details. The booking then stays a hold (`held`, so every rule
 *   about live holds still applies) until they open the link of their e-mail, or `hold_expires_at` passes.
 * - `booking.mailbox_key`: the visitor's mailbox as the limits count it, for the bookings awaiting one mailbox.
 * - `booking.network_hash`: the client's wider network (an IPv6 /48, or the IPv4 address again), counted beside
 *   `client_hash` (its /64).
 * - `booking.visitor_changes`: when the visitor's link moved or cancelled it, the last hour's only (3 at most).
 * - `outbox_message.kind` gains `visitor-change`: change notices have their own caps, apart from confirmations.
 * - `outbox_message.status` gains `withheld`: a message a cap kept back, shown in the outbox and never sent unless an
 *   administrator sends it.
 */
export class BookingAbuse1795002300000 implements MigrationInterface {
  name = 'BookingAbuse1795002300000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE booking
      ADD COLUMN details_at timestamptz,
      ADD COLUMN mailbox_key text,
      ADD COLUMN network_hash text,
      ADD COLUMN visitor_changes timestamptz[] NOT NULL DEFAULT '{}'`);
    // Live holds are counted per network and per centre, under locks, before each new one.
    await db.query(`CREATE INDEX booking_live_holds ON booking (centre_id, hold_expires_at) WHERE status = 'held'`);
    await db.query(`CREATE INDEX booking_network_recent ON booking (network_hash, created_at)`);
    await db.query('ALTER TABLE outbox_message DROP CONSTRAINT outbox_message_kind_check');
    await db.query(`ALTER TABLE outbox_message ADD CONSTRAINT outbox_message_kind_check
      CHECK (kind IN ('centre-notification', 'visitor-confirmation', 'visitor-reminder', 'waitlist-offer',
                      'visitor-change'))`);
    await db.query('ALTER TABLE outbox_message DROP CONSTRAINT outbox_message_status_check');
    await db.query(`ALTER TABLE outbox_message ADD CONSTRAINT outbox_message_status_check
      CHECK (status IN ('pending', 'sent', 'failed', 'withheld'))`);
    await db.query('ALTER TABLE outbox_message ADD COLUMN withheld_reason text');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM outbox_message WHERE status = 'withheld'`);
    await db.query(`UPDATE outbox_message SET kind = 'visitor-confirmation' WHERE kind = 'visitor-change'`);
    await db.query('ALTER TABLE outbox_message DROP COLUMN withheld_reason');
    await db.query('ALTER TABLE outbox_message DROP CONSTRAINT outbox_message_status_check');
    await db.query(`ALTER TABLE outbox_message ADD CONSTRAINT outbox_message_status_check
      CHECK (status IN ('pending', 'sent', 'failed'))`);
    await db.query('ALTER TABLE outbox_message DROP CONSTRAINT outbox_message_kind_check');
    await db.query(`ALTER TABLE outbox_message ADD CONSTRAINT outbox_message_kind_check
      CHECK (kind IN ('centre-notification', 'visitor-confirmation', 'visitor-reminder', 'waitlist-offer'))`);
    await db.query('DROP INDEX booking_network_recent');
    await db.query('DROP INDEX booking_live_holds');
    await db.query(`ALTER TABLE booking
      DROP COLUMN visitor_changes, DROP COLUMN network_hash, DROP COLUMN mailbox_key, DROP COLUMN details_at`);
  }
}
