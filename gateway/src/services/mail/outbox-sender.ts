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
    headers?: Record<string, string>;
  }): Promise<unknown>;
  close(): void;
}

/**
 * SMTP connections a gateway keeps open, and so messages it sends at once (`concurrency`): 50 e-mails a second to a
 * relay that takes 100 ms a message (the goal is 30), few enough not to look like a flood to it.
 */
export const SMTP_CONNECTIONS = 5;

/**
 * An SMTP client for `SMTP_URL` (smtp:// with STARTTLS when offered, smtps:// for TLS from the start): a pool of
 * `SMTP_CONNECTIONS` connections kept open between messages (a new connection per message capped the outbox near 9
 * e-mails a second).
 */
export function createSmtpTransport(url: string): MailTransport {
  return nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    // A connection the server closed while idle is retried once on a new one; anything more is the outbox's backoff.
    maxRequeues: 1,
    // Short timeouts: a server that hangs must not hold a message past its lease.
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
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
  /**
   * Messages claimed at once. With `concurrency`, bounded so that a batch whose every send hangs until the socket
   * timeout (60 s) still ends within the lease: 20 / 5 × 60 s = 4 min < 5 min.
   */
  batchSize: number;
  /** Messages of a batch sent at the same time. */
  concurrency: number;
  /**
   * Waits before writing an outcome again when the database refused it. Past them the outcome is kept in memory and
   * written before the next batch; until then this sender never claims that message again.
   */
  recordRetriesMs: number[];
}

