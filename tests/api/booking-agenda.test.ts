import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import type { RunningGateway } from '../../gateway/src/app.js';
import { createAccount } from '../../gateway/src/services/admin/accounts.js';
import { adminEnv, signIn, TEST_ADMIN, type Json } from '../support/admin.js';
import { backends, createTestDatabase, type TestDatabase } from '../support/databases.js';
import { graphql, startTestGateway } from '../support/gateway.js';

/*
 * Issue 27, item 5: the centre's agenda in the admin, through the API. Roles (a centre manager sees and changes their
 * centre's only), bookings taken by phone (no lead time, the exclusion constraint still deciding), moves and
 * cancellations audited and told, outcomes, closures and bays changing what visitors are offered, and the private
 * iCalendar feed and its token. On the gateway's clock: Monday 22 March 2027, noon in Paris.
 */
const MONDAY_NOON = new Date('2027-03-22T11:00:00Z');
const NETWORK_ADMIN = { username: TEST_ADMIN.username, role: 'reseau', centres: [] } as const;
const MANAGER = { username: 'gerant-montpellier', password: 'mot-de-passe-du-gerant-34' };
const OTHER_MANAGER = { username: 'gerant-beziers', password: 'mot-de-passe-du-gerant-34' };

const AGENDA = `query ($centre: ID!, $from: String!, $days: Int!) {
  adminAgenda(centre: $centre, from: $from, days: $days) {
    centreId from days feedSince
    bookings { id reference status date time endTime serviceName unitLabel customerName phone email vehicle createdBy }
    closures { id startsOn endsOn reason unitLabel }
    units { id resource label }
  }
}`;
const CREATE = `mutation ($input: PhoneBookingInput!) {
  adminCreateBooking(input: $input) {
    __typename
    ... on AgendaBookingCreated { id reference date time }
    ... on BookingFormInvalid { fieldErrors { field message } }
    ... on BookingRefused { reason message nearest { date time } }
  }
}`;
const MOVE = `mutation ($id: ID!, $date: String!, $time: String!) {
  adminMoveBooking(id: $id, date: $date, time: $time) {
    __typename ... on MyBooking { date time status } ... on BookingRefused { reason message }
  }
}`;
const CANCEL = `mutation ($id: ID!) {
  adminCancelBooking(id: $id) { __typename ... on MyBooking { status } ... on BookingRefused { reason } }
}`;
const AVAILABILITY = `query ($centre: ID!, $service: String!) {
  bookingAvailability(centre: $centre, service: $service) { days { date times } }
}`;

