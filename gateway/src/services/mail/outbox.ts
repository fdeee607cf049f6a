import { randomUUID } from 'node:crypto';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { OutboxMessage, type OutboxKind, type OutboxStatus } from '../../entities/outbox-message.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../lib/domain-errors.js';
import { isUuid } from '../../lib/uuid.js';
import { recordAudit } from '../admin/audit.js';
import { requireNetworkAdmin, type Actor } from '../admin/permissions.js';
import type { MailContent } from './templates.js';

/** A data source or a transaction's manager. */
type Db = Pick<EntityManager, 'getRepository'>;

export interface QueuedMail {
  kind: OutboxKind;
  recipient: string;
  /** A visitor's confirmation: the recipient's mailbox (`mailboxKey`), counted by the hourly limits. */
  recipientKey?: string | null;
  replyTo?: string | null;
  content: MailContent;
  contactRequestId?: string | null;
  /** Kept back by a cap, and why (in French): stored `withheld`, listed in the outbox, never sent on its own. */
  withheld?: string | null;
}

/**
 * Queues e-mails in the caller's transaction: they exist if and only if what they tell about was stored. The
 * Message-ID is fixed now (`<id@domain>`), so every attempt sends the same one.
 */
export async function queueMails(db: Db, mails: QueuedMail[], messageIdDomain: string): Promise<string[]> {
  const rows = mails.map((mail) => {
    const id = randomUUID();
    return {
      id,
      kind: mail.kind,
      contactRequestId: mail.contactRequestId ?? null,
      recipient: mail.recipient,
      recipientKey: mail.recipientKey ?? null,
      replyTo: mail.replyTo ?? null,
      subject: mail.content.subject,
      textBody: mail.content.text,
      htmlBody: mail.content.html,
      calendar: mail.content.calendar ?? null,
      listUnsubscribe: mail.content.listUnsubscribe ?? null,
      messageId: `<${id}@${messageIdDomain}>`,
      ...(mail.withheld ? { status: 'withheld' as const, withheldReason: mail.withheld } : {}),
    };
  });
  if (rows.length) await db.getRepository(OutboxMessage).insert(rows);
  return rows.map((r) => r.id);
}

/** The address of `Nom <adresse>` or of a bare address, in lower case. */
export function addressOf(mailbox: string): string {
  return (/<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox).trim().toLowerCase();
}

/** The domain of an address (`contact@ecuvia.fr` → `ecuvia.fr`), for Message-IDs. */
export function domainOf(address: string): string {
  const match = /@([^\s@<>]+)>?\s*$/.exec(address);
  return match ? match[1]!.toLowerCase() : 'localhost';
}

export interface OutboxEntry {
  id: string;
  createdAt: Date;
  kind: OutboxKind;
  recipient: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  sentAt: Date | null;
  contactRequestId: string | null;
  withheldReason: string | null;
}

export interface OutboxCounts {
  pending: number;
  failed: number;
  sent: number;
  withheld: number;
  review: number;
}

export const OUTBOX_PAGE_MAX = 200;

const STATUSES: readonly string[] = ['pending', 'sent', 'failed', 'withheld', 'review'] satisfies OutboxStatus[];

/** Messages newest first, of some statuses (all when none are given). The network's administrators only. */
export async function listOutbox(
  dataSource: DataSource,
  actor: Actor,
  options: { statuses?: string[]; first?: number } = {},
): Promise<OutboxEntry[]> {
  requireNetworkAdmin(actor);
  const unknown = options.statuses?.find((s) => !STATUSES.includes(s));
  if (unknown !== undefined) throw new InvalidInputError(`État inconnu : ${unknown}`, { statuses: 'État inconnu' });
  const rows = await dataSource.getRepository(OutboxMessage).find({
    where: options.statuses?.length ? { status: In(options.statuses) } : {},
    order: { createdAt: 'DESC', id: 'ASC' },
    take: Math.min(Math.max(1, Math.trunc(options.first ?? 50) || 1), OUTBOX_PAGE_MAX),
  });
  return rows.map(entryOf);
}

const entryOf = (r: OutboxMessage): OutboxEntry => ({
  id: r.id,
  createdAt: r.createdAt,
  kind: r.kind,
  recipient: r.recipient,
  subject: r.subject,
  status: r.status,
  attempts: r.attempts,
  nextAttemptAt: r.nextAttemptAt,
  lastError: r.lastError,
  sentAt: r.sentAt,
  contactRequestId: r.contactRequestId,
  withheldReason: r.withheldReason,
});

