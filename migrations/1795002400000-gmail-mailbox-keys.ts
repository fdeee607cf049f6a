import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Gmail ignores the dots of an address's local part and delivers `googlemail.com` as `gmail.com`, so `mailboxKey`
 * (contract/src/email-address.ts) now folds them: `J.Doe+x@GoogleMail.com` and `jdoe@gmail.com` are one mailbox. The
 * stored keys are rewritten the same way, so that the limits count each Gmail mailbox once from the upgrade on:
 *
 * - `booking_waitlist.mailbox_key`: entries live until their latest date, weeks ahead; one live entry per mailbox,
 *   centre and service, and one offer a day per mailbox. Live entries that now name one mailbox are merged as joining
 *   again would have: the oldest keeps its place in the queue and takes the last join's address and date; the others
 *   are left as history (`unsubscribed_at`), where they still count in the offer a day.
 * - `outbox_message.recipient_key`: counted over the last hour only, rewritten all the same so that every stored key
 *   is the one the gateway computes.
 *
 * Stored keys are already in lower case and without their `+tag`. The formula is written out here, not imported: a
 * migration stays as it ran.
 */
const isGmail = (key: string) => `split_part(${key}, '@', 2) IN ('gmail.com', 'googlemail.com')`;
const gmailKey = (key: string) => `replace(split_part(${key}, '@', 1), '.', '') || '@gmail.com'`;
/** The key as `mailboxKey` computed it before: lower case, without the `+tag`. */
const previousKey = (address: string) => `lower(regexp_replace(${address}, '\\+[^@]*@', '@'))`;

export class GmailMailboxKeys1795002400000 implements MigrationInterface {
  name = 'GmailMailboxKeys1795002400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      WITH live AS (
        SELECT id, centre_id, service_slug, email, latest_date, created_at, ${gmailKey('mailbox_key')} AS folded
          FROM booking_waitlist
         WHERE unsubscribed_at IS NULL AND ${isGmail('mailbox_key')}
      ), ranked AS (
        SELECT id,
               count(*) OVER mailbox AS entries,
               row_number() OVER (mailbox ORDER BY created_at, id) AS place,
               first_value(email) OVER (mailbox ORDER BY created_at DESC, id DESC) AS last_email,
               first_value(latest_date) OVER (mailbox ORDER BY created_at DESC, id DESC) AS last_date
          FROM live
        WINDOW mailbox AS (PARTITION BY centre_id, service_slug, folded)
      )
      UPDATE booking_waitlist w
         SET email = CASE WHEN r.place = 1 THEN r.last_email ELSE w.email END,
             latest_date = CASE WHEN r.place = 1 THEN r.last_date ELSE w.latest_date END,
             unsubscribed_at = CASE WHEN r.place = 1 THEN NULL ELSE now() END
        FROM ranked r
       WHERE w.id = r.id AND r.entries > 1`);
    await db.query(
      `UPDATE booking_waitlist SET mailbox_key = ${gmailKey('mailbox_key')} WHERE ${isGmail('mailbox_key')}`,
    );
    await db.query(
      `UPDATE outbox_message SET recipient_key = ${gmailKey('recipient_key')} WHERE ${isGmail('recipient_key')}`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    // The keys again from the addresses they were made from; merged entries stay merged.
    await db.query(`UPDATE booking_waitlist SET mailbox_key = ${previousKey('email')} WHERE ${isGmail('mailbox_key')}`);
    await db.query(
      `UPDATE outbox_message SET recipient_key = ${previousKey('recipient')} WHERE ${isGmail('recipient_key')}`,
    );
  }
}
