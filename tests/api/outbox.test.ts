import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { loadConfig } from '../../gateway/src/config.js';
import { openDatabase, type Database } from '../../gateway/src/db/database.js';
import { OutboxMessage } from '../../gateway/src/entities/outbox-message.js';
import { createLogger } from '../../gateway/src/lib/logger.js';
import { submitContactRequest, type ContactInput } from '../../gateway/src/services/contact-requests/submit.js';
import {
  createSmtpTransport,
  OutboxSender,
  type MailTransport,
  type OutboxSenderSettings,
} from '../../gateway/src/services/mail/outbox-sender.js';
import {
  dropOutboxMessage,
  queueMails,
  retryOutboxMessage,
  settleOutboxReview,
} from '../../gateway/src/services/mail/outbox.js';
import { bookingCalendar } from '../../gateway/src/services/mail/booking/calendar.js';
import type { BookingMailFacts } from '../../gateway/src/services/mail/booking/facts.js';
import { createAccount } from '../../gateway/src/services/admin/accounts.js';
import { ReferenceReader } from '../../gateway/src/services/reference-reader.js';
import { adminEnv, signIn, TEST_ADMIN, type Json } from '../support/admin.js';
import { backends, createTestDatabase, type Backend, type TestDatabase } from '../support/databases.js';
import { graphql, startTestGateway } from '../support/gateway.js';
import { startTestSmtp, type TestSmtp } from '../support/smtp.js';
import { bookAsVisitor, calendarOf, firstFreeSlot } from '../support/booking.js';
import { frenchWindow } from '@garage/contract/opening-hours';
import { In } from 'typeorm';

const logger = createLogger('silent');
const MINUTE = 60_000;
/** Small, exact numbers: the clock is moved by hand, nothing waits on wall-clock time. */
const settings: Partial<OutboxSenderSettings> = { baseDelayMs: MINUTE, maxAttempts: 4, leaseMs: 5 * MINUTE };

const visitor = (overrides: Partial<ContactInput> = {}): ContactInput => ({
  name: 'Léa Martin',
  email: 'lea.martin@exemple.fr',
  phone: '06 12 34 56 78',
  message: 'Bonjour, je voudrais un devis <script>alert(1)</script> & plus.\nMerci.',
  centre: 'montpellier',
  consent: true,
  ...overrides,
});

const NETWORK_ADMIN = { username: TEST_ADMIN.username, role: 'reseau', centres: [] } as const;
const CENTRE_MANAGER = { username: 'gerant-nice', role: 'centre', centres: ['nice'] } as const;
/** What the gateway hands to the service; confirmations are capped well above what these tests queue. */
const handle = {
  publicUrl: 'https://www.exemple.fr',
  sending: true,
  confirmationsPerHour: 1000,
  wake: () => undefined,
  withheld: () => undefined,
};