export const OUTBOX_MESSAGES = {
  notFound: 'E-mail introuvable dans la boîte d’envoi.',
  pending: 'Cet e-mail est déjà en attente d’envoi : seul un e-mail abandonné, retenu ou à vérifier peut être envoyé.',
  sent: 'Cet e-mail est déjà parti : seul un e-mail abandonné, retenu ou à vérifier peut être envoyé.',
  notReview: 'Seul un e-mail à vérifier peut être supprimé.',
} as const;

/** The message, locked until the caller's transaction ends (the admin's decision cannot race a send or another one). */
async function lockedMessage(manager: EntityManager, id: string): Promise<OutboxMessage> {
  const message = isUuid(id)
    ? await manager
        .getRepository(OutboxMessage)
        .createQueryBuilder('m')
        .where('m.id = :id', { id })
        .setLock('pessimistic_write')
        .getOne()
    : null;
  if (!message) throw new NotFoundError(OUTBOX_MESSAGES.notFound);
  return message;
}

/** Queued as if new: no attempt counted, due `now` (the sender's clock), no lease. */
const requeued = (now: Date) => ({ status: 'pending', attempts: 0, nextAttemptAt: now, lockedUntil: null }) as const;

/**
 * Puts a message in the queue, as if new: given up after its last attempt, kept back by a cap, or « à vérifier » after
 * a restore. It keeps its Message-ID, so a copy that did arrive after all is recognisable as the same message. The
 * network's administrators only; audited. Wake the sender after it.
 */
export async function retryOutboxMessage(
  dataSource: DataSource,
  actor: Actor,
  id: string,
  now: Date,
): Promise<OutboxEntry> {
  requireNetworkAdmin(actor);
  return dataSource.transaction(async (manager) => {
    const message = await lockedMessage(manager, id);
    if (message.status === 'pending' || message.status === 'sent')
      throw new ConflictError(OUTBOX_MESSAGES[message.status]);
    const changes = requeued(now);
    await manager.getRepository(OutboxMessage).update({ id }, changes);
    await recordAudit(manager, actor.username, {
      action: 'outbox-retry',
      summary: `E-mail ${message.status === 'failed' ? 'renvoyé' : 'envoyé'} : « ${message.subject} » à ${message.recipient}`,
      details: { message: id, attempts: message.attempts, status: message.status },
    });
    return entryOf({ ...message, ...changes });
  });
}

/** Drops a message « à vérifier »: it will never be sent. The network's administrators only; audited. */
export async function dropOutboxMessage(dataSource: DataSource, actor: Actor, id: string): Promise<string> {
  requireNetworkAdmin(actor);
  return dataSource.transaction(async (manager) => {
    const message = await lockedMessage(manager, id);
    if (message.status !== 'review') throw new ConflictError(OUTBOX_MESSAGES.notReview);
    await manager.getRepository(OutboxMessage).delete({ id });
    await recordAudit(manager, actor.username, {
      action: 'outbox-drop',
      summary: `E-mail à vérifier supprimé : « ${message.subject} » à ${message.recipient}`,
      details: { message: id },
    });
    return id;
  });
}

/** « 2 e-mails à vérifier envoyés », the participle agreeing. */
const reviewedEmails = (n: number, participle: string) =>
  `${n} e-mail${n > 1 ? 's' : ''} à vérifier ${participle}${n > 1 ? 's' : ''}`;

/**
 * Every message « à vérifier » at once (« Tout envoyer », « Tout supprimer »): queued as if new, or dropped. Answers
 * how many; one audit line for them all (none when there were none). The network's administrators only. Wake the
 * sender after sending.
 */
export async function settleOutboxReview(
  dataSource: DataSource,
  actor: Actor,
  decision: 'send' | 'drop',
  now: Date,
): Promise<number> {
  requireNetworkAdmin(actor);
  return dataSource.transaction(async (manager) => {
    const repository = manager.getRepository(OutboxMessage);
    const { affected } =
      decision === 'send'
        ? await repository.update({ status: 'review' }, requeued(now))
        : await repository.delete({ status: 'review' });
    const count = affected ?? 0;
    if (count)
      await recordAudit(manager, actor.username, {
        action: decision === 'send' ? 'outbox-retry' : 'outbox-drop',
        summary: reviewedEmails(count, decision === 'send' ? 'envoyé' : 'supprimé'),
        details: { messages: count, status: 'review' },
      });
    return count;
  });
}

export async function countOutbox(dataSource: DataSource, actor: Actor): Promise<OutboxCounts> {
  requireNetworkAdmin(actor);
  return outboxStatusCounts(dataSource);
}

