import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Visitor confirmations keep the mailbox they reach (lower case, without a +tag), which the hourly limits count:
 * one confirmation per mailbox per hour, and a cap on all of them (decision 031). Confirmations already queued get
 * theirs, so the first hour after the upgrade counts them too.
 */
export class OutboxRecipientKey1795001410000 implements MigrationInterface {
  name = 'OutboxRecipientKey1795001410000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE outbox_message ADD COLUMN recipient_key text');
    await db.query(
      `UPDATE outbox_message SET recipient_key = lower(regexp_replace(recipient, '\\+[^@]*@', '@'))
        WHERE kind = 'visitor-confirmation'`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE outbox_message DROP COLUMN recipient_key');
  }
}
