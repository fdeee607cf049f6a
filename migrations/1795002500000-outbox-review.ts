import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `outbox_message.status` gains `review` (« à vérifier »): a message that was pending in a backup and may have left
 * from the original site since. A restore marks them so (decision 014); no sender ever claims one, an administrator
 * sends or drops it (decision 031).
 */
export class OutboxReview1795002500000 implements MigrationInterface {
  name = 'OutboxReview1795002500000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE outbox_message DROP CONSTRAINT outbox_message_status_check');
    await db.query(`ALTER TABLE outbox_message ADD CONSTRAINT outbox_message_status_check
      CHECK (status IN ('pending', 'sent', 'failed', 'withheld', 'review'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    // Kept back rather than queued: the older version must not send what an administrator has not decided on.
    await db.query(`UPDATE outbox_message
      SET status = 'withheld', withheld_reason = 'À vérifier : en attente dans une sauvegarde restaurée.'
      WHERE status = 'review'`);
    await db.query('ALTER TABLE outbox_message DROP CONSTRAINT outbox_message_status_check');
    await db.query(`ALTER TABLE outbox_message ADD CONSTRAINT outbox_message_status_check
      CHECK (status IN ('pending', 'sent', 'failed', 'withheld'))`);
  }
}