export const DEFAULT_OUTBOX_SETTINGS: OutboxSenderSettings = {
  maxAttempts: 8,
  baseDelayMs: 60_000,
  maxDelayMs: 6 * 3_600_000,
  leaseMs: 5 * 60_000,
  pollIntervalMs: 30_000,
  batchSize: 20,
  concurrency: SMTP_CONNECTIONS,
  recordRetriesMs: [100, 1_000],
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

/** What a sender writes once it knows how an attempt ended. */
type Outcome =
  | { id: string; kind: 'sent'; at: Date }
  | { id: string; kind: 'failed'; attempts: number; changes: Partial<OutboxMessage> };

/**
 * Sends the outbox. Each gateway runs one; they share the table safely: a message is claimed in a transaction that
 * skips rows another sender has locked, then leased (`locked_until`, with its attempt counted) and committed before
 * the SMTP server is spoken to, so two senders never send it at the same time. Each message's outcome is written on
 * its own as soon as it is known. A delivered message whose `sent` cannot be written (the database failed right after
 * the SMTP answer) is kept in memory and written before the next batch, and this sender never claims it again
 * meanwhile: the same process never sends it twice. A sender that dies before writing an outcome leaves a lease that
 * runs out, and the message is tried again with the same Message-ID (decision 031). Without a transport (no
 * `SMTP_URL`) nothing is sent: messages wait, and the admin sees them.
 */
export class OutboxSender {
  private readonly settings: OutboxSenderSettings;
  private readonly now: () => Date;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  /** Outcomes the database refused, by message id, written again before each batch. */
  private readonly unrecorded = new Map<string, Outcome>();

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

  /** Stops the loop; the sends under way finish and are recorded first. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    await this.flushUnrecorded();
    if (this.unrecorded.size)
      this.options.logger.error(
        { outboxIds: [...this.unrecorded.keys()] },
        'arrêt avec des issues d’envoi non enregistrées : après leur bail, ces e-mails seront essayés à nouveau',
      );
    this.options.transport?.close();
  }

  /**
   * Claims the due messages (one batch) and sends them, `concurrency` at a time, each outcome written as soon as it
   * is known; what the loop does at each turn. Outcomes the database refused before are written first.
   */
  async runOnce(): Promise<OutboxRun> {
    const run: OutboxRun = { sent: 0, retrying: 0, failed: 0 };
    const transport = this.options.transport;
    if (!transport) return run;
    await this.flushUnrecorded();
    const batch = await this.claim();
    let next = 0;
    const worker = async () => {
      while (next < batch.length) run[await this.deliver(transport, batch[next++]!)] += 1;
    };
    await Promise.all(Array.from({ length: Math.min(this.settings.concurrency, batch.length) }, worker));
    return run;
  }

  /** Sends one claimed message and records how it went; never throws, so no message holds up the others. */
  private async deliver(transport: MailTransport, message: OutboxMessage): Promise<keyof OutboxRun> {
    try {
      await transport.sendMail({
        from: this.options.from,
        to: message.recipient,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
        messageId: message.messageId,
        ...(message.listUnsubscribe
          ? {
              headers: {
                'List-Unsubscribe': `<${message.listUnsubscribe}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
            }
          : {}),
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
    } catch (error) {
      const final = message.attempts >= this.settings.maxAttempts;
      const lastError = describe(error);
      await this.record({
        id: message.id,
        kind: 'failed',
        attempts: message.attempts,
        changes: final
          ? { status: 'failed', lockedUntil: null, lastError }
          : {
              lockedUntil: null,
              lastError,
              nextAttemptAt: new Date(this.now().getTime() + retryDelayMs(message.attempts, this.settings)),
            },
      });
      this.options.logger.warn(
        { outboxId: message.id, attempts: message.attempts, final, err: lastError },
        final ? 'e-mail abandonné après le dernier essai' : 'envoi d’e-mail échoué, nouvel essai plus tard',
      );
      return final ? 'failed' : 'retrying';
    }
    await this.record({ id: message.id, kind: 'sent', at: this.now() });
    return 'sent';
  }

  /** Writes an outcome, trying again after each of `recordRetriesMs`; past them it waits in memory. */
  private async record(outcome: Outcome): Promise<void> {
    for (const waitMs of [...this.settings.recordRetriesMs, null]) {
      try {
        await this.write(outcome);
        return;
      } catch (error) {
        if (waitMs === null) {
          this.unrecorded.set(outcome.id, outcome);
          this.options.logger.error(
            { outboxId: outcome.id, outcome: outcome.kind, err: error },
            'issue d’un envoi d’e-mail non enregistrée : gardée en mémoire et réécrite avant le prochain lot',
          );
        } else await new Promise((resolve) => setTimeout(resolve, waitMs));
      }
    }
  }

  private async write(outcome: Outcome): Promise<void> {
    const repository = this.repository();
    if (outcome.kind === 'sent') {
      // Whoever holds the row now: a delivery is a fact, even if another sender has since taken an expired lease.
      await repository.update(
        { id: outcome.id, status: In(['pending', 'failed']) },
        { status: 'sent', sentAt: outcome.at, lockedUntil: null },
      );
    } else {
      // A failure is recorded by the holder of this attempt only (another sender may have taken an expired lease).
      await repository.update({ id: outcome.id, attempts: outcome.attempts, status: 'pending' }, outcome.changes);
    }
  }

  /** Writes the outcomes the database refused before, each on its own. */
  private async flushUnrecorded(): Promise<void> {
    for (const outcome of [...this.unrecorded.values()]) {
      try {
        await this.write(outcome);
        this.unrecorded.delete(outcome.id);
      } catch (error) {
        this.options.logger.warn({ outboxId: outcome.id, err: error }, 'issue d’envoi toujours non enregistrée');
      }
    }
  }

  private repository() {
    return this.options.dataSource.getRepository(OutboxMessage);
  }

  /**
   * Due pending messages not leased by a live sender, locked (skipping rows others hold), then leased to this one
   * with their attempt counted, committed before any is sent. A row whose lease ran out without an outcome is an
   * attempt whose end nobody recorded (its sender died): it is sent again, with the same Message-ID, and logged.
   * Messages whose outcome this sender still has to write are left alone.
   */
  private async claim(): Promise<OutboxMessage[]> {
    const now = this.now();
    const held = [...this.unrecorded.keys()];
    const claimed = await this.options.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(OutboxMessage);
      const query = repository
        .createQueryBuilder('m')
        .where('m.status = :pending', { pending: 'pending' })
        .andWhere('m.next_attempt_at <= :now', { now })
        .andWhere('(m.locked_until IS NULL OR m.locked_until <= :now)', { now });
      if (held.length) query.andWhere('m.id NOT IN (:...held)', { held });
      const due = await query
        .orderBy('m.next_attempt_at', 'ASC')
        .addOrderBy('m.id', 'ASC')
        .limit(this.settings.batchSize)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      if (!due.length) return [];
      const lockedUntil = new Date(now.getTime() + this.settings.leaseMs);
      await repository.update({ id: In(due.map((m) => m.id)) }, { lockedUntil, attempts: () => 'attempts + 1' });
      return due.map((m) => ({ message: m, orphaned: m.lockedUntil !== null, lockedUntil }));
    });
    const orphaned = claimed.filter((c) => c.orphaned).map((c) => ({ id: c.message.id, attempts: c.message.attempts }));
    if (orphaned.length)
      this.options.logger.warn(
        { outbox: orphaned },
        'e-mails dont le dernier essai n’a pas d’issue enregistrée : renvoyés avec le même Message-ID',
      );
    return claimed.map(({ message, lockedUntil }) =>
      Object.assign(message, { lockedUntil, attempts: message.attempts + 1 }),
    );
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
