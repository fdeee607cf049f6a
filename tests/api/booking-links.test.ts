import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import type { RunningGateway } from '../../gateway/src/app.js';
import { serverSecret } from '../../gateway/src/auth/server-secret.js';
import {
  BOOKING_LINK_SECRET,
  bookingLinkKey,
  bookingLinkToken,
} from '../../gateway/src/services/booking/booking-links.js';
import { backends, createTestDatabase, type TestDatabase } from '../support/databases.js';
import { graphql, startTestGateway } from '../support/gateway.js';
import { emailedToken } from '../support/booking.js';

/*
 * Issue 27, item 4: the visitor's signed link moves or cancels their booking until BOOKING_CHANGE_HOURS before it
 * (24 h), the centre and the visitor told each time; a forged, expired or late link changes nothing. On the gateway's
 * clock, which the tests move: Monday 22 March 2027, noon in Paris.
 */
const MONDAY_NOON = new Date('2027-03-22T11:00:00Z');

const HOLD = `mutation ($input: BookingHoldInput!) {
  holdBookingSlot(input: $input) { __typename ... on BookingHeld { id reference } }
}`;
const CONFIRM = `mutation ($input: BookingConfirmInput!) {
  confirmBooking(input: $input) { __typename ... on BookingAwaitingEmail { reference confirmByDate confirmByTime } }
}`;
const VIEW = `
  __typename
  ... on MyBooking {
    reference status centreName serviceSlug date time changeable changeUntilDate changeUntilTime
    availability { days { date times } }
  }
  ... on BookingRefused { reason message nearest { date time } }`;
const MY_BOOKING = `query ($token: String!) { myBooking(token: $token) { ${VIEW} } }`;
const MOVE = `mutation ($token: String!, $date: String!, $time: String!) {
  moveMyBooking(token: $token, date: $date, time: $time) { ${VIEW} }
}`;
const CANCEL = `mutation ($token: String!) { cancelMyBooking(token: $token) { ${VIEW} } }`;
const CONFIRM_BY_LINK = `mutation ($token: String!) { confirmMyBooking(token: $token) { ${VIEW} } }`;

interface Answer {
  __typename: string;
  reference?: string;
  status?: string;
  date?: string;
  time?: string;
  changeable?: boolean;
  changeUntilDate?: string;
  changeUntilTime?: string;
  availability?: { days: { date: string; times: string[] }[] } | null;
  reason?: string;
  message?: string;
  nearest?: { date: string; time: string }[];
}