/** A clock the test moves; it starts now, as the database's own now() does for new rows. */
function manualClock() {
  // One millisecond ahead: a message queued just before has `now()` in microseconds as its first attempt time, and a
  // clock read in the same millisecond would find it not yet due.
  let at = Date.now() + 1;
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

describe.each(backends)('the e-mail outbox on %s', (backend: Backend) => {
  let db: TestDatabase;
  let database: Database;
  let reference: ReferenceReader;
  let smtp: TestSmtp;
  let clientNumber = 0;
  const senders: OutboxSender[] = [];

  const submit = async (input: ContactInput) => {
    const outcome = await submitContactRequest(
      database.dataSource,
      reference,
      input,
      `client-${++clientNumber}`,
      handle,
    );
    if (outcome.kind !== 'accepted') throw new Error(`refused: ${JSON.stringify(outcome)}`);
    return outcome.id;
  };
  const sender = (
    clock = manualClock(),
    transport: MailTransport | null = createSmtpTransport(smtp.url),
    more: Partial<OutboxSenderSettings> = {},
  ) => {
    const created = new OutboxSender({
      dataSource: database.dataSource,
      transport,
      from: 'Ecuvia <contact@ecuvia.fr>',
      logger,
      settings: { ...settings, ...more },
      now: clock.now,
    });
    senders.push(created);
    return created;
  };
  const messagesOf = (requestId: string) =>
    database.dataSource
      .getRepository(OutboxMessage)
      .find({ where: { contactRequestId: requestId }, order: { kind: 'ASC' } });
  /** One notification to each address, queued as a request's are; answers the rows by address. */
  const queueTo = async (...recipients: string[]) => {
    await queueMails(
      database.dataSource.manager,
      recipients.map((recipient) => ({
        kind: 'centre-notification' as const,
        recipient,
        content: { subject: `Pour ${recipient}`, text: 'Bonjour.', html: '<p>Bonjour.</p>' },
      })),
      'ecuvia.fr',
    );
    return rowsTo(...recipients);
  };
  const rowsTo = async (...recipients: string[]) => {
    const rows = await database.dataSource.getRepository(OutboxMessage).findBy({ recipient: In(recipients) });
    return recipients.map((r) => rows.find((m) => m.recipient === r)!);
  };
  const receivedIds = () => smtp.received.map((m) => m.messageId).sort();
  /**
   * The database refuses the next `times` writes of `sent` on the message to `recipient`, as a database that fails
   * right after the SMTP server accepted it. A sequence counts them: it is not rolled back with the refused write.
   */
  const failSentWrites = async (recipient: string, times: number) => {
    await database.dataSource.query('DROP SEQUENCE IF EXISTS outbox_fault_count');
    await database.dataSource.query('CREATE SEQUENCE outbox_fault_count');
    await database.dataSource.query(`
      CREATE OR REPLACE FUNCTION outbox_fault() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status = 'sent' AND NEW.recipient = TG_ARGV[0] AND nextval('outbox_fault_count') <= TG_ARGV[1]::int THEN
          RAISE EXCEPTION 'panne simulée de la base';
        END IF;
        RETURN NEW;
      END $$`);
    await database.dataSource.query(`CREATE TRIGGER outbox_fault BEFORE UPDATE ON outbox_message
      FOR EACH ROW EXECUTE FUNCTION outbox_fault('${recipient}', '${times}')`);
  };

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    database = await openDatabase(loadConfig({ ...db.env, LOG_LEVEL: 'error' }), logger);
    reference = new ReferenceReader(database.dataSource);
  });
  afterAll(async () => {
    await database?.close();
    await db?.drop();
  });
  beforeEach(async () => {
    smtp = await startTestSmtp();
    // Each test sees only its own messages.
    await database.dataSource.getRepository(OutboxMessage).deleteAll();
  });
  afterEach(async () => {
    await Promise.all(senders.splice(0).map((s) => s.stop()));
    await smtp.close();
    await database.dataSource.query('DROP TRIGGER IF EXISTS outbox_fault ON outbox_message');
  });

  it('queues a notification to the centre and a confirmation to the visitor, sent with a text and an HTML part', async () => {
    const id = await submit(visitor());
    const queued = await messagesOf(id);
    expect(queued.map((m) => [m.kind, m.recipient, m.status])).toEqual([
      // To the centre's own address (centres/fr.ts).
      ['centre-notification', 'montpellier@ecuvia.fr', 'pending'],
      ['visitor-confirmation', 'lea.martin@exemple.fr', 'pending'],
    ]);

    expect(await sender().runOnce()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    const notification = smtp.received.find(
      (m) => m.to && !Array.isArray(m.to) && m.to.text === 'montpellier@ecuvia.fr',
    );
    const confirmation = smtp.received.find((m) => m !== notification);
    expect(notification!.subject).toBe('Nouvelle demande de contact : Léa Martin');
    expect(notification!.replyTo?.text).toBe('lea.martin@exemple.fr');
    expect(notification!.text).toContain('Centre : Montpellier');
    expect(notification!.text).toContain('<script>alert(1)</script> & plus.');
    // The notice opens the request itself in the admin (its reference in the requests' search).
    const reference = id.replace(/-/g, '').slice(0, 8).toUpperCase();
    expect(notification!.text).toContain(`https://www.exemple.fr/admin/demandes?demande=${reference}`);
    // The visitor's text is escaped in the HTML part: shown, never interpreted.
    expect(notification!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; plus.<br>Merci.');
    expect(notification!.html).not.toContain('<script>');
    // Both carry the request's reference; the confirmation repeats nothing the visitor wrote (contact-confirmation.test.ts).
    const ref = id.replace(/-/g, '').slice(0, 8).toUpperCase();
    expect(notification!.text).toContain(`Référence : ${ref}`);
    expect(confirmation!.subject).toBe(`Ecuvia : nous avons bien reçu votre demande ${ref}`);
    expect(confirmation!.to).toMatchObject({ text: 'lea.martin@exemple.fr' });
    expect(confirmation!.text).toMatch(/^Bonjour,\n/);
    expect(confirmation!.html).toContain('Bonjour,');
    for (const part of [confirmation!.text, confirmation!.html as string]) {
      expect(part).not.toContain('Léa');
      expect(part).not.toContain('alert(1)');
    }
    expect(confirmation!.from?.value).toEqual([{ name: 'Ecuvia', address: 'contact@ecuvia.fr' }]);

    const sent = await messagesOf(id);
    expect(sent.map((m) => [m.status, m.attempts, m.lockedUntil])).toEqual([
      ['sent', 1, null],
      ['sent', 1, null],
    ]);
    // Each copy carries its row's Message-ID.
    expect(smtp.received.map((m) => m.messageId).sort()).toEqual(sent.map((m) => m.messageId).sort());
  });

  it('writes to the centre’s own address, the network’s when it has none, and only to the centre when the visitor left no e-mail', async () => {
    const own = await submit(visitor({ email: null, centre: 'beziers' }));
    expect((await messagesOf(own)).map((m) => [m.kind, m.recipient, m.replyTo])).toEqual([
      ['centre-notification', 'beziers@ecuvia.fr', null],
    ]);
    await database.dataSource.query(`UPDATE centre SET email = NULL WHERE id = 'beziers'`);
    reference.invalidate();
    try {
      const fallback = await submit(visitor({ email: null, centre: 'beziers' }));
      expect((await messagesOf(fallback)).map((m) => m.recipient)).toEqual(['contact@ecuvia.fr']);
      await sender().runOnce();
      expect(smtp.received.map((m) => m.to)).toMatchObject([
        { text: 'beziers@ecuvia.fr' },
        { text: 'contact@ecuvia.fr' },
      ]);
      expect(smtp.received[0]!.text).toContain('rappelez-le par téléphone');
    } finally {
      await database.dataSource.query(`UPDATE centre SET email = 'beziers@ecuvia.fr' WHERE id = 'beziers'`);
      reference.invalidate();
    }
  });

  it('sends a booking’s calendar as an iMIP part whose Content-Type names the calendar’s own METHOD', async () => {
    const facts: BookingMailFacts = {
      id: '6f1c2b1e-3d4a-4b5c-8d9e-0a1b2c3d4e5f',
      reference: 'RDV-7K3M9Q',
      start: new Date('2027-03-24T13:00:00Z'),
      end: new Date('2027-03-24T15:00:00Z'),
      date: '2027-03-24',
      time: '14:00',
      durationMinutes: 120,
      serviceName: 'Diagnostic',
      centre: { name: 'Montpellier', phone: '04 67 00 00 00', address: '1 rue de l’Atelier, 34000 Montpellier' },
      site: { brandName: 'Ecuvia', contactEmail: 'contact@ecuvia.fr', contactPhone: '04 67 00 00 00' },
      revision: 0,
      arrivalWindowMinutes: 0,
      dropOff: false,
      endDate: '2027-03-24',
      endTime: '16:00',
    };
    const calendars = [bookingCalendar(facts), bookingCalendar({ ...facts, revision: 1 }, true)];
    await queueMails(
      database.dataSource.manager,
      calendars.map((calendar, i) => ({
        kind: 'visitor-confirmation' as const,
        recipient: 'lea.martin@exemple.fr',
        content: { subject: `Votre rendez-vous ${i}`, text: 'Confirmé.', html: '<p>Confirmé.</p>', calendar },
      })),
      'ecuvia.fr',
    );
    expect(await sender().runOnce()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    const [published, cancelled] = [0, 1].map((i) =>
      calendarOf(smtp.received.find((m) => m.subject === `Votre rendez-vous ${i}`)!),
    );
    expect(published).toMatchObject({ contentTypeMethod: 'PUBLISH', method: 'PUBLISH', sequence: 0 });
    expect(published!.start).toBe('2027-03-24T13:00:00.000Z');
    expect(published!.description).toContain('RDV-7K3M9Q');
    expect(cancelled).toMatchObject({
      contentTypeMethod: 'CANCEL',
      method: 'CANCEL',
      status: 'CANCELLED',
      sequence: 1,
    });
    expect(cancelled!.uid).toBe(published!.uid);
  });

  it('names a list’s one-click leave in List-Unsubscribe and List-Unsubscribe-Post (RFC 8058), and only a list’s', async () => {
    const leave = 'https://www.ecuvia.fr/api/waitlist/leave?token=w1.abc';
    await queueMails(
      database.dataSource.manager,
      [{ listUnsubscribe: leave, subject: 'Un créneau s’est libéré' }, { subject: 'Votre demande' }].map(
        ({ subject, listUnsubscribe }) => ({
          kind: 'waitlist-offer' as const,
          recipient: 'lea.martin@exemple.fr',
          content: { subject, text: 'Bonjour.', html: '<p>Bonjour.</p>', listUnsubscribe },
        }),
      ),
      'ecuvia.fr',
    );
    expect(await sender().runOnce()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    // The header lines as sent (the parser groups List-* headers into one object).
    const lines = (subject: string) =>
      smtp.received.find((m) => m.subject === subject)!.headerLines.filter((h) => h.key.startsWith('list-'));
    expect(lines('Un créneau s’est libéré').map((h) => h.line)).toEqual([
      `List-Unsubscribe: <${leave}>`,
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    ]);
    expect(lines('Votre demande')).toEqual([]);
  });

  it('queues nothing for a refused request', async () => {
    const outcome = await submitContactRequest(
      database.dataSource,
      reference,
      visitor({ message: 'court' }),
      'client-refused',
      handle,
    );
    expect(outcome.kind).toBe('invalid');
    expect(await database.dataSource.getRepository(OutboxMessage).count()).toBe(0);
  });

  it('tries again with a growing delay when the server refuses, then delivers exactly one copy', async () => {
    const id = await submit(visitor({ email: null }));
    let refusals = 2;
    smtp.refuse = () => (refusals-- > 0 ? 451 : undefined);
    const clock = manualClock();
    const outbox = sender(clock);

    expect(await outbox.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    let [message] = await messagesOf(id);
    expect(message).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
    expect(message!.lastError).toMatch(/^451 /);
    expect(message!.nextAttemptAt.getTime()).toBe(clock.now().getTime() + MINUTE);

    // Not due yet: nothing is sent.
    expect(await outbox.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    clock.advance(MINUTE);
    expect(await outbox.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    [message] = await messagesOf(id);
    // The second delay is twice the first.
    expect(message!.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 2 * MINUTE);
    clock.advance(MINUTE);
    expect(await outbox.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    clock.advance(MINUTE);
    expect(await outbox.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await outbox.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });

    expect(smtp.refused).toHaveLength(2);
    expect(smtp.received).toHaveLength(1);
    [message] = await messagesOf(id);
    expect(message).toMatchObject({ status: 'sent', attempts: 3 });
    // Every attempt carried the same Message-ID: the one that got through is the row's.
    expect(smtp.received[0]!.messageId).toBe(message!.messageId);
  });

  it('marks a message failed after the last allowed attempt, with the server’s answer', async () => {
    const id = await submit(visitor({ email: null }));
    smtp.refuse = () => 451;
    const clock = manualClock();
    const outbox = sender(clock);
    const outcomes = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      outcomes.push(await outbox.runOnce());
      clock.advance(60 * MINUTE);
    }
    expect(outcomes.map((o) => o.failed)).toEqual([0, 0, 0, 1]);
    const [message] = await messagesOf(id);
    expect(message).toMatchObject({ status: 'failed', attempts: 4 });
    expect(message!.lastError).toMatch(/^451 /);
    expect(await outbox.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it('sends a given-up message put back in the queue once, with its Message-ID, and counts its attempts anew', async () => {
    const id = await submit(visitor({ email: null }));
    smtp.refuse = () => 451;
    const clock = manualClock();
    const outbox = sender(clock);
    for (let attempt = 0; attempt < 4; attempt++) {
      await outbox.runOnce();
      clock.advance(60 * MINUTE);
    }
    const [failed] = await messagesOf(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 4 });

    smtp.refuse = () => undefined;
    const retried = await retryOutboxMessage(database.dataSource, NETWORK_ADMIN, failed!.id, clock.now());
    expect(retried).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: clock.now() });
    expect(await outbox.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await outbox.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.messageId).toBe(failed!.messageId);
    expect((await messagesOf(id))[0]).toMatchObject({ status: 'sent', attempts: 1, messageId: failed!.messageId });
  });

  it('leaves messages pending without an SMTP server; a new sender on the same database sends them', async () => {
    const id = await submit(visitor());
    const idle = sender(manualClock(), null);
    idle.start();
    expect(await idle.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect((await messagesOf(id)).map((m) => m.status)).toEqual(['pending', 'pending']);

    // A restart with SMTP configured: its loop starts with what is pending.
    sender(manualClock()).start();
    await vi.waitFor(() => expect(smtp.received).toHaveLength(2), { timeout: 10_000, interval: 20 });
    await vi.waitFor(async () => expect((await messagesOf(id)).map((m) => m.status)).toEqual(['sent', 'sent']));
  });

  it('lets another sender take over a message whose sender died mid-send, once its lease has run out', async () => {
    const id = await submit(visitor({ email: null }));
    let hung!: () => void;
    // This sender's SMTP connection never answers, as if its process had died during the send.
    const stuck = sender(manualClock(), {
      sendMail: () => new Promise((resolve) => (hung = () => resolve(undefined))),
      close: () => undefined,
    });
    const stuckRun = stuck.runOnce();
    await vi.waitFor(() => expect(hung).toBeTypeOf('function'));

    const clock = manualClock();
    const other = sender(clock);
    // Leased: another sender leaves it alone…
    expect(await other.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    // …until the lease has run out; then it is sent again with the same Message-ID.
    clock.advance(5 * MINUTE + 1000);
    expect(await other.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const [message] = await messagesOf(id);
    expect(message).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received[0]!.messageId).toBe(message!.messageId);
    hung();
    await stuckRun;
  });

  it('sends a message once when the database fails right after its send, and records it when the database is back', async () => {
    const [victim, ...others] = await queueTo('panne@exemple.fr', 'a@exemple.fr', 'b@exemple.fr');
    // Its write, the one retry, and the first write again before the next batch: all refused.
    await failSentWrites('panne@exemple.fr', 3);
    const clock = manualClock();
    const outbox = sender(clock, undefined, { recordRetriesMs: [1] });

    expect(await outbox.runOnce()).toEqual({ sent: 3, retrying: 0, failed: 0 });
    // The others of its batch are recorded, each on its own; it is still leased, its outcome kept by its sender.
    expect((await rowsTo('a@exemple.fr', 'b@exemple.fr')).map((m) => [m.status, m.lockedUntil])).toEqual([
      ['sent', null],
      ['sent', null],
    ]);
    expect((await rowsTo('panne@exemple.fr'))[0]).toMatchObject({ status: 'pending', attempts: 1 });

    // Past its lease, its sender still knows it left: it does not claim it again while the database refuses…
    clock.advance(5 * MINUTE + 1000);
    expect(await outbox.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect((await rowsTo('panne@exemple.fr'))[0]!.status).toBe('pending');
    // …and records it once the database accepts.
    expect(await outbox.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect((await rowsTo('panne@exemple.fr'))[0]).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null });
    clock.advance(60 * MINUTE);
    expect(await outbox.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(receivedIds()).toEqual([victim!, ...others].map((m) => m.messageId).sort());
  });

  it('sends and records the others of a batch while one message’s send hangs', async () => {
    await queueTo('lent@exemple.fr', 'a@exemple.fr', 'b@exemple.fr', 'c@exemple.fr');
    // First in its batch: the others come after it.
    await database.dataSource.query(
      `UPDATE outbox_message SET next_attempt_at = next_attempt_at - interval '1 minute' WHERE recipient = 'lent@exemple.fr'`,
    );
    const smtpTransport = createSmtpTransport(smtp.url);
    let answer: (() => void) | undefined;
    const outbox = sender(manualClock(), {
      sendMail: (mail) =>
        mail.to === 'lent@exemple.fr'
          ? new Promise((resolve) => (answer = () => resolve(smtpTransport.sendMail(mail))))
          : smtpTransport.sendMail(mail),
      close: () => smtpTransport.close(),
    });
    const run = outbox.runOnce();
    await vi.waitFor(
      async () =>
        expect((await rowsTo('a@exemple.fr', 'b@exemple.fr', 'c@exemple.fr')).map((m) => m.status)).toEqual([
          'sent',
          'sent',
          'sent',
        ]),
      { timeout: 10_000, interval: 20 },
    );
    expect(smtp.received).toHaveLength(3);
    expect((await rowsTo('lent@exemple.fr'))[0]!.status).toBe('pending');
    answer!();
    expect(await run).toEqual({ sent: 4, retrying: 0, failed: 0 });
    expect((await rowsTo('lent@exemple.fr'))[0]!.status).toBe('sent');
  });

  it('sends or drops messages « à vérifier » only on a network administrator’s decision, one by one or all, audited', async () => {
    const addresses = ['a', 'b', 'c', 'd', 'e', 'f'].map((x) => `${x}@exemple.fr`);
    await queueTo(...addresses);
    // As a restore leaves them.
    await database.dataSource.query(`UPDATE outbox_message SET status = 'review'`);
    await database.dataSource.query(`DELETE FROM admin_audit WHERE action LIKE 'outbox-%'`);
    const clock = manualClock();
    const outbox = sender(clock);
    expect(await outbox.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });

    const [a, b, c, d, e, f] = await rowsTo(...addresses);
    for (const refused of [
      retryOutboxMessage(database.dataSource, CENTRE_MANAGER, a!.id, clock.now()),
      dropOutboxMessage(database.dataSource, CENTRE_MANAGER, a!.id),
      settleOutboxReview(database.dataSource, CENTRE_MANAGER, 'send', clock.now()),
      settleOutboxReview(database.dataSource, CENTRE_MANAGER, 'drop', clock.now()),
    ])
      await expect(refused).rejects.toThrow('Réservé aux administrateurs du réseau.');

    // One sent, one dropped; a message that is not « à vérifier » is not dropped.
    expect(await retryOutboxMessage(database.dataSource, NETWORK_ADMIN, a!.id, clock.now())).toMatchObject({
      status: 'pending',
      attempts: 0,
    });
    expect(await dropOutboxMessage(database.dataSource, NETWORK_ADMIN, b!.id)).toBe(b!.id);
    await expect(dropOutboxMessage(database.dataSource, NETWORK_ADMIN, a!.id)).rejects.toThrow(
      'Seul un e-mail à vérifier peut être supprimé.',
    );
    expect(await outbox.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(receivedIds()).toEqual([a!.messageId]);

    // « Tout supprimer » on two of the four left, « Tout envoyer » on the others.
    await database.dataSource.getRepository(OutboxMessage).update({ id: In([e!.id, f!.id]) }, { status: 'withheld' });
    expect(await settleOutboxReview(database.dataSource, NETWORK_ADMIN, 'drop', clock.now())).toBe(2);
    await database.dataSource.getRepository(OutboxMessage).update({ id: In([e!.id, f!.id]) }, { status: 'review' });
    expect(await settleOutboxReview(database.dataSource, NETWORK_ADMIN, 'send', clock.now())).toBe(2);
    expect(await settleOutboxReview(database.dataSource, NETWORK_ADMIN, 'send', clock.now())).toBe(0);
    expect(await outbox.runOnce()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(receivedIds()).toEqual([a, e, f].map((m) => m!.messageId).sort());
    expect(await database.dataSource.getRepository(OutboxMessage).countBy({ id: In([b!.id, c!.id, d!.id]) })).toBe(0);

    const audit = (await database.dataSource.query(
      `SELECT action, summary, details FROM admin_audit WHERE action LIKE 'outbox-%' ORDER BY id`,
    )) as Json[];
    expect(audit).toEqual([
      {
        action: 'outbox-retry',
        summary: 'E-mail envoyé : « Pour a@exemple.fr » à a@exemple.fr',
        details: { message: a!.id, attempts: 0, status: 'review' },
      },
      {
        action: 'outbox-drop',
        summary: 'E-mail à vérifier supprimé : « Pour b@exemple.fr » à b@exemple.fr',
        details: { message: b!.id },
      },
      { action: 'outbox-drop', summary: '2 e-mails à vérifier supprimés', details: { messages: 2, status: 'review' } },
      { action: 'outbox-retry', summary: '2 e-mails à vérifier envoyés', details: { messages: 2, status: 'review' } },
    ]);
  });
});

describe('several senders on one PostgreSQL server', () => {
  let db: TestDatabase;
  let database: Database;
  let smtp: TestSmtp;

  beforeAll(async () => {
    db = await createTestDatabase('server');
    database = await openDatabase(loadConfig({ ...db.env, LOG_LEVEL: 'error', DATABASE_POOL_SIZE: '6' }), logger);
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.close();
    await db?.drop();
  });

  it('never sends a message twice when they claim at the same time', async () => {
    const reference = new ReferenceReader(database.dataSource);
    // Each from its own address: a mailbox gets one confirmation an hour.
    for (let i = 0; i < 24; i++) {
      const input = visitor({ email: `visiteur-${i}@exemple.fr` });
      await submitContactRequest(database.dataSource, reference, input, `client-${i}`, handle);
    }
    const senders = [1, 2, 3].map(
      () =>
        new OutboxSender({
          dataSource: database.dataSource,
          transport: createSmtpTransport(smtp.url),
          from: 'Ecuvia <contact@ecuvia.fr>',
          logger,
          settings: { ...settings, batchSize: 4 },
        }),
    );
    const sentBy = [0, 0, 0];
    // Each keeps claiming batches until nothing is left, all three at once.
    await Promise.all(
      senders.map(async (s, i) => {
        for (;;) {
          const run = await s.runOnce();
          sentBy[i]! += run.sent;
          if (run.sent === 0) return;
        }
      }),
    );
    await Promise.all(senders.map((s) => s.stop()));
    const ids = smtp.received.map((m) => m.messageId);
    expect(ids).toHaveLength(48);
    expect(new Set(ids).size).toBe(48);
    expect(sentBy.reduce((a, b) => a + b)).toBe(48);
    expect(await database.dataSource.getRepository(OutboxMessage).countBy({ status: 'sent' })).toBe(48);
  });
});

describe('the outbox through the gateway', () => {
  let db: TestDatabase;
  let smtp: TestSmtp;
  let gateway: RunningGateway | undefined;

  const SUBMIT = `mutation ($input: ContactRequestInput!) {
    submitContactRequest(input: $input) { __typename ... on ContactRequestAccepted { id } }
  }`;
  const OUTBOX = `query { adminOutboxSummary { sending pending failed sent }
    adminOutbox(first: 10) { kind recipient subject status attempts contactRequestId } }`;

  beforeAll(async () => {
    db = await createTestDatabase('embedded');
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await gateway?.close();
    await smtp?.close();
    await db?.drop();
  });

  it('keeps messages pending without SMTP_URL, shows them to the admin, and sends them after a restart with it', async () => {
    gateway = await startTestGateway(db, adminEnv);
    const submitted = await graphql<Json>(gateway.url, SUBMIT, { input: visitor({ centre: 'nice' }) });
    const requestId = submitted.data.submitContactRequest.id as string;
    expect(requestId).toBeTruthy();

    const anonymous = await graphql(gateway.url, OUTBOX);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const token = await signIn(gateway.url);
    const before = await graphql<Json>(gateway.url, OUTBOX, undefined, token);
    expect(before.data.adminOutboxSummary).toEqual({ sending: false, pending: 2, failed: 0, sent: 0 });
    expect(before.data.adminOutbox).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'centre-notification', recipient: 'nice@ecuvia.fr', status: 'pending' }),
        expect.objectContaining({ kind: 'visitor-confirmation', recipient: 'lea.martin@exemple.fr', attempts: 0 }),
      ]),
    );
    expect(before.data.adminOutbox.every((m: Json) => m.contactRequestId === requestId)).toBe(true);
    await gateway.close();

    gateway = await startTestGateway(db, {
      ...adminEnv,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Atelier <atelier@exemple.fr>',
    });
    await vi.waitFor(() => expect(smtp.received).toHaveLength(2), { timeout: 15_000, interval: 50 });
    expect(smtp.received.map((m) => m.from?.value)).toEqual([
      [{ name: 'Atelier', address: 'atelier@exemple.fr' }],
      [{ name: 'Atelier', address: 'atelier@exemple.fr' }],
    ]);

    // A new request is sent at once (the sender is woken), not at the next poll.
    await graphql(gateway.url, SUBMIT, { input: visitor({ email: null, name: 'Paul Durand' }) });
    await vi.waitFor(() => expect(smtp.received).toHaveLength(3), { timeout: 15_000, interval: 50 });
    expect(smtp.received[2]!.subject).toBe('Nouvelle demande de contact : Paul Durand');
    const again = await signIn(gateway.url);
    await vi.waitFor(async () => {
      const after = await graphql<Json>(gateway!.url, OUTBOX, undefined, again);
      expect(after.data.adminOutboxSummary).toEqual({ sending: true, pending: 0, failed: 0, sent: 3 });
    });
  });
});

describe('a booking’s calendar messages as they are sent (iMIP)', () => {
  let db: TestDatabase;
  let smtp: TestSmtp;
  let gateway: RunningGateway;
  // Monday 22 March 2027, noon in Paris: the gateway's clock, so the slots and the links' deadlines are known.
  const now = new Date('2027-03-22T11:00:00Z');
  const MOVE = `mutation ($token: String!, $date: String!, $time: String!) {
    moveMyBooking(token: $token, date: $date, time: $time) { __typename }
  }`;
  const CANCEL = `mutation ($token: String!) { cancelMyBooking(token: $token) { __typename } }`;

  beforeAll(async () => {
    db = await createTestDatabase('embedded');
    smtp = await startTestSmtp();
    gateway = await startTestGateway(db, { ...adminEnv, SMTP_URL: smtp.url }, undefined, { clock: () => now });
  });
  afterAll(async () => {
    await gateway?.close();
    await smtp?.close();
    await db?.drop();
  });

  /** The messages sent so far to `address` whose subject matches, in order, once there are `count`. */
  const sentTo = async (address: string, subject: RegExp, count = 1) => {
    const found = () =>
      smtp.received.filter((m) => !Array.isArray(m.to) && m.to?.text === address && subject.test(m.subject ?? ''));
    await vi.waitFor(() => expect(found()).toHaveLength(count), { timeout: 15_000, interval: 50 });
    return found();
  };
  const ask = async (query: string, variables: Record<string, unknown>) => {
    const { data, errors } = await graphql<Json>(gateway.url, query, variables);
    expect(errors).toBeUndefined();
    return Object.values(data!)[0] as Json;
  };

  it('publishes the booking, its move and its cancellation as one event: same UID and organizer, rising SEQUENCE', async () => {
    const email = 'lea.calendrier@exemple.fr';
    const slot = await firstFreeSlot(gateway, 'montpellier', 'diagnostic-auto', '2027-03-25');
    const booking = await bookAsVisitor(
      gateway,
      { centre: 'montpellier', service: 'diagnostic-auto', ...slot },
      { email },
    );
    const [confirmation] = await sentTo(email, new RegExp(`: votre rendez-vous .*${booking.reference}`));
    const token = /\/mon-rendez-vous#(b1\.[\w.-]+)/.exec(confirmation!.text ?? '')![1]!;
    const later = await firstFreeSlot(gateway, 'montpellier', 'diagnostic-auto', '2027-03-26');
    expect(await ask(MOVE, { token, ...later })).toMatchObject({ __typename: 'MyBooking' });
    const [moved] = await sentTo(email, /rendez-vous déplacé/);
    expect(await ask(CANCEL, { token })).toMatchObject({ __typename: 'MyBooking' });
    const [cancellation] = await sentTo(email, /annulé/);

    const [first, second, last] = [confirmation!, moved!, cancellation!].map(calendarOf);
    // The Content-Type says what the calendar says: a calendar drops the event only on a CANCEL it is told of.
    expect([first, second, last].map((c) => [c!.contentTypeMethod, c!.method, c!.status])).toEqual([
      ['PUBLISH', 'PUBLISH', 'CONFIRMED'],
      ['PUBLISH', 'PUBLISH', 'CONFIRMED'],
      ['CANCEL', 'CANCEL', 'CANCELLED'],
    ]);
    for (const c of [first, second, last]) {
      expect(c!.uid).toBe(`${booking.id}@ecuvia.fr`);
      expect(c!.organizer).toEqual({ name: 'Ecuvia Montpellier', address: 'mailto:contact@ecuvia.fr' });
    }
    expect([first, second, last].map((c) => c!.sequence)).toEqual([0, 1, 2]);
    expect(last!.sequence).toBeGreaterThan(first!.sequence);
    expect(second!.start).not.toBe(first!.start);
  });

  it('gives the mobile centre’s window of arrival in its event, and the visitor’s address only to the centre', async () => {
    const email = 'marie.mobile@exemple.fr';
    const address = '12 avenue des Fleurs, 06000 Nice';
    const slot = await firstFreeSlot(gateway, 'nice', 'diagnostic-auto', '2027-03-25');
    const booking = await bookAsVisitor(
      gateway,
      { centre: 'nice', service: 'diagnostic-auto', ...slot },
      { email, address },
    );
    const [toVisitor] = await sentTo(email, new RegExp(`: votre rendez-vous .*${booking.reference}`));
    const [toCentre] = await sentTo('nice@ecuvia.fr', /Nouveau rendez-vous en ligne/);
    const event = calendarOf(toVisitor!);
    expect(event.description).toContain(`Arrivée du technicien entre ${frenchWindow(slot.time, 60)}`);
    expect(event.organizer).toEqual({ name: 'Ecuvia Nice', address: 'mailto:contact@ecuvia.fr' });
    // Decision 031: nothing a visitor wrote goes to the address a visitor typed.
    for (const part of [toVisitor!.text!, toVisitor!.html as string, event.text]) {
      expect(part).not.toContain('avenue des Fleurs');
    }
    expect(toCentre!.text).toContain(address);
    // The notice opens the booking in the centre's agenda, on its day.
    expect(toCentre!.text).toMatch(new RegExp(`/admin/agenda\\?centre=nice&jour=${slot.date}&rdv=${booking.id}$`, 'm'));
    // The centre's private feed has it too.
    const token = await signIn(gateway.url);
    const renewed = await graphql<Json>(
      gateway.url,
      `
        mutation {
          adminRenewBookingFeed(centre: "nice")
        }
      `,
      {},
      token,
    );
    const feed = await (await fetch(`${gateway.url}${new URL(renewed.data!.adminRenewBookingFeed).pathname}`)).text();
    expect(feed.replace(/\r\n[ \t]/g, '')).toContain('12 avenue des Fleurs\\, 06000 Nice');
  });
});

describe('retrying a given-up e-mail from the admin', () => {
  let db: TestDatabase;
  let smtp: TestSmtp;
  let gateway: RunningGateway | undefined;

  const RETRY = `mutation ($id: ID!) { retryOutboxMessage(id: $id) { id status attempts lastError } }`;
  const SUMMARY = `{ adminOutboxSummary { pending failed sent } }`;

  beforeAll(async () => {
    db = await createTestDatabase('server');
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await gateway?.close();
    await smtp?.close();
    await db?.drop();
  });

  it('delivers a failed message exactly once; refuses a centre manager, and a message pending or sent', async () => {
    // Before the site runs: the centre's notification is refused until given up, the visitor's confirmation leaves.
    const database = await openDatabase(loadConfig({ ...db.env, LOG_LEVEL: 'error' }), logger);
    const reference = new ReferenceReader(database.dataSource);
    const first = await submitContactRequest(database.dataSource, reference, visitor(), 'client-1', handle);
    const second = await submitContactRequest(
      database.dataSource,
      reference,
      visitor({ email: 'paul.durand@exemple.fr' }),
      'client-2',
      handle,
    );
    if (first.kind !== 'accepted' || second.kind !== 'accepted') throw new Error('request refused');
    smtp.refuse = (to) => (to.includes('montpellier@ecuvia.fr') ? 550 : undefined);
    const lastTry = new OutboxSender({
      dataSource: database.dataSource,
      transport: createSmtpTransport(smtp.url),
      from: 'Ecuvia <contact@ecuvia.fr>',
      logger,
      settings: { ...settings, maxAttempts: 1, batchSize: 2 },
    });
    // One batch: the first request's two messages; the second request's stay pending.
    expect(await lastTry.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 1 });
    await lastTry.stop();
    const rows = await database.dataSource.getRepository(OutboxMessage).find();
    await database.close();
    const byState = (status: string, requestId: string) =>
      rows.find((m) => m.status === status && m.contactRequestId === requestId)!;
    const failed = byState('failed', first.id);
    const sent = byState('sent', first.id);
    const pending = byState('pending', second.id);
    expect(failed).toMatchObject({ kind: 'centre-notification', attempts: 1 });
    expect(failed.lastError).toMatch(/^550 /);
    smtp.refuse = () => undefined;
    smtp.received.length = 0;

    // The site without SMTP_URL: nothing leaves, so the pending message stays pending.
    gateway = await startTestGateway(db, adminEnv);
    const token = await signIn(gateway.url);
    const manager = { username: 'gerant-nice', password: 'mot-de-passe-du-gerant' };
    await createAccount(gateway.database.dataSource, NETWORK_ADMIN, { ...manager, role: 'centre', centres: ['nice'] });
    const refused = await graphql<Json>(gateway.url, RETRY, { id: failed.id }, await signIn(gateway.url, manager));
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Réservé aux administrateurs du réseau.',
      extensions: { code: 'FORBIDDEN' },
    });
    for (const [id, message] of [
      [
        pending.id,
        'Cet e-mail est déjà en attente d’envoi : seul un e-mail abandonné, retenu ou à vérifier peut être envoyé.',
      ],
      [sent.id, 'Cet e-mail est déjà parti : seul un e-mail abandonné, retenu ou à vérifier peut être envoyé.'],
    ]) {
      const answer = await graphql<Json>(gateway.url, RETRY, { id }, token);
      expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'CONFLICT' } });
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'pas-un-identifiant']) {
      const answer = await graphql<Json>(gateway.url, RETRY, { id }, token);
      expect(answer.errors?.[0]).toMatchObject({
        message: 'E-mail introuvable dans la boîte d’envoi.',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    expect((await graphql<Json>(gateway.url, SUMMARY, {}, token)).data!.adminOutboxSummary).toEqual({
      pending: 2,
      failed: 1,
      sent: 1,
    });
    await gateway.close();

    // With SMTP_URL: what was pending leaves at start; the failed message only once « Renvoyer » is used.
    gateway = await startTestGateway(db, { ...adminEnv, SMTP_URL: smtp.url });
    await vi.waitFor(() => expect(smtp.received).toHaveLength(2), { timeout: 15_000, interval: 50 });
    const again = await signIn(gateway.url);
    const retried = await graphql<Json>(gateway.url, RETRY, { id: failed.id }, again);
    expect(retried.data!.retryOutboxMessage).toEqual({
      id: failed.id,
      status: 'pending',
      attempts: 0,
      lastError: failed.lastError,
    });
    // Sent at once (the mutation wakes the sender), not at its next look in 30 s.
    await vi.waitFor(() => expect(smtp.received).toHaveLength(3), { timeout: 15_000, interval: 50 });
    await vi.waitFor(async () =>
      expect((await graphql<Json>(gateway!.url, SUMMARY, {}, again)).data!.adminOutboxSummary).toEqual({
        pending: 0,
        failed: 0,
        sent: 4,
      }),
    );
    expect(smtp.received.filter((m) => m.messageId === failed.messageId)).toHaveLength(1);
    expect(smtp.received[2]!.messageId).toBe(failed.messageId);
    const twice = await graphql<Json>(gateway.url, RETRY, { id: failed.id }, again);
    expect(twice.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    const audit = (await gateway.database.dataSource.query(
      `SELECT username, summary, details FROM admin_audit WHERE action = 'outbox-retry'`,
    )) as Json[];
    expect(audit).toEqual([
      {
        username: TEST_ADMIN.username,
        summary: `E-mail renvoyé : « ${failed.subject} » à montpellier@ecuvia.fr`,
        details: { message: failed.id, attempts: 1, status: 'failed' },
      },
    ]);
  });
});

describe('e-mails « à vérifier » in the admin', () => {
  let db: TestDatabase;
  let smtp: TestSmtp;
  let gateway: RunningGateway;

  beforeAll(async () => {
    db = await createTestDatabase('embedded');
    smtp = await startTestSmtp();
    gateway = await startTestGateway(db, { ...adminEnv, SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await gateway?.close();
    await smtp?.close();
    await db?.drop();
  });

  it('lists them apart; only a network administrator sends or drops them, all at once too, and they leave at once', async () => {
    const dataSource = gateway.database.dataSource;
    await queueMails(
      dataSource.manager,
      [1, 2, 3, 4].map((n) => ({
        kind: 'centre-notification' as const,
        recipient: `centre-${n}@exemple.fr`,
        content: { subject: `Avis ${n}`, text: 'Bonjour.', html: '<p>Bonjour.</p>' },
      })),
      'ecuvia.fr',
    );
    // As a restore leaves them; the running sender never takes them.
    await dataSource.query(`UPDATE outbox_message SET status = 'review'`);
    const token = await signIn(gateway.url);
    const STATE = `{ adminOutboxSummary { pending review sent } adminOutbox(statuses: ["review"]) { id status subject } }`;
    const before = (await graphql<Json>(gateway.url, STATE, {}, token)).data!;
    expect(before.adminOutboxSummary).toEqual({ pending: 0, review: 4, sent: 0 });
    expect(before.adminOutbox.map((m: Json) => m.status)).toEqual(['review', 'review', 'review', 'review']);
    const [first, ...others] = before.adminOutbox as { id: string; subject: string }[];

    const manager = { username: CENTRE_MANAGER.username, password: 'mot-de-passe-du-gerant' };
    await createAccount(dataSource, NETWORK_ADMIN, { ...manager, role: 'centre', centres: ['nice'] });
    const managerToken = await signIn(gateway.url, manager);
    const DROP = `mutation ($id: ID!) { dropOutboxMessage(id: $id) }`;
    for (const [query, variables] of [
      [DROP, { id: first!.id }],
      ['mutation { sendOutboxReview }', {}],
      ['mutation { dropOutboxReview }', {}],
    ] as const) {
      const refused = await graphql<Json>(gateway.url, query, variables, managerToken);
      expect(refused.errors?.[0], query).toMatchObject({
        message: 'Réservé aux administrateurs du réseau.',
        extensions: { code: 'FORBIDDEN' },
      });
    }

    expect((await graphql<Json>(gateway.url, DROP, { id: first!.id }, token)).data).toEqual({
      dropOutboxMessage: first!.id,
    });
    const again = await graphql<Json>(gateway.url, DROP, { id: first!.id }, token);
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await graphql<Json>(gateway.url, 'mutation { sendOutboxReview }', {}, token)).data).toEqual({
      sendOutboxReview: 3,
    });
    // Sent at once: the mutation wakes the sender.
    await vi.waitFor(() => expect(smtp.received).toHaveLength(3), { timeout: 15_000, interval: 50 });
    expect((await graphql<Json>(gateway.url, 'mutation { dropOutboxReview }', {}, token)).data).toEqual({
      dropOutboxReview: 0,
    });
    await vi.waitFor(async () =>
      expect((await graphql<Json>(gateway.url, STATE, {}, token)).data!.adminOutboxSummary).toEqual({
        pending: 0,
        review: 0,
        sent: 3,
      }),
    );
    expect(smtp.received.map((m) => m.subject).sort()).toEqual(others.map((m) => m.subject).sort());
  });
});