/** Messages by status, in one query (the admin's counts and the operators' metrics). */
export async function outboxStatusCounts(dataSource: DataSource): Promise<OutboxCounts> {
  const rows = await dataSource
    .getRepository(OutboxMessage)
    .createQueryBuilder('m')
    .select('m.status', 'status')
    .addSelect('count(*)::int', 'count')
    .groupBy('m.status')
    .getRawMany<{ status: OutboxStatus; count: number }>();
  const counts: OutboxCounts = { pending: 0, failed: 0, sent: 0, withheld: 0, review: 0 };
  for (const { status, count } of rows) counts[status] = count;
  return counts;
}

/** The address of an item of the admin, as the centre's notices link to it (signing in first if needed). */
export const adminLink = (outbox: Pick<OutboxHandle, 'publicUrl'>, path: string) => `${outbox.publicUrl}${path}`;

/** What the transports hand to the services that queue e-mails. */
export interface OutboxHandle {
  /** The site's public origin: the notifications link to their item in the admin (`adminLink`). */
  publicUrl: string;
  /** Whether an SMTP server is configured (without one, messages wait). */
  sending: boolean;
  /** Visitor confirmations queued in an hour, all addresses together; beyond, requests go on without one. */
  confirmationsPerHour: number;
  /** Messages were queued and committed: send them now rather than at the next poll. */
  wake(): void;
  /** A cap kept a message back (stored `withheld`): the operators' log says so. */
  withheld(mail: { kind: OutboxKind; reason: string }): void;
}

/** Why a cap kept a message back, as the outbox shows it. */
export const WITHHELD_REASONS = {
  'recipient-limit': 'Limite : une confirmation de demande par heure pour cette adresse.',
  'hourly-cap': (perHour: number) => `Limite du réseau : ${perHour} confirmations de demande par heure.`,
  'change-notices': (perHour: number) =>
    `Limite : ${perHour} avis de changement de rendez-vous par heure pour cette adresse.`,
} as const;

/**
 * Whether a contact request's confirmation to this mailbox may be queued: none was queued to it within the hour, and
 * fewer than `perHour` were queued to anyone. Only the contact form's confirmations count (their request is named):
 * a booking's e-mails have their own limits, and messages kept back count for nothing. Every gateway takes the same
 * transaction lock before counting, and keeps it until the confirmation is committed, so parallel requests are
 * counted one after the other and cannot overshoot.
 */
export async function confirmationAllowance(
  manager: Pick<EntityManager, 'query' | 'getRepository'>,
  recipientKey: string,
  perHour: number,
): Promise<'queued' | 'recipient-limit' | 'hourly-cap'> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['outbox:visitor-confirmation']);
  // The database's clock: gateways on several machines count the same hour.
  const counts = await manager
    .getRepository(OutboxMessage)
    .createQueryBuilder('m')
    .select('count(*)::int', 'total')
    .addSelect('(count(*) FILTER (WHERE m.recipient_key = :recipientKey))::int', 'sameMailbox')
    .where('m.kind = :kind', { kind: 'visitor-confirmation' })
    .andWhere('m.contact_request_id IS NOT NULL')
    .andWhere(`m.status <> 'withheld'`)
    .andWhere(`m.created_at > now() - interval '1 hour'`)
    .setParameter('recipientKey', recipientKey)
    .getRawOne<{ total: number; sameMailbox: number }>();
  if (counts && counts.sameMailbox > 0) return 'recipient-limit';
  if (counts && counts.total >= perHour) return 'hourly-cap';
  return 'queued';
}

/**
 * Notices of a booking moved or cancelled, sent to one mailbox in an hour: each booking changes at most three times
 * an hour by its link, but one mailbox may hold several bookings.
 */
export const CHANGE_NOTICES_PER_MAILBOX_HOUR = 6;

/** Whether one more change notice may go to this mailbox this hour (counted under a lock, as confirmations are). */
export async function changeNoticeAllowed(
  manager: Pick<EntityManager, 'query'>,
  recipientKey: string,
): Promise<boolean> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`outbox:visitor-change:${recipientKey}`]);
  const [{ sent }] = (await manager.query(
    `SELECT count(*)::int AS sent FROM outbox_message
      WHERE kind = 'visitor-change' AND recipient_key = $1 AND status <> 'withheld'
        AND created_at > now() - interval '1 hour'`,
    [recipientKey],
  )) as [{ sent: number }];
  return sent < CHANGE_NOTICES_PER_MAILBOX_HOUR;
}
