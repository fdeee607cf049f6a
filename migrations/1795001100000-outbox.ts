import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mails waiting to be sent (decision 031). A contact request writes its messages here in its own transaction; a
 * sender loop in each gateway claims due rows (FOR UPDATE SKIP LOCKED, then a lease in `locked_until`), sends them
 * over SMTP, and records the outcome. Centres may name their own address for the notifications.
 */
export class Outbox1795001100000 implements MigrationInterface {
  name = 'Outbox1795001100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE centre ADD COLUMN email text');
    await db.query(`
      CREATE TABLE outbox_message (
        id uuid PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now(),
        kind text NOT NULL CONSTRAINT outbox_message_kind_check
          CHECK (kind IN ('centre-notification', 'visitor-confirmation')),
        contact_request_id uuid CONSTRAINT outbox_message_contact_request_id_fkey
          REFERENCES contact_request (id) ON DELETE SET NULL,
        recipient text NOT NULL,
        reply_to text,
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text NOT NULL,
        message_id text NOT NULL UNIQUE,
        status text NOT NULL DEFAULT 'pending' CONSTRAINT outbox_message_status_check
          CHECK (status IN ('pending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        locked_until timestamptz,
        last_error text,
        sent_at timestamptz
      )`);
    // The sender looks for due pending rows; the admin lists the newest first.
    await db.query(`CREATE INDEX outbox_message_due ON outbox_message (next_attempt_at) WHERE status = 'pending'`);
    await db.query('CREATE INDEX outbox_message_created ON outbox_message (created_at DESC)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE outbox_message');
    await db.query('ALTER TABLE centre DROP COLUMN email');
  }
}
