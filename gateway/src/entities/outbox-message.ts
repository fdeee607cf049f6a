import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { ContactRequest } from './contact-request.js';

export type OutboxKind =
  'centre-notification' | 'visitor-confirmation' | 'visitor-reminder' | 'waitlist-offer' | 'visitor-change';
/**
 * `withheld`: kept back by a cap (`withheldReason`), never sent unless an administrator sends it. `review` (« à
 * vérifier »): pending in a restored backup, so perhaps sent by the original site since; never sent unless an
 * administrator sends it.
 */
export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'withheld' | 'review';

/** An e-mail to send, written in the transaction of what it tells about (decision 031). */
@Entity('outbox_message')
@Check(
  'outbox_message_kind_check',
  `kind IN ('centre-notification', 'visitor-confirmation', 'visitor-reminder', 'waitlist-offer', 'visitor-change')`,
)
@Check('outbox_message_status_check', `status IN ('pending', 'sent', 'failed', 'withheld', 'review')`)
// Partial (WHERE status = 'pending') and descending indexes: TypeORM cannot describe them, so it leaves them alone.
@Index('outbox_message_due', { synchronize: false })
@Index('outbox_message_created', { synchronize: false })
export class OutboxMessage {
  /** Made by the gateway, which also builds the Message-ID from it. */
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'text' })
  kind: OutboxKind;

  @Column({ name: 'contact_request_id', type: 'uuid', nullable: true })
  contactRequestId: string | null;

  @ManyToOne(() => ContactRequest, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'contact_request_id', foreignKeyConstraintName: 'outbox_message_contact_request_id_fkey' })
  contactRequest?: ContactRequest | null;

  @Column({ type: 'text' })
  recipient: string;

  /** On a visitor's confirmation, the mailbox it reaches (lower case, no +tag): the hourly limits count it. */
  @Column({ name: 'recipient_key', type: 'text', nullable: true })
  recipientKey: string | null;

  /** The visitor's address on a centre's notification: answering it writes to them. */
  @Column({ name: 'reply_to', type: 'text', nullable: true })
  replyTo: string | null;

  @Column({ type: 'text' })
  subject: string;

  @Column({ name: 'text_body', type: 'text' })
  textBody: string;

  @Column({ name: 'html_body', type: 'text' })
  htmlBody: string;

  /** Sent as the Message-ID header on every attempt: a copy delivered twice is recognisable as one message. */
  @Column({ name: 'message_id', type: 'text', unique: true })
  messageId: string;

  @Column({ type: 'text', default: 'pending' })
  status: OutboxStatus;

  /** Attempts started (counted when a sender claims the row). */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  /**
   * A sender holds the row until then; past it, another may claim it (the holder died mid-send, or lost the database
   * before recording the outcome).
   */
  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  /** Why a cap kept it back (`withheld`), in French, as the outbox shows it. */
  @Column({ name: 'withheld_reason', type: 'text', nullable: true })
  withheldReason: string | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  /** A calendar invitation (RFC 5545) sent as the message's text/calendar part: a booking's confirmation. */
  @Column({ type: 'text', nullable: true })
  calendar: string | null;

  /** A list's e-mail (the waiting list's offers): the address its `List-Unsubscribe` header names (RFC 8058). */
  @Column({ name: 'list_unsubscribe', type: 'text', nullable: true })
  listUnsubscribe: string | null;
}
