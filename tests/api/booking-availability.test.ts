import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { holdSlot } from '../../gateway/src/services/booking/holds.js';
import { backends, createTestDatabase, type TestDatabase } from '../support/databases.js';
import { graphql, startTestGateway } from '../support/gateway.js';
import ICAL from 'ical.js';
import { confirmByEmail, confirmHeld, slotRequest } from '../support/booking.js';

/*
 * Issue 27, item 1, through the API: the free slots of a service at a centre, from its hours, its units and their
 * bookings, on the gateway's clock (Monday 22 March 2027, noon in Paris), over a horizon of 45 days.
 */
const NOW = new Date('2027-03-22T11:00:00Z');
const AVAILABILITY = `query ($centre: ID!, $service: String!) {
  bookingAvailability(centre: $centre, service: $service) {
    centre service timeZone durationMinutes notice days { date times }
  }
}`;
interface Availability {
  bookingAvailability: {
    centre: string;
    service: string;
    timeZone: string;
    durationMinutes: number;
    notice: string | null;
    days: { date: string; times: string[] }[];
  } | null;
}

describe.each(backends)('booking availability on %s', (backend) => {
  let db: TestDatabase;
  let gateway: RunningGateway;
  beforeAll(async () => {
    db = await createTestDatabase(backend);
    gateway = await startTestGateway(db, { BOOKING_HORIZON_DAYS: '45' }, undefined, { clock: () => NOW });
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
  });
  const availability = async (centre: string, service: string) => {
    const { data, errors } = await graphql<Availability>(gateway.url, AVAILABILITY, { centre, service });
    expect(errors).toBeUndefined();
    return data!.bookingAvailability;
  };

  it('lists the open days of the horizon with the start times a job fits in', async () => {
    const bench = (await availability('montpellier', 'banc-puissance'))!;
    expect(bench).toMatchObject({ centre: 'montpellier', timeZone: 'Europe/Paris', notice: null });
    // Tuesday to Saturday, from the next day (twelve hours' notice) to the horizon, 45 days from today.
    const dates = bench.days.map((d) => d.date);
    expect(dates[0]).toBe('2027-03-23');
    expect(dates.at(-1)).toBe('2027-05-05');
    const weekdays = new Set(dates.map((date) => new Date(`${date}T12:00:00Z`).getUTCDay()));
    expect([...weekdays].sort()).toEqual([2, 3, 4, 5, 6]);
    // 1 May falls on a Saturday in 2027: a public holiday, closed; the Saturday before is open.
    expect(dates).not.toContain('2027-05-01');
    expect(dates).toContain('2027-04-24');
    // The bench run holds its bench for the longest it announces; the first start of a day is the opening.
    expect(bench.durationMinutes).toBe(120);
    expect(bench.days[0]!.times[0]).toBe('09:00');
    expect(bench.days[0]!.times).toContain('16:30');
    expect(bench.days[0]!.times).not.toContain('17:00');
  });

  it('takes a slot off the list once a visitor holds it, while another bay keeps the bay services open', async () => {
    const before = (await availability('montpellier', 'banc-puissance'))!;
    const minutes = before.durationMinutes;
    const start = new Date('2027-03-23T08:00:00Z'); // Tuesday 9h in Paris
    const held = await holdSlot(
      gateway.database.dataSource,
      slotRequest({
        clientKey: 'un-visiteur',
        centreId: 'montpellier',
        unitIds: ['montpellier-banc'],
        serviceSlug: 'banc-puissance',
        start,
        end: new Date(start.getTime() + minutes * 60_000),
      }),
    );
    expect(held.held).toBe(true);
    const after = (await availability('montpellier', 'banc-puissance'))!;
    expect(after.days[0]!.times).not.toContain('09:00');
    // The diagnostic takes a bay: two bays, one of them still free at 9h.
    expect((await availability('montpellier', 'diagnostic-auto'))!.days[0]!.times[0]).toBe('09:00');
  });

  const HOLD = `mutation ($input: BookingHoldInput!) {
    holdBookingSlot(input: $input) {
      __typename
      ... on BookingHeld { id reference expiresAt date time }
      ... on BookingRefused { reason message nearest { date time } }
    }
  }`;
  const CONFIRM = `mutation ($input: BookingConfirmInput!) {
    confirmBooking(input: $input) {
      __typename
      ... on BookingAwaitingEmail { reference centreName centrePhone serviceTitle date time email confirmByTime }
      ... on BookingFormInvalid { fieldErrors { field message } }
      ... on BookingRefused { reason message nearest { date time } }
    }
  }`;
  interface HoldAnswer {
    holdBookingSlot: {
      __typename: string;
      id?: string;
      reference?: string;
      expiresAt?: string;
      date?: string;
      time?: string;
      reason?: string;
      message?: string;
      nearest?: { date: string; time: string }[];
    };
  }
  const hold = async (date: string, time: string, service = 'diagnostic-auto') => {
    const { data, errors } = await graphql<HoldAnswer>(gateway.url, HOLD, {
      input: { centre: 'montpellier', service, date, time, vehicle: 'Peugeot 308 1.5 BlueHDi 130', work: 'stage1' },
    });
    expect(errors).toBeUndefined();
    return data!.holdBookingSlot;
  };
  const confirm = async (input: Record<string, unknown>) => {
    const { data, errors } = await graphql<{ confirmBooking: Record<string, unknown> }>(gateway.url, CONFIRM, {
      input,
    });
    expect(errors).toBeUndefined();
    return data!.confirmBooking;
  };
  const VISITOR = { name: 'Léa Martin', phone: '06 12 34 56 78', email: 'lea@example.fr', consent: true };

  it('holds a slot ten minutes, then confirms it with the visitor’s details; the slot leaves the list', async () => {
    const held = await hold('2027-03-24', '14:00');
    expect(held).toMatchObject({ __typename: 'BookingHeld', date: '2027-03-24', time: '14:00' });
    expect(held.reference).toMatch(/^RDV-[A-Z2-9]{6}$/);
    const invalid = await confirm({ hold: held.id, name: 'Léa', phone: '', email: 'lea@example.fr', consent: true });
    expect(invalid).toEqual({
      __typename: 'BookingFormInvalid',
      fieldErrors: [{ field: 'phone', message: 'Indiquez un numéro de téléphone où le centre peut vous joindre.' }],
    });
    const awaiting = await confirm({ hold: held.id, ...VISITOR, plate: 'ab-123-cd', mileage: '85 000' });
    expect(awaiting).toMatchObject({
      __typename: 'BookingAwaitingEmail',
      reference: held.reference,
      centreName: 'Montpellier',
      serviceTitle: expect.stringMatching(/iagnostic/),
      date: '2027-03-24',
      time: '14:00',
      email: 'lea@example.fr',
    });
    // Until the visitor opens the link of their e-mail, the centre hears nothing.
    const notices = `SELECT count(*)::int AS count FROM outbox_message WHERE kind = 'centre-notification' AND text_body LIKE $1`;
    expect(await gateway.database.dataSource.query(notices, [`%${held.reference}%`])).toEqual([{ count: 0 }]);
    await confirmByEmail(gateway, held.reference!);
    const row = (await gateway.database.dataSource.query(
      'SELECT status, customer_name, plate, mileage_km, vehicle, work FROM booking WHERE id = $1',
      [held.id],
    )) as Record<string, unknown>[];
    expect(row[0]).toEqual({
      status: 'confirmed',
      customer_name: 'Léa Martin',
      plate: 'AB-123-CD',
      mileage_km: 85000,
      vehicle: 'Peugeot 308 1.5 BlueHDi 130',
      work: 'stage1',
    });
    // The centre is told, with what the visitor gave; the visitor gets only what the site wrote.
    const mails = (await gateway.database.dataSource.query(
      `SELECT kind, recipient, reply_to, subject, text_body FROM outbox_message WHERE subject LIKE $1 ORDER BY kind`,
      [`%${held.reference}%`],
    )) as { kind: string; recipient: string; reply_to: string | null; subject: string; text_body: string }[];
    const toVisitor = mails.filter((m) => m.kind === 'visitor-confirmation').at(-1)!;
    // Its calendar invitation, read back by a real iCalendar parser (RFC 5545).
    const [{ calendar }] = (await gateway.database.dataSource.query(
      `SELECT calendar FROM outbox_message WHERE kind = 'visitor-confirmation' AND subject LIKE $1 AND calendar IS NOT NULL`,
      [`%${held.reference}%`],
    )) as [{ calendar: string }];
    const vcalendar = new ICAL.Component(ICAL.parse(calendar));
    expect(vcalendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const event = new ICAL.Event(vcalendar.getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-03-24T13:00:00.000Z'); // 14h in Paris
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-03-24T15:00:00.000Z');
    expect(event.uid).toBe(`${held.id}@${event.uid.split('@')[1]}`);
    expect(event.summary).toMatch(/iagnostic.*Montpellier/);
    expect(event.location).toContain('Montpellier');
    expect(event.description).toContain(held.reference);
    expect(toVisitor).toMatchObject({ recipient: 'lea@example.fr', reply_to: null });
    expect(toVisitor.subject).toContain('mercredi 24 mars 2027 à 14h');
    expect(toVisitor.text_body).toContain('Montpellier');
    expect(toVisitor.text_body).not.toMatch(/Peugeot|Léa|AB-123-CD/);
    const centreNotices = (await gateway.database.dataSource.query(
      `SELECT recipient, reply_to, text_body FROM outbox_message WHERE kind = 'centre-notification' AND text_body LIKE $1`,
      [`%${held.reference}%`],
    )) as { recipient: string; reply_to: string; text_body: string }[];
    expect(centreNotices).toHaveLength(1);
    expect(centreNotices[0]!.reply_to).toBe('lea@example.fr');
    expect(centreNotices[0]!.text_body).toMatch(/Peugeot 308 1\.5 BlueHDi 130[\s\S]*AB-123-CD[\s\S]*85\u202f000 km/);
    // Confirmed again: the second is told the hold is no longer there.
    expect(await confirm({ hold: held.id, ...VISITOR })).toMatchObject({ reason: 'HOLD_EXPIRED' });
    expect(await confirm({ hold: 'pas-un-identifiant', ...VISITOR })).toMatchObject({ reason: 'HOLD_EXPIRED' });
  });

  it('gives a held slot back when its visitor chooses another time: free again at once, and only while held', async () => {
    const start = new Date('2027-03-30T12:00:00Z'); // Tuesday 14h in Paris
    const slot = {
      centreId: 'montpellier',
      unitIds: ['montpellier-banc'],
      serviceSlug: 'banc-puissance',
      start,
      end: new Date(start.getTime() + 120 * 60_000),
    };
    const release = async (hold: string) => {
      const { data, errors } = await graphql<{ releaseBookingHold: boolean }>(
        gateway.url,
        'mutation ($hold: ID!) { releaseBookingHold(hold: $hold) }',
        { hold },
      );
      expect(errors).toBeUndefined();
      return data!.releaseBookingHold;
    };
    const benchTimes = async () =>
      (await availability('montpellier', 'banc-puissance'))!.days.find((d) => d.date === '2027-03-30')!.times;
    const first = await holdSlot(gateway.database.dataSource, slotRequest({ ...slot, clientKey: 'change-d-avis' }));
    if (!first.held) throw new Error('the slot should be free');
    expect(await benchTimes()).not.toContain('14:00');
    expect(await release(first.bookingId)).toBe(true);
    expect(await benchTimes()).toContain('14:00');
    expect(await release(first.bookingId)).toBe(false); // already given back
    expect(await release('pas-un-identifiant')).toBe(false);
    expect(await confirm({ hold: first.bookingId, ...VISITOR })).toMatchObject({ reason: 'HOLD_EXPIRED' });
    // Another visitor takes it and confirms: a booking is never given back this way.
    const second = await holdSlot(
      gateway.database.dataSource,
      slotRequest({ ...slot, clientKey: 'un-autre-visiteur' }),
    );
    if (!second.held) throw new Error('the slot given back should be free');
    const details = { name: 'Léa Martin', phone: '0612345678', email: 'lea@example.fr', plate: null, mileageKm: null };
    expect(await confirmHeld(gateway.database.dataSource, second.bookingId, details)).not.toBeNull();
    expect(await release(second.bookingId)).toBe(false);
    expect(await benchTimes()).not.toContain('14:00');
  });

  it('reminds the visitor the day before, once, and not before', async () => {
    const tuesday = new Date('2027-03-23T15:00:00Z'); // 16h in Paris, tomorrow on the gateway's clock
    const held = await holdSlot(
      gateway.database.dataSource,
      slotRequest({
        clientKey: 'un-autre-visiteur',
        centreId: 'montpellier',
        unitIds: ['montpellier-baie-1', 'montpellier-baie-2'],
        serviceSlug: 'diagnostic-auto',
        start: tuesday,
        end: new Date(tuesday.getTime() + 120 * 60_000),
        // A price kept with the booking (an engine page's stage, decision 052): the reminder repeats it.
        quoted: { price: 120, currency: 'EUR' },
      }),
    );
    if (!held.held) throw new Error('the slot should be free');
    await confirmHeld(gateway.database.dataSource, held.bookingId, {
      name: 'Marc Petit',
      phone: '0611223344',
      email: 'marc@example.fr',
      plate: null,
      mileageKm: null,
    });
    const reminders = () =>
      gateway.database.dataSource.query(
        `SELECT recipient, subject, text_body FROM outbox_message WHERE kind = 'visitor-reminder'`,
      ) as Promise<{ recipient: string; subject: string; text_body: string }[]>;
    await gateway.bookingReminders.runNow();
    await gateway.bookingReminders.runNow();
    const sent = await reminders();
    // Only Tuesday's booking: Wednesday's (the test before) is the day after tomorrow.
    expect(sent).toHaveLength(1);
    expect(sent[0]!.recipient).toBe('marc@example.fr');
    expect(sent[0]!.subject).toContain(`demain à 16h (${held.reference})`);
    expect(sent[0]!.text_body).toContain('mardi 23 mars 2027 à 16h');
    expect(sent[0]!.text_body).toMatch(/Prix\s*:?\s*120\s€ TTC, confirmé par le centre après le diagnostic/);
    expect(sent[0]!.text_body).not.toContain('Marc');
  });

  it('says in French why a slot cannot be held, with the nearest free ones', async () => {
    const monday = await hold('2027-03-29', '09:00');
    expect(monday).toMatchObject({
      reason: 'CLOSED',
      message: expect.stringMatching(/^Le centre est fermé ce jour-là/),
    });
    expect(monday.nearest!.length).toBe(5);
    expect(await hold('2027-03-23', '12:30')).toMatchObject({ reason: 'OUTSIDE_HOURS' });
    expect(await hold('2027-03-20', '09:00')).toMatchObject({ reason: 'TOO_SOON' }); // last Saturday
    expect(await hold('2027-03-22', '16:00')).toMatchObject({ reason: 'CLOSED' }); // today, a Monday
    expect(await hold('2027-03-23', '08:00')).toMatchObject({ reason: 'OUTSIDE_HOURS' });
    expect(await hold('2027-06-01', '09:00')).toMatchObject({ reason: 'BEYOND_HORIZON' });
    expect(await hold('2027-03-23', '09:00', 'inconnue')).toMatchObject({ reason: 'UNAVAILABLE' });
    // The bench's 9h on Tuesday is held by someone else (the test before): taken, with what is free around it.
    const taken = await hold('2027-03-23', '09:00', 'banc-puissance');
    expect(taken).toMatchObject({ reason: 'SLOT_TAKEN', message: expect.stringContaining('vient d’être pris') });
    expect(taken.nearest!.map((c) => `${c.date} ${c.time}`)).not.toContain('2027-03-23 09:00');
    expect(taken.nearest!.length).toBe(5);
  });

  it('limits the slots one client holds at once', async () => {
    const answers = [];
    for (const date of ['2027-03-25', '2027-03-26', '2027-03-27'])
      for (const time of ['09:00', '14:00']) answers.push(await hold(date, time));
    // Two at once (the holds of the tests before were confirmed or refused), then the limit.
    expect(answers.map((a) => a.reason ?? a.__typename)).toEqual([
      'BookingHeld',
      'BookingHeld',
      'RATE_LIMITED',
      'RATE_LIMITED',
      'RATE_LIMITED',
      'RATE_LIMITED',
    ]);
    expect(answers[2]).toMatchObject({
      reason: 'RATE_LIMITED',
      message: expect.stringContaining('confirmez ceux en cours par le lien reçu par e-mail'),
    });
  });

  it('says why a centre without a bench books no bench run, and knows no unknown centre or service', async () => {
    const nice = (await availability('nice', 'banc-puissance'))!;
    expect(nice.days).toEqual([]);
    expect(nice.notice).toBe('Pas de banc de puissance au centre de Nice.');
    // The mobile centre books its van for the other services.
    expect((await availability('nice', 'diagnostic-auto'))!.days.length).toBeGreaterThan(0);
    expect(await availability('inconnu', 'banc-puissance')).toBeNull();
    expect(await availability('montpellier', 'inconnue')).toBeNull();
  });
});