describe.each(backends)('a centre’s agenda on %s', (backend) => {
  let db: TestDatabase;
  let gateway: RunningGateway;
  let now = MONDAY_NOON;
  let network: string;
  let manager: string;
  let other: string;
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
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
  });

  const as = async (token: string, query: string, variables: Record<string, unknown>) =>
    graphql<Json>(gateway.url, query, variables, token);
  const answer = async (token: string, query: string, variables: Record<string, unknown>) => {
    const { data, errors } = await as(token, query, variables);
    expect(errors).toBeUndefined();
    return Object.values(data as Record<string, Json>)[0];
  };
  const phoneBooking = (date: string, time: string, extra: Record<string, unknown> = {}) => ({
    input: {
      centre: 'montpellier',
      service: 'diagnostic-auto',
      date,
      time,
      name: 'Paul Durand',
      phone: '06 11 22 33 44',
      vehicle: 'Renault Clio V',
      ...extra,
    },
  });
  const audit = async () =>
    (await gateway.database.dataSource.query(
      `SELECT username, action, summary, centre_id FROM admin_audit WHERE action LIKE 'booking-%' ORDER BY id`,
    )) as { username: string; action: string; summary: string; centre_id: string }[];

  it('shows a centre’s agenda to its manager and the network’s administrators, not to another centre’s', async () => {
    const mine = await answer(manager, AGENDA, { centre: 'montpellier', from: '2027-03-23', days: 7 });
    expect(mine).toMatchObject({ centreId: 'montpellier', days: 7, bookings: [], feedSince: null });
    expect(mine.units.map((u: Json) => u.label)).toEqual(['Baie 1', 'Baie 2', 'Banc de puissance']);
    expect((await answer(network, AGENDA, { centre: 'montpellier', from: '2027-03-23', days: 1 })).days).toBe(1);
    const refused = await as(other, AGENDA, { centre: 'montpellier', from: '2027-03-23', days: 7 });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Vous n’avez pas accès à ce centre.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await as(other, CREATE, phoneBooking('2027-03-23', '09:00'))).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    // Without a session, nothing.
    expect(
      (await graphql<Json>(gateway.url, AGENDA, { centre: 'montpellier', from: '2027-03-23', days: 1 })).errors,
    ).toBeDefined();
  });

  it('takes a booking by phone: no lead time for the staff, every problem of the form at once, audited', async () => {
    const invalid = await answer(manager, CREATE, phoneBooking('2027-03-23', '09:00', { name: '', phone: '12' }));
    expect(invalid.fieldErrors.map((e: Json) => e.field)).toEqual(['name', 'phone']);
    // Tomorrow 9h is 21 hours away: a visitor could too; and Tuesday's 9h twice fills both bays, a third is refused.
    const first = await answer(manager, CREATE, phoneBooking('2027-03-23', '09:00'));
    expect(first).toMatchObject({ __typename: 'AgendaBookingCreated', date: '2027-03-23', time: '09:00' });
    await answer(manager, CREATE, phoneBooking('2027-03-23', '09:00', { name: 'Anne Roux' }));
    const third = await answer(manager, CREATE, phoneBooking('2027-03-23', '09:00', { name: 'Jean Noir' }));
    expect(third).toMatchObject({ __typename: 'BookingRefused', reason: 'SLOT_TAKEN' });
    const day = await answer(manager, AGENDA, { centre: 'montpellier', from: '2027-03-23', days: 1 });
    expect(day.bookings).toHaveLength(2);
    expect(day.bookings[0]).toMatchObject({
      status: 'confirmed',
      time: '09:00',
      endTime: '11:00',
      customerName: 'Paul Durand',
      email: null,
      vehicle: 'Renault Clio V',
      createdBy: MANAGER.username,
    });
    expect(new Set(day.bookings.map((b: Json) => b.unitLabel))).toEqual(new Set(['Baie 1', 'Baie 2']));
    expect((await audit()).filter((line) => line.action === 'booking-create')).toHaveLength(2);
    // Both bays taken at 9h: visitors are not offered it.
    const offered = (await answer(network, AVAILABILITY, { centre: 'montpellier', service: 'diagnostic-auto' })).days;
    expect(offered.find((d: Json) => d.date === '2027-03-23').times).not.toContain('09:00');
  });

  it('links a booking only to a contact request the staff handles: another centre’s is refused, an unknown one not found', async () => {
    const source = gateway.database.dataSource;
    const requestOf = async (centre: string | null) =>
      (
        (await source.query(
          `INSERT INTO contact_request (name, phone, message, consent_at, client_hash, centre_id)
             VALUES ('Paul Durand', '06 11 22 33 44', 'Un diagnostic, s’il vous plaît.', now(), 'un-client', $1)
             RETURNING id`,
          [centre],
        )) as { id: string }[]
      )[0]!.id;
    const [beziers, unassigned, montpellier] = [
      await requestOf('beziers'),
      await requestOf(null),
      await requestOf('montpellier'),
    ];
    const written = async () =>
      (
        (await source.query(
          `SELECT (SELECT count(*) FROM booking)::int AS bookings,
                  (SELECT count(*) FROM admin_audit WHERE action LIKE 'booking-%')::int AS audited`,
        )) as { bookings: number; audited: number }[]
      )[0];
    const before = await written();
    const link = (token: string, contactRequest: string) =>
      as(token, CREATE, phoneBooking('2027-03-31', '15:00', { contactRequest }));

    const otherCentre =
      'Cette demande de contact relève d’un autre centre ou du réseau : vous ne pouvez pas y rattacher ce rendez-vous.';
    for (const id of [beziers, unassigned])
      expect((await link(manager, id)).errors?.[0]).toMatchObject({
        message: otherCentre,
        extensions: { code: 'FORBIDDEN' },
      });
    for (const id of ['3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', 'pas-une-demande'])
      expect((await link(manager, id)).errors?.[0]).toMatchObject({
        message: 'Demande de contact introuvable.',
        extensions: { code: 'NOT_FOUND' },
      });
    expect(await written()).toEqual(before);

    // The manager's own centre's request, and any for the network's administrators.
    const mine = await answer(manager, CREATE, phoneBooking('2027-03-31', '15:00', { contactRequest: montpellier }));
    const theirs = await answer(network, CREATE, phoneBooking('2027-03-31', '15:00', { contactRequest: beziers }));
    expect([mine.__typename, theirs.__typename]).toEqual(['AgendaBookingCreated', 'AgendaBookingCreated']);
    const linked = (await source.query('SELECT id, contact_request_id FROM booking WHERE id IN ($1, $2) ORDER BY id', [
      mine.id,
      theirs.id,
    ])) as { id: string; contact_request_id: string }[];
    expect(Object.fromEntries(linked.map((b) => [b.id, b.contact_request_id]))).toEqual({
      [mine.id]: montpellier,
      [theirs.id]: beziers,
    });
  });

  it('moves and cancels a booking: the visitor with an e-mail is told, the centre too, each change audited', async () => {
    const created = await answer(
      manager,
      CREATE,
      phoneBooking('2027-03-24', '14:00', { email: 'paul.durand@example.fr', name: 'Paul Durand' }),
    );
    const sent = async () =>
      (await gateway.database.dataSource.query(
        `SELECT kind, recipient, subject FROM outbox_message WHERE subject LIKE $1 ORDER BY created_at, id`,
        [`%${created.reference}%`],
      )) as { kind: string; recipient: string; subject: string }[];
    expect((await sent()).map((m) => m.kind)).toEqual(['visitor-confirmation']);
    const moved = await answer(manager, MOVE, { id: created.id, date: '2027-03-25', time: '10:00' });
    expect(moved).toMatchObject({ __typename: 'MyBooking', date: '2027-03-25', time: '10:00' });
    const afterMove = await sent();
    expect(afterMove.at(-1)).toMatchObject({ kind: 'visitor-change', recipient: 'paul.durand@example.fr' });
    expect(afterMove.at(-1)!.subject).toContain('rendez-vous déplacé au jeudi 25 mars 2027 à 10h');
    expect(await answer(manager, CANCEL, { id: created.id })).toMatchObject({ status: 'cancelled' });
    expect((await sent()).at(-1)!.subject).toContain('annulé');
    const lines = await audit();
    expect(lines.filter((l) => l.action === 'booking-move').at(-1)).toMatchObject({
      username: MANAGER.username,
      centre_id: 'montpellier',
    });
    expect(lines.some((l) => l.action === 'booking-cancel' && l.summary.includes(created.reference))).toBe(true);
    const thursday = await answer(manager, AGENDA, { centre: 'montpellier', from: '2027-03-25', days: 1 });
    expect(thursday.bookings.find((b: Json) => b.id === created.id).status).toBe('cancelled');
  });

  it('shows the centre its online bookings in progress, and lets its manager give one back', async () => {
    const HOLD = `mutation ($input: BookingHoldInput!) { holdBookingSlot(input: $input) {
      __typename ... on BookingHeld { id reference } } }`;
    const hold = async (time: string) =>
      (
        await graphql<Json>(gateway.url, HOLD, {
          input: { centre: 'montpellier', service: 'diagnostic-auto', date: '2027-04-06', time },
        })
      ).data!.holdBookingSlot as Json;
    const filling = await hold('09:00');
    const waiting = await hold('14:00');
    const DETAILS = `mutation ($input: BookingConfirmInput!) { confirmBooking(input: $input) { __typename } }`;
    const details = {
      hold: waiting.id,
      name: 'Inès Roux',
      phone: '0611223344',
      email: 'ines@example.fr',
      consent: true,
    };
    expect((await graphql<Json>(gateway.url, DETAILS, { input: details })).data!.confirmBooking).toEqual({
      __typename: 'BookingAwaitingEmail',
    });
    const PENDING = `query ($centre: ID!) { adminPendingHolds(centre: $centre) {
      id reference stage serviceName unitLabel date time expiresAt customerName email } }`;
    const pending = (await answer(manager, PENDING, { centre: 'montpellier' })) as Json[];
    expect(pending.map((p) => [p.reference, p.stage, p.date, p.time, p.customerName])).toEqual([
      [filling.reference, 'form', '2027-04-06', '09:00', null],
      [waiting.reference, 'email', '2027-04-06', '14:00', 'Inès Roux'],
    ]);
    expect(Date.parse(pending[1]!.expiresAt as string) - Date.now()).toBeGreaterThan(29 * 60_000);
    // Another centre's manager neither sees nor releases them.
    expect((await as(other, PENDING, { centre: 'montpellier' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const RELEASE = 'mutation ($id: ID!) { adminReleaseHold(id: $id) }';
    expect((await as(other, RELEASE, { id: waiting.id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await answer(manager, RELEASE, { id: waiting.id })).toBe(true);
    const released = await as(manager, RELEASE, { id: waiting.id });
    expect(released.errors?.[0]?.message).toContain('n’existe plus');
    expect(((await answer(network, PENDING, { centre: 'montpellier' })) as Json[]).map((p) => p.reference)).toEqual([
      filling.reference,
    ]);
    // Its place is free again, and the release is in the audit trail.
    const FREE = `query { bookingAvailability(centre: "montpellier", service: "diagnostic-auto") { days { date times } } }`;
    const days = ((await graphql<Json>(gateway.url, FREE)).data!.bookingAvailability as Json).days as Json[];
    expect(days.find((d) => d.date === '2027-04-06')!.times).toContain('14:00');
    expect(
      (await audit()).some((l) => l.action === 'booking-hold-release' && l.summary.includes(waiting.reference)),
    ).toBe(true);
    expect(await answer(manager, RELEASE, { id: filling.id })).toBe(true);
  });

  it('records whether the visitor came, once the appointment has begun', async () => {
    const created = await answer(manager, CREATE, phoneBooking('2027-03-26', '09:00'));
    const MARK = `mutation ($id: ID!, $outcome: String!) { adminMarkBooking(id: $id, outcome: $outcome) }`;
    const early = await as(manager, MARK, { id: created.id, outcome: 'honoured' });
    expect(early.errors?.[0]?.message).toContain('n’a pas encore commencé');
    now = new Date('2027-03-26T10:00:00Z');
    try {
      expect(await answer(manager, MARK, { id: created.id, outcome: 'missed' })).toBe(true);
      const friday = await answer(manager, AGENDA, { centre: 'montpellier', from: '2027-03-26', days: 1 });
      expect(friday.bookings.find((b: Json) => b.id === created.id).status).toBe('missed');
    } finally {
      now = MONDAY_NOON;
    }
  });

  it('closes days and sets the bays: what visitors are offered follows', async () => {
    const ADD = `mutation ($input: BookingClosureInput!) { adminAddBookingClosure(input: $input) }`;
    const bad = await as(manager, ADD, {
      input: { centre: 'montpellier', startsOn: '2027-04-02', endsOn: '2027-04-01', reason: '' },
    });
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    const id = await answer(manager, ADD, {
      input: { centre: 'montpellier', startsOn: '2027-04-01', endsOn: '2027-04-02', reason: 'Congés' },
    });
    const offered = async () =>
      (await answer(network, AVAILABILITY, { centre: 'montpellier', service: 'diagnostic-auto' })).days.map(
        (d: Json) => d.date,
      );
    expect(await offered()).not.toContain('2027-04-01');
    expect(await offered()).not.toContain('2027-04-02');
    const agenda = await answer(manager, AGENDA, { centre: 'montpellier', from: '2027-03-23', days: 1 });
    expect(agenda.closures).toContainEqual({
      id,
      startsOn: '2027-04-01',
      endsOn: '2027-04-02',
      reason: 'Congés',
      unitLabel: null,
    });
    await answer(manager, `mutation ($id: Int!) { adminRemoveBookingClosure(id: $id) }`, { id });
    expect(await offered()).toContain('2027-04-01');

    // A third bay: Tuesday's 9h, full with two bays, is offered again; back to two, it is not.
    const BAYS = `mutation ($count: Int!) { adminSetBayCount(centre: "montpellier", count: $count) }`;
    const tuesdayNine = async () =>
      (await answer(network, AVAILABILITY, { centre: 'montpellier', service: 'diagnostic-auto' })).days
        .find((d: Json) => d.date === '2027-03-23')
        .times.includes('09:00');
    expect(await tuesdayNine()).toBe(false);
    await answer(manager, BAYS, { count: 3 });
    expect(await tuesdayNine()).toBe(true);
    // The third bay has a past (cancelled) booking: back to two, it is retired by a closure without end; up to three
    // again, it is brought back and no closure of it stays.
    await gateway.database.dataSource.query(
      `INSERT INTO booking (id, reference, centre_id, unit_id, service_slug, during, status, client_hash, customer_name, phone)
         VALUES (gen_random_uuid(), 'RDV-BAIE3X', 'montpellier', 'montpellier-baie-3', 'diagnostic-auto',
                 tstzrange('2027-03-20T08:00:00Z', '2027-03-20T10:00:00Z'), 'cancelled', 'un-client', 'Eve Roux', '0600000000')`,
    );
    const retired = async () =>
      (await answer(manager, AGENDA, { centre: 'montpellier', from: '2027-03-23', days: 1 })).closures.filter(
        (c: Json) => c.reason === 'Baie retirée',
      );
    await answer(manager, BAYS, { count: 2 });
    expect(await tuesdayNine()).toBe(false);
    expect(await retired()).toMatchObject([{ unitLabel: 'Baie 3', endsOn: '9999-12-31' }]);
    await answer(manager, BAYS, { count: 3 });
    expect(await tuesdayNine()).toBe(true);
    expect(await retired()).toEqual([]);
    expect((await answer(manager, AGENDA, { centre: 'montpellier', from: '2027-03-23', days: 1 })).units).toHaveLength(
      4, // three bays and the bench: no fourth bay was made
    );
    await answer(manager, BAYS, { count: 2 });
    expect(await tuesdayNine()).toBe(false);
    // Bay 2 holds a booking to come: it cannot go.
    const refused = await as(manager, BAYS, { count: 1 });
    expect(refused.errors?.[0]?.message).toMatch(/^Baie 2 a des rendez-vous à venir/);
    expect((await audit()).some((l) => l.action === 'booking-capacity' && l.summary.includes('2 → 3'))).toBe(true);
  });

  it('publishes the agenda as a private iCalendar feed, its address renewed or revoked', async () => {
    // A remap measured on the bench: its runs are events of the bench.
    const remap = await answer(
      manager,
      CREATE,
      phoneBooking('2027-04-01', '09:00', { service: 'reprogrammation-moteur', name: 'Lucie Bench' }),
    );
    expect(remap).toMatchObject({ __typename: 'AgendaBookingCreated' });
    const RENEW = `mutation { adminRenewBookingFeed(centre: "montpellier") }`;
    const url: string = await answer(manager, RENEW, {});
    expect(url).toMatch(/\/api\/agenda\/[A-Za-z0-9_-]{43}\.ics$/);
    const path = new URL(url).pathname;
    const response = await fetch(`${gateway.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    const paul = events.find((e) => e.startDate.toJSDate().toISOString() === '2027-03-23T08:00:00.000Z')!;
    expect(paul.summary).toMatch(/^Diagnostic.* — (Paul Durand|Anne Roux)$/);
    expect(paul.description).toContain('Téléphone : 06 11 22 33 44');
    // Cancelled bookings are not in it.
    expect(events.every((e) => !e.description.includes('annulé'))).toBe(true);
    const bench = events
      .filter((e) => e.summary.endsWith('— Lucie Bench'))
      .map((e) => [e.summary, e.location, e.startDate.toJSDate().toISOString(), e.endDate.toJSDate().toISOString()]);
    expect(bench).toEqual([
      ['Reprogrammation moteur — Lucie Bench', 'Baie 1', '2027-04-01T07:00:00.000Z', '2027-04-01T15:00:00.000Z'],
      ['Banc avant — Lucie Bench', 'Banc de puissance', '2027-04-01T07:00:00.000Z', '2027-04-01T08:00:00.000Z'],
      ['Banc après — Lucie Bench', 'Banc de puissance', '2027-04-01T14:00:00.000Z', '2027-04-01T15:00:00.000Z'],
    ]);
    expect((await answer(manager, AGENDA, { centre: 'montpellier', from: '2027-03-23', days: 1 })).feedSince).not.toBe(
      null,
    );

    // Renewed: the old address is gone. Revoked: no address works.
    const renewed: string = await answer(manager, RENEW, {});
    expect((await fetch(`${gateway.url}${path}`)).status).toBe(404);
    expect((await fetch(`${gateway.url}${new URL(renewed).pathname}`)).status).toBe(200);
    await answer(manager, `mutation { adminRevokeBookingFeed(centre: "montpellier") }`, {});
    expect((await fetch(`${gateway.url}${new URL(renewed).pathname}`)).status).toBe(404);
    expect((await fetch(`${gateway.url}/api/agenda/pas-un-jeton.ics`)).status).toBe(404);
    // Another centre's manager cannot make one for this centre.
    expect((await as(other, RENEW, {})).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