describe.each(backends)('a booking’s link to move or cancel it, on %s', (backend) => {
  let db: TestDatabase;
  let gateway: RunningGateway;
  let now = MONDAY_NOON;
  beforeAll(async () => {
    db = await createTestDatabase(backend);
    gateway = await startTestGateway(db, {}, undefined, { clock: () => now });
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
  });

  const ask = async <T = Answer>(query: string, variables: Record<string, unknown>) => {
    const { data, errors } = await graphql<Record<string, T>>(gateway.url, query, variables);
    expect(errors).toBeUndefined();
    return Object.values(data!)[0]!;
  };
  const mails = (reference: string) =>
    gateway.database.dataSource.query(
      `SELECT kind, recipient, reply_to, subject, text_body, calendar FROM outbox_message
        WHERE subject LIKE $1 OR text_body LIKE $1 ORDER BY created_at, id`,
      [`%${reference}%`],
    ) as Promise<
      {
        kind: string;
        recipient: string;
        reply_to: string | null;
        subject: string;
        text_body: string;
        calendar: string | null;
      }[]
    >;
  /** Books a diagnostic at Montpellier as a visitor would, and returns its reference and the e-mail's link. */
  let visitors = 0;
  // One address per booking: the e-mails to one address are limited per hour (MAIL_CONFIRMATIONS_PER_HOUR).
  const book = async (date: string, time: string, email = `visiteur-${++visitors}@example.fr`) => {
    const held = await ask<{ id: string; reference: string }>(HOLD, {
      input: { centre: 'montpellier', service: 'diagnostic-auto', date, time },
    });
    expect(
      await ask(CONFIRM, { input: { hold: held.id, name: 'Léa Martin', phone: '0612345678', email, consent: true } }),
    ).toMatchObject({ __typename: 'BookingAwaitingEmail' });
    // The visitor opens the link of the e-mail that asks them to confirm.
    expect(await ask(CONFIRM_BY_LINK, { token: await emailedToken(gateway, held.reference) })).toMatchObject({
      status: 'confirmed',
    });
    // These tests book more than one visitor may hold in ten minutes: each booking is dated back out of the window.
    await gateway.database.dataSource.query(
      `UPDATE booking SET created_at = created_at - interval '1 hour' WHERE id = $1`,
      [held.id],
    );
    const confirmation = (await mails(held.reference)).filter((m) => m.kind === 'visitor-confirmation').at(-1)!;
    const link = /https?:\/\/\S+\/mon-rendez-vous#(b1\.[\w.-]+)/.exec(confirmation.text_body);
    return { id: held.id, reference: held.reference, token: link?.[1], text: confirmation.text_body };
  };

  it('opens the booking from the e-mail’s link, its own time counted free to move to', async () => {
    const booking = await book('2027-03-25', '09:00');
    // Thursday 9h: the link works until Wednesday 9h, 24 hours before.
    expect(booking.text).toContain('jusqu’au mercredi 24 mars 2027 à 9h');
    expect(booking.token).toBeDefined();
    const view = await ask(MY_BOOKING, { token: booking.token });
    expect(view).toMatchObject({
      __typename: 'MyBooking',
      reference: booking.reference,
      status: 'confirmed',
      centreName: 'Montpellier',
      serviceSlug: 'diagnostic-auto',
      date: '2027-03-25',
      time: '09:00',
      changeable: true,
      changeUntilDate: '2027-03-24',
      changeUntilTime: '09:00',
    });
    // Both bays taken at 9h on Thursday: the visitor's own booking still shows it free to them.
    const other = await book('2027-03-25', '09:00', 'marc@example.fr');
    expect(other.reference).toBeDefined();
    const thursday = view.availability!.days.find((d) => d.date === '2027-03-25')!;
    expect(thursday.times).toContain('09:00');
    const again = (await ask(MY_BOOKING, { token: booking.token })).availability!.days.find(
      (d) => d.date === '2027-03-25',
    )!;
    expect(again.times).toContain('09:00');
  });

  it('moves the booking: the centre and the visitor are told, the calendar event replaced', async () => {
    const booking = await book('2027-03-26', '09:00');
    const moved = await ask(MOVE, { token: booking.token, date: '2027-03-26', time: '14:00' });
    expect(moved).toMatchObject({ __typename: 'MyBooking', date: '2027-03-26', time: '14:00', status: 'confirmed' });
    const [row] = (await gateway.database.dataSource.query(
      'SELECT lower(during) AS start, revision FROM booking WHERE id = $1',
      [booking.id],
    )) as { start: Date; revision: number }[];
    expect(new Date(row!.start).toISOString()).toBe('2027-03-26T13:00:00.000Z');
    expect(row!.revision).toBe(1);
    const sent = await mails(booking.reference);
    const notice = sent.find((m) => m.kind === 'centre-notification' && m.subject.startsWith('Rendez-vous déplacé'))!;
    expect(notice.subject).toContain('vendredi 26 mars 2027 à 9h → vendredi 26 mars 2027 à 14h');
    expect(notice.reply_to).toMatch(/^visiteur-\d+@example\.fr$/);
    expect(notice.text_body).toContain('le visiteur, par le lien de son e-mail');
    const toVisitor = sent.filter((m) => m.kind === 'visitor-change').at(-1)!;
    expect(toVisitor.subject).toContain('rendez-vous déplacé au vendredi 26 mars 2027 à 14h');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(toVisitor.calendar!)).getFirstSubcomponent('vevent')!);
    expect(event.uid.startsWith(booking.id)).toBe(true);
    expect(event.sequence).toBe(1);
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-03-26T13:00:00.000Z');
    // The old link still names the booking, which it follows.
    expect(await ask(MY_BOOKING, { token: booking.token })).toMatchObject({ time: '14:00' });
  });

  it('refuses a move to a time not free, with the nearest free ones', async () => {
    const booking = await book('2027-03-27', '09:00');
    await book('2027-03-27', '14:00', 'a@example.fr');
    await book('2027-03-27', '14:00', 'b@example.fr');
    const refused = await ask(MOVE, { token: booking.token, date: '2027-03-27', time: '14:00' });
    expect(refused).toMatchObject({ __typename: 'BookingRefused', reason: 'SLOT_TAKEN' });
    expect(refused.nearest!.length).toBe(5);
    expect(await ask(MOVE, { token: booking.token, date: '2027-03-29', time: '09:00' })).toMatchObject({
      reason: 'CLOSED',
    });
  });

  it('cancels the booking: its time is free again, the visitor’s calendar told to drop it', async () => {
    const booking = await book('2027-03-30', '09:00');
    const cancelled = await ask(CANCEL, { token: booking.token });
    expect(cancelled).toMatchObject({ __typename: 'MyBooking', status: 'cancelled', changeable: false });
    const sent = await mails(booking.reference);
    expect(sent.some((m) => m.kind === 'centre-notification' && m.subject.startsWith('Rendez-vous annulé'))).toBe(true);
    const toVisitor = sent.filter((m) => m.kind === 'visitor-change').at(-1)!;
    const calendar = new ICAL.Component(ICAL.parse(toVisitor.calendar!));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(await ask(CANCEL, { token: booking.token })).toMatchObject({
      __typename: 'BookingRefused',
      reason: 'CANCELLED',
    });
    expect(await ask(MOVE, { token: booking.token, date: '2027-03-31', time: '09:00' })).toMatchObject({
      reason: 'CANCELLED',
    });
  });

  it('books the mobile centre by an address and a window of arrival, the address kept from the visitor’s e-mail', async () => {
    const AVAILABILITY = `query { bookingAvailability(centre: "nice", service: "diagnostic-auto") {
      arrivalWindowMinutes days { date times } } }`;
    const free = await ask<{ arrivalWindowMinutes: number; days: { date: string; times: string[] }[] }>(
      AVAILABILITY,
      {},
    );
    expect(free.arrivalWindowMinutes).toBe(60);
    const day = free.days.find((d) => d.times.includes('09:00'))!;
    const held = await ask<{ id: string; reference: string }>(HOLD, {
      input: { centre: 'nice', service: 'diagnostic-auto', date: day.date, time: '09:00' },
    });
    await gateway.database.dataSource.query(
      `UPDATE booking SET created_at = created_at - interval '1 hour' WHERE id = $1`,
      [held.id],
    );
    const visitor = {
      hold: held.id,
      name: 'Marie Blanc',
      phone: '0611223344',
      email: 'marie@example.fr',
      consent: true,
    };
    const CONFIRM_FULL = `mutation ($input: BookingConfirmInput!) { confirmBooking(input: $input) { __typename
      ... on BookingAwaitingEmail { arrivalWindowMinutes } ... on BookingFormInvalid { fieldErrors { field message } } } }`;
    expect(await ask(CONFIRM_FULL, { input: visitor })).toEqual({
      __typename: 'BookingFormInvalid',
      fieldErrors: [
        { field: 'address', message: 'Indiquez l’adresse où le technicien doit venir (rue, code postal, ville).' },
      ],
    });
    const address = '12 avenue des Fleurs, 06000 Nice';
    expect(await ask(CONFIRM_FULL, { input: { ...visitor, address } })).toEqual({
      __typename: 'BookingAwaitingEmail',
      arrivalWindowMinutes: 60,
    });
    expect(await ask(CONFIRM_BY_LINK, { token: await emailedToken(gateway, held.reference) })).toMatchObject({
      status: 'confirmed',
    });
    // The van is taken for the window and the job: 9h to 12h for a diagnostic of up to two hours.
    const [row] = (await gateway.database.dataSource.query(
      'SELECT address, lower(during) AS start, upper(during) AS "end" FROM booking WHERE id = $1',
      [held.id],
    )) as { address: string; start: Date; end: Date }[];
    expect(row!.address).toBe(address);
    expect((new Date(row!.end).getTime() - new Date(row!.start).getTime()) / 60_000).toBe(180);
    const sent = await mails(held.reference);
    const toCentre = sent.find((m) => m.kind === 'centre-notification')!;
    expect(toCentre.text_body).toContain(address);
    expect(toCentre.subject).toContain('arrivée entre 9h et 10h');
    const toVisitor = sent.filter((m) => m.kind === 'visitor-confirmation').at(-1)!;
    expect(toVisitor.text_body).toContain('arrivée entre 9h et 10h');
    expect(toVisitor.text_body).toContain('Le technicien vient à l’adresse que vous nous avez indiquée.');
    expect(toVisitor.text_body).not.toContain('avenue des Fleurs');
  });

  it('keeps a booking whose e-mail link is not opened for half an hour, then gives its place back', async () => {
    const held = await ask<{ id: string; reference: string }>(HOLD, {
      input: { centre: 'montpellier', service: 'diagnostic-auto', date: '2027-04-07', time: '09:00' },
    });
    await gateway.database.dataSource.query(
      `UPDATE booking SET created_at = created_at - interval '1 hour' WHERE id = $1`,
      [held.id],
    );
    const input = { hold: held.id, name: 'Léa Martin', phone: '0612345678', email: 'tard@example.fr', consent: true };
    expect(await ask(CONFIRM, { input })).toMatchObject({ __typename: 'BookingAwaitingEmail' });
    const [row] = (await gateway.database.dataSource.query(
      `SELECT status, extract(epoch FROM hold_expires_at - now()) / 60 AS minutes FROM booking WHERE id = $1`,
      [held.id],
    )) as { status: string; minutes: string }[];
    expect(row!.status).toBe('held');
    expect(Number(row!.minutes)).toBeGreaterThan(29);
    expect(Number(row!.minutes)).toBeLessThanOrEqual(30);
    const token = await emailedToken(gateway, held.reference);
    const asking = (await mails(held.reference)).find((m) => m.kind === 'visitor-confirmation')!;
    expect(asking.subject).toContain('confirmez votre rendez-vous');
    expect(asking.text_body).toMatch(/avant le [a-z]+ \d+ [a-zéû]+ à \d+h/);
    expect(asking.calendar).toBeNull();
    // Meanwhile the slot is the visitor's, the link shows it waiting, and the centre has heard nothing.
    expect(await ask(MY_BOOKING, { token })).toMatchObject({ status: 'awaiting', changeable: false });
    // Half an hour later, as the database's clock sees it: the place is free again, the link says why.
    await gateway.database.dataSource.query(
      `UPDATE booking SET hold_expires_at = now() - interval '1 second' WHERE id = $1`,
      [held.id],
    );
    const refused = await ask(CONFIRM_BY_LINK, { token });
    expect(refused).toMatchObject({ __typename: 'BookingRefused', reason: 'UNCONFIRMED' });
    expect(refused.message).toContain('n’a pas été confirmé à temps');
    expect(await ask(MY_BOOKING, { token })).toMatchObject({ reason: 'UNCONFIRMED' });
    expect((await mails(held.reference)).map((m) => m.kind)).toEqual(['visitor-confirmation']);
    const other = await book('2027-04-07', '09:00', 'a-l-heure@example.fr');
    const again = await book('2027-04-07', '09:00', 'aussi@example.fr');
    expect([other.reference, again.reference].every(Boolean)).toBe(true);
  });

  it('lets a link make three changes an hour, whatever the number of moves it sends at once', async () => {
    const booking = await book('2027-04-08', '09:00');
    const view = await ask(MY_BOOKING, { token: booking.token });
    const times = view.availability!.days.find((d) => d.date === '2027-04-08')!.times.filter((t) => t !== '09:00');
    expect(times.length).toBeGreaterThanOrEqual(6);
    const answers = await Promise.all(
      times.map((time) => ask(MOVE, { token: booking.token, date: '2027-04-08', time })),
    );
    expect(answers.filter((a) => a.__typename === 'MyBooking')).toHaveLength(3);
    const refused = answers.filter((a) => a.__typename === 'BookingRefused');
    expect(refused.map((a) => a.reason)).toEqual(Array(times.length - 3).fill('TOO_MANY_CHANGES'));
    expect(refused[0]!.message).toContain('déjà été changé 3 fois dans l’heure');
    expect(await ask(CANCEL, { token: booking.token })).toMatchObject({ reason: 'TOO_MANY_CHANGES' });
    const sent = await mails(booking.reference);
    expect(sent.filter((m) => m.kind === 'visitor-change')).toHaveLength(3);
    expect(
      sent.filter((m) => m.kind === 'centre-notification' && m.subject.startsWith('Rendez-vous déplacé')),
    ).toHaveLength(3);
    // An hour later, the link may change it again.
    await gateway.database.dataSource.query(
      `UPDATE booking SET visitor_changes = array(SELECT t - interval '61 minutes' FROM unnest(visitor_changes) t)
        WHERE id = $1`,
      [booking.id],
    );
    expect(await ask(CANCEL, { token: booking.token })).toMatchObject({ status: 'cancelled' });
  });

  it('refuses one request asking several changes under aliases, and changes nothing', async () => {
    const booking = await book('2027-04-09', '09:00');
    const aliased = `mutation ($token: String!) {
      a: moveMyBooking(token: $token, date: "2027-04-09", time: "14:00") { __typename }
      b: moveMyBooking(token: $token, date: "2027-04-09", time: "15:00") { __typename }
    }`;
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: aliased, variables: { token: booking.token } }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { data?: unknown; errors: { message: string }[] };
    expect(body.data).toBeUndefined();
    expect(body.errors[0]!.message).toContain('Une seule modification par requête');
    expect(await ask(MY_BOOKING, { token: booking.token })).toMatchObject({ time: '09:00' });
    expect((await mails(booking.reference)).filter((m) => m.kind === 'visitor-change')).toHaveLength(0);
  });

  it('refuses a forged link, and one past its slot or its deadline', async () => {
    const booking = await book('2027-04-01', '09:00');
    const token = booking.token!;
    const forged = `${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect(await ask(MY_BOOKING, { token: forged })).toMatchObject({
      __typename: 'BookingRefused',
      reason: 'LINK_FORGED',
      message: expect.stringContaining('Ce lien n’est pas valable'),
    });
    expect(await ask(MY_BOOKING, { token: 'pas-un-lien' })).toMatchObject({ reason: 'LINK_FORGED' });
    // Another booking's id under this link's mac.
    const swapped = token.replace(/^b1\.[0-9a-f]{32}/, `b1.${'0'.repeat(32)}`);
    expect(await ask(CANCEL, { token: swapped })).toMatchObject({ reason: 'LINK_FORGED' });
    // Signed by this site but expired: the slot has begun.
    const key = bookingLinkKey(await serverSecret(gateway.database.dataSource.manager, BOOKING_LINK_SECRET));
    const past = bookingLinkToken(key, booking.id, new Date(MONDAY_NOON.getTime() - 1000));
    expect(await ask(MY_BOOKING, { token: past })).toMatchObject({
      reason: 'LINK_EXPIRED',
      message: expect.stringContaining('expiré'),
    });
    // Wednesday 10h: less than 24 hours before Thursday 9h; the page says so, and nothing changes.
    now = new Date('2027-03-31T08:00:00Z');
    try {
      expect(await ask(MY_BOOKING, { token })).toMatchObject({ changeable: false, availability: null });
      expect(await ask(CANCEL, { token })).toMatchObject({
        reason: 'TOO_LATE',
        message: expect.stringContaining('appelez le centre'),
      });
      expect(await ask(MOVE, { token, date: '2027-04-02', time: '09:00' })).toMatchObject({ reason: 'TOO_LATE' });
      const [row] = (await gateway.database.dataSource.query('SELECT status FROM booking WHERE id = $1', [
        booking.id,
      ])) as { status: string }[];
      expect(row!.status).toBe('confirmed');
      // A booking made now for tomorrow is already inside the deadline: its e-mail says to phone instead.
      const soon = await book('2027-04-01', '09:00');
      expect(soon.token).toBeUndefined();
      expect(soon.text).toMatch(/appelez le centre au .* en rappelant la référence/);
    } finally {
      now = MONDAY_NOON;
    }
  });
});
