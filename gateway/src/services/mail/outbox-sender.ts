import nodemailer from 'nodemailer';
import { In, type DataSource } from 'typeorm';
import { OutboxMessage } from '../../entities/outbox-message.js';
import type { Logger } from '../../lib/logger.js';

/** What the sender needs of an SMTP client (nodemailer's transporter). */
export interface MailTransport {
  sendMail(mail: {
    from: string;
    to: string;
    replyTo?: string;
    subject: string;
    text: string;
    html: string;
    messageId: string;
    /**
     * nodemailer's calendar part (an iMIP message, RFC 6047): a `text/calendar; method=…` alternative, which mail
     * clients apply to the calendar, and the same as an `.ics` attachment.
     */
    icalEvent?: { method: string; filename: string; content: string };
  }): Promise<unknown>;
  close(): void;
}

/** An SMTP client for `SMTP_URL` (smtp:// with STARTTLS when offered, smtps:// for TLS from the start). */
export function createSmtpTransport(url: string): MailTransport {
  // Short timeouts: a server that hangs must not hold a message past its lease.
  return nodemailer.createTransport({ url, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
}

export interface OutboxSenderSettings {
  /** Attempts before a message is marked failed. */
  maxAttempts: number;
  /** Wait after the first failure; doubled after each next one, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** How long a claimed message is reserved for its sender: longer than any send can take. */
  leaseMs: number;
  /** How often the outbox is looked at besides the wake-ups of new messages. */
  pollIntervalMs: number;
  batchSize: number;
}

export const DEFAULT_OUTBOX_SETTINGS: OutboxSenderSettings = {
  maxAttempts: 8,
  baseDelayMs: 60_000,
  maxDelayMs: 6 * 3_600_000,
  leaseMs: 5 * 60_000,
  pollIntervalMs: 30_000,
  batchSize: 20,
};

export interface OutboxRun {
  sent: number;
  /** Failed this time, to be tried again later. */
  retrying: number;
  /** Failed for the last allowed time: marked failed. */
  failed: number;
}

/** Delay before the attempt after `attempts` failed ones: base, 2×base, 4×base… capped. */
export function retryDelayMs(attempts: number, settings: Pick<OutboxSenderSettings, 'baseDelayMs' | 'maxDelayMs'>) {
  return Math.min(settings.baseDelayMs * 2 ** Math.max(0, attempts - 1), settings.maxDelayMs);
}

/**
 * Sends the outbox. Each gateway runs one; they share the table safely: a message is claimed in a transaction that
 * skips rows another sender has locked, then leased (`locked_until`) while it is sent, so two senders never send it
 * at the same time. A sender that dies mid-send leaves a lease that runs out, and the message is tried again with the
 * same Message-ID. Without a transport (no `SMTP_URL`) nothing is sent: messages wait, and the admin sees them.
 */
export class OutboxSender {
  private readonly settings: OutboxSenderSettings;
  private readonly now: () => Date;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    private readonly options: {
      dataSource: DataSource;
      transport: MailTransport | null;
      from: string;
      logger: Logger;
      settings?: Partial<OutboxSenderSettings>;
      /** The clock (tests move it by hand). */
      now?: () => Date;
    },
  ) {
    this.settings = { ...DEFAULT_OUTBOX_SETTINGS, ...options.settings };
    this.now = options.now ?? (() => new Date());
  }

  get enabled(): boolean {
    return this.options.transport !== null;
  }

  /** Starts the loop: what is pending now (left by a previous run too) goes first. */
  start(): void {
    if (!this.enabled || !this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** A message was queued: look now rather than at the next poll. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** Stops the loop; a send under way finishes (and is recorded) first. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.options.transport?.close();
  }

  /** Claims the due messages (one batch) and sends them; what the loop does at each turn. */
  async runOnce(): Promise<OutboxRun> {
    const run: OutboxRun = { sent: 0, retrying: 0, failed: 0 };
    const transport = this.options.transport;
    if (!transport) return run;
    for (const message of await this.claim()) {
      try {
        await transport.sendMail({
          from: this.options.from,
          to: message.recipient,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          subject: message.subject,
          text: message.textBody,
          html: message.htmlBody,
          messageId: message.messageId,
          ...(message.calendar
            ? {
                icalEvent: {
                  method: calendarMethod(message.calendar),
                  filename: 'rendez-vous.ics',
                  content: message.calendar,
                },
              }
            : {}),
        });
        await this.repository().update({ id: message.id }, { status: 'sent', sentAt: this.now(), lockedUntil: null });
        run.sent += 1;
      } catch (error) {
        const final = message.attempts >= this.settings.maxAttempts;
        const lastError = describe(error);
        // Only the holder of this attempt records its outcome (another sender may have taken an expired lease).
        await this.repository().update(
          { id: message.id, attempts: message.attempts, status: 'pending' },
          final
            ? { status: 'failed', lockedUntil: null, lastError }
            : {
                lockedUntil: null,
                lastError,
                nextAttemptAt: new Date(this.now().getTime() + retryDelayMs(message.attempts, this.settings)),
              },
        );
        if (final) run.failed += 1;
        else run.retrying += 1;
        this.options.logger.warn(
          { outboxId: message.id, attempts: message.attempts, final, err: lastError },
          final ? 'e-mail abandonné après le dernier essai' : 'envoi d’e-mail échoué, nouvel essai plus tard',
        );
      }
    }
    return run;
  }

  private repository() {
    return this.options.dataSource.getRepository(OutboxMessage);
  }

  /** Due pending messages not leased by a live sender, locked (skipping rows others hold), then leased to this one. */
  private async claim(): Promise<OutboxMessage[]> {
    const now = this.now();
    return this.options.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(OutboxMessage);
      const due = await repository
        .createQueryBuilder('m')
        .where('m.status = :pending', { pending: 'pending' })
        .andWhere('m.next_attempt_at <= :now', { now })
        .andWhere('(m.locked_until IS NULL OR m.locked_until <= :now)', { now })
        .orderBy('m.next_attempt_at', 'ASC')
        .addOrderBy('m.id', 'ASC')
        .limit(this.settings.batchSize)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      if (!due.length) return [];
      const lockedUntil = new Date(now.getTime() + this.settings.leaseMs);
      await repository.update({ id: In(due.map((m) => m.id)) }, { lockedUntil, attempts: () => 'attempts + 1' });
      return due.map((m) => Object.assign(m, { lockedUntil, attempts: m.attempts + 1 }));
    });
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.tick(), delayMs);
    this.timer.unref();
  }

  private tick(): void {
    if (this.stopped || this.running) return;
    this.running = this.drain()
      .catch((error: unknown) => this.options.logger.error({ err: error }, 'envoi des e-mails en attente impossible'))
      .finally(() => {
        this.running = undefined;
        const soon = this.again;
        this.again = false;
        this.schedule(soon ? 0 : this.settings.pollIntervalMs);
      });
  }

  /** Batches until nothing is due (bounded, so one turn cannot run forever). */
  private async drain(): Promise<void> {
    for (let batch = 0; batch < 50 && !this.stopped; batch++) {
      const run = await this.runOnce();
      if (run.sent + run.retrying + run.failed < this.settings.batchSize) return;
    }
  }
}

/**
 * The iTIP method a stored calendar declares on its METHOD line (PUBLISH, CANCEL…), which the Content-Type of its
 * part must repeat (RFC 6047, 2.4): read from the calendar itself, so the two never disagree. Property lines start a
 * line; folded continuations start with a space and line breaks inside texts are escaped, so only the real one
 * matches. A calendar without one is published.
 */
export function calendarMethod(calendar: string): string {
  return /^METHOD:([A-Za-z-]+)\r?$/m.exec(calendar)?.[1]?.toUpperCase() ?? 'PUBLISH';
}

/** The error as kept in `last_error`: the SMTP answer when there is one, never more than 500 characters. */
function describe(error: unknown): string {
  const e = error as { message?: string; responseCode?: number; response?: string };
  const text = e.response ?? e.message ?? String(error);
  return (e.responseCode && !text.startsWith(String(e.responseCode)) ? `${e.responseCode} ${text}` : text).slice(
    0,
    500,
  );
}
