import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The address an e-mail of a list (the waiting list's offers) names in its `List-Unsubscribe` header, with
 * `List-Unsubscribe-Post` (RFC 8058): the mail client's own « se désabonner » button takes the address off in one
 * click. Null for every other e-mail.
 */
export class OutboxListUnsubscribe1795002800000 implements MigrationInterface {
  name = 'OutboxListUnsubscribe1795002800000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE outbox_message ADD COLUMN list_unsubscribe text');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE outbox_message DROP COLUMN list_unsubscribe');
  }
}
