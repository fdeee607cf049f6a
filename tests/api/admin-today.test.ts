import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { OutboxMessage, type OutboxStatus } from '../../gateway/src/entities/outbox-message.js';
import { createAccount } from '../../gateway/src/services/admin/accounts.js';
import { adminEnv, signIn, TEST_ADMIN, type Json } from '../support/admin.js';
import { backends, createTestDatabase, type TestDatabase } from '../support/databases.js';
import { graphql, startTestGateway } from '../support/gateway.js';

/*
 * Issue 42, item 2: « Aujourd’hui », the admin's first screen, in one request. Its counts and lists match the rows
 * made here, a centre manager sees their centre's only, and nobody without a session sees anything. On the gateway's
 * clock: Tuesday 23 March 2027, 7h30 in Paris.
 */
const TUESDAY_MORNING = new Date('2027-03-23T06:30:00Z');
const NETWORK_ADMIN = { username: TEST_ADMIN.username, role: 'reseau', centres: [] } as const;
const MANAGER = { username: 'gerant-montpellier', password: 'mot-de-passe-du-gerant-34' };
const OTHER_MANAGER = { username: 'gerant-beziers', password: 'mot-de-passe-du-gerant-34' };

const TODAY = `query AdminToday {
  adminToday {
    centres {
      centreId date liveHolds awaitingEmail
      bookings { id reference status time startsAt dropOff serviceName vehicle customerName phone }
      closures { id startsOn endsOn reason unitLabel }
      holidays { date name lunar open decided }
    }
    requests { count oldest { id createdAt name centre vehicle } }
    emails { failed withheld review }
  }
}`;
const CREATE = `mutation ($input: PhoneBookingInput!) {
  adminCreateBooking(input: $input) { __typename ... on AgendaBookingCreated { id reference } }
}`;
const CANCEL = `mutation ($id: ID!) { adminCancelBooking(id: $id) { __typename } }`;
const MARK = `mutation ($id: ID!, $outcome: String!) { adminMarkBooking(id: $id, outcome: $outcome) }`;
const CLOSE = `mutation ($input: BookingClosureInput!) { adminAddBookingClosure(input: $input) }`;
const HOLD = `mutation ($input: BookingHoldInput!) {
  holdBookingSlot(input: $input) { __typename ... on BookingHeld { id reference } }
}`;
const DETAILS = `mutation ($input: BookingConfirmInput!) { confirmBooking(input: $input) { __typename } }`;

describe.each(backends)('the admin’s « Aujourd’hui » on %s', (backend) => {
  let db: TestDatabase;
  let gateway: RunningGateway;
  let now = TUESDAY_MORNING;
  let network: string;
  let manager: string;
  let other: string;
  const made: Record<string, string> = {};

  const as = (token: string | undefined, query: string, variables: Record<string, unknown> = {}) =>
    graphql<Json>(gateway.url, query, variables, token);
  const answer = async (token: string, query: string, variables: Record<string, unknown> = {}) => {
    const { data, errors } = await as(token, query, variables);
    expect(errors).toBeUndefined();
    return Object.values(data as Record<string, Json>)[0];
  };
  const book = async (token: string, centre: string, service: string, date: string, time: string, name: string) => {
    const input = { centre, service, date, time, name, phone: '06 11 22 33 44', vehicle: `Véhicule de ${name}` };
    const created = await answer(token, CREATE, { input });
    expect(created.__typename, JSON.stringify(created)).toBe('AgendaBookingCreated');
    return created.id as string;
  };

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    gateway = await startTestGateway(db, adminEnv, undefined, { clock: () => now });
    const source = gateway.database.dataSource;
    await createAccount(source, NETWORK_ADMIN, { ...MANAGER, role: 'centre', centres: ['montpellier'] });
    await createAccount(source, NETWORK_ADMIN, { ...OTHER_MANAGER, role: 'centre', centres: ['beziers'] });
    [network, manager, other] = await Promise.all([
      signIn(gateway.url),
      signIn(gateway.url, MANAGER),
      signIn(gateway.url, OTHER_MANAGER),
    ]);

    // Montpellier's Tuesday: a drop-off in the afternoon booked before a diagnosis in the morning, one cancelled,
    // one on Wednesday; Béziers's Tuesday: one.
    made.dropOff = await book(manager, 'montpellier', 'reprogrammation-moteur', '2027-03-23', '14:00', 'Anne Roux');
    made.morning = await book(manager, 'montpellier', 'diagnostic-auto', '2027-03-23', '09:00', 'Paul Durand');
    made.cancelled = await book(manager, 'montpellier', 'diagnostic-auto', '2027-03-23', '10:00', 'Jean Noir');
    expect((await answer(manager, CANCEL, { id: made.cancelled })).__typename).toBe('MyBooking');
    made.tomorrow = await book(manager, 'montpellier', 'diagnostic-auto', '2027-03-24', '09:00', 'Lucie Blanc');
    made.beziers = await book(network, 'beziers', 'diagnostic-auto', '2027-03-23', '10:00', 'Marc Petit');

    // Two online bookings in progress at Montpellier: one in its form, one waiting for its e-mail's link.
    const hold = async (time: string) => {
      const { data } = await as(undefined, HOLD, {
        input: { centre: 'montpellier', service: 'diagnostic-auto', date: '2027-03-25', time },
      });
      expect(data?.holdBookingSlot.__typename, JSON.stringify(data)).toBe('BookingHeld');
      return data!.holdBookingSlot.id as string;
    };
    await hold('09:00');
    const waiting = await hold('14:00');
    const given = await as(undefined, DETAILS, {
      input: { hold: waiting, name: 'Inès Roux', phone: '0611223344', email: 'ines@example.fr', consent: true },
    });
    expect(given.data?.confirmBooking.__typename).toBe('BookingAwaitingEmail');

    // A closure within 30 days and one after; Easter Monday (29 March 2027) is a public holiday.
    const close = (startsOn: string, endsOn: string, reason: string) =>
      answer(manager, CLOSE, { input: { centre: 'montpellier', startsOn, endsOn, reason } });
    made.closure = String(await close('2027-04-01', '2027-04-02', 'Congés'));
    await close('2027-05-10', '2027-05-12', 'Salon');

    // New requests: Montpellier's (the oldest), Béziers's, the network's; one of Montpellier's already handled.
    const request = async (centre: string | null, hoursAgo: number, status = 'new') =>
      (
        (await source.query(
          `INSERT INTO contact_request (name, phone, vehicle, message, consent_at, client_hash, centre_id, status,
                                        created_at)
             VALUES ($1, '06 11 22 33 44', 'Peugeot 308', 'Un devis, s’il vous plaît.', now(), 'un-client', $2, $3,
                     now() - make_interval(hours => $4))
             RETURNING id`,
          [`Demande ${centre ?? 'réseau'} ${hoursAgo} h`, centre, status, hoursAgo],
        )) as { id: string }[]
      )[0]!.id;
    made.requestMontpellier = await request('montpellier', 5);
    made.requestBeziers = await request('beziers', 3);
    made.requestNetwork = await request(null, 1);
    await request('montpellier', 8, 'done');

    // The outbox: two given up, one kept back, one to check after a restore (nothing is sent without SMTP).
    const message = (status: OutboxStatus) => {
      const id = randomUUID();
      return {
        id,
        kind: 'centre-notification' as const,
        recipient: 'centre@example.fr',
        subject: `Message ${status}`,
        textBody: 'Texte',
        htmlBody: '<p>Texte</p>',
        messageId: `<${id}@example.fr>`,
        status,
      };
    };
    await source
      .getRepository(OutboxMessage)
      .insert(['failed', 'failed', 'withheld', 'review'].map((s) => message(s as OutboxStatus)));
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
  });

  it('refuses anyone without a session', async () => {
    // The whole screen is past an anonymous caller's cost limit already; a small part of it needs a session.
    const whole = await as(undefined, TODAY);
    expect(whole.data?.adminToday ?? null).toBeNull();
    expect(whole.errors).toHaveLength(1);
    const part = await as(undefined, 'query { adminToday { requests { count } } }');
    expect(part.data?.adminToday ?? null).toBeNull();
    expect(part.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('shows a network administrator every centre’s day in order, the requests, holds, e-mails and days ahead', async () => {
    const today = await answer(network, TODAY);
    expect(today.centres.map((c: Json) => c.centreId)).toEqual(['montpellier', 'beziers', 'perpignan', 'nice']);
    const montpellier = today.centres[0];
    expect(montpellier.date).toBe('2027-03-23');
    expect(montpellier.bookings).toEqual([
      {
        id: made.morning,
        reference: expect.any(String),
        status: 'confirmed',
        time: '09:00',
        startsAt: '2027-03-23T08:00:00.000Z',
        dropOff: false,
        serviceName: expect.any(String),
        vehicle: 'Véhicule de Paul Durand',
        customerName: 'Paul Durand',
        phone: '06 11 22 33 44',
      },
      expect.objectContaining({ id: made.dropOff, time: '14:00', dropOff: true, customerName: 'Anne Roux' }),
    ]);
    expect(montpellier).toMatchObject({ liveHolds: 1, awaitingEmail: 1 });
    expect(montpellier.closures).toEqual([
      { id: Number(made.closure), startsOn: '2027-04-01', endsOn: '2027-04-02', reason: 'Congés', unitLabel: null },
    ]);
    expect(montpellier.holidays).toEqual([
      { date: '2027-03-29', name: 'Lundi de Pâques', lunar: false, open: false, decided: false },
    ]);
    expect(today.centres[1].bookings.map((b: Json) => b.id)).toEqual([made.beziers]);
    expect(today.centres[1]).toMatchObject({ liveHolds: 0, awaitingEmail: 0, closures: [] });
    expect(today.centres.slice(2).every((c: Json) => c.bookings.length === 0)).toBe(true);

    expect(today.requests.count).toBe(3);
    expect(today.requests.oldest.map((r: Json) => [r.id, r.centre])).toEqual([
      [made.requestMontpellier, 'montpellier'],
      [made.requestBeziers, 'beziers'],
      [made.requestNetwork, null],
    ]);
    expect(today.requests.oldest[0]).toMatchObject({ name: 'Demande montpellier 5 h', vehicle: 'Peugeot 308' });
    expect(today.emails).toEqual({ failed: 2, withheld: 1, review: 1 });
  });

  it('shows a centre manager their centre only, without the network’s outbox', async () => {
    const mine = await answer(manager, TODAY);
    expect(mine.centres.map((c: Json) => c.centreId)).toEqual(['montpellier']);
    expect(mine.centres[0].bookings.map((b: Json) => b.id)).toEqual([made.morning, made.dropOff]);
    expect(mine.requests).toMatchObject({ count: 1, oldest: [{ id: made.requestMontpellier }] });
    expect(mine.emails).toBeNull();

    const theirs = await answer(other, TODAY);
    expect(theirs.centres.map((c: Json) => [c.centreId, c.bookings.map((b: Json) => b.id)])).toEqual([
      ['beziers', [made.beziers]],
    ]);
    expect(theirs.centres[0]).toMatchObject({ liveHolds: 0, awaitingEmail: 0, closures: [] });
    expect(theirs.requests).toMatchObject({ count: 1, oldest: [{ id: made.requestBeziers }] });
  });

  it('follows the outcomes marked, and each centre’s own day in its time zone', async () => {
    now = new Date('2027-03-23T08:30:00Z');
    try {
      expect(await answer(manager, MARK, { id: made.morning, outcome: 'honoured' })).toBe(true);
      const marked = (await answer(manager, TODAY)).centres[0].bookings;
      expect(marked.map((b: Json) => [b.id, b.status])).toEqual([
        [made.morning, 'honoured'],
        [made.dropOff, 'confirmed'],
      ]);
      // 23h30 in UTC is already Wednesday in Paris: Wednesday's booking is the day's.
      now = new Date('2027-03-23T23:30:00Z');
      const wednesday = (await answer(manager, TODAY)).centres[0];
      expect(wednesday.date).toBe('2027-03-24');
      expect(wednesday.bookings.map((b: Json) => b.id)).toEqual([made.tomorrow]);
    } finally {
      now = TUESDAY_MORNING;
    }
  });
});
