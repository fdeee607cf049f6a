import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { adminEnv, signIn } from '../support/admin.js';
import { bookAsVisitor } from '../support/booking.js';
import { backends, createTestDatabase, type TestDatabase } from '../support/databases.js';
import { graphql, startTestGateway } from '../support/gateway.js';

/*
 * The booking waiting list (issue « Booking that fits a garage's day », item 8), through the API: visitors for whom
 * no slot suits ask to be told; a cancellation or a move offers the freed start to the first of them it suits, once,
 * at most one e-mail a day to a mailbox, with a link that holds it and one that leaves the list. Each visitor is an
 * address of its own (X-Forwarded-For). On the gateway's clock: Monday 22 March 2027, noon in Paris.
 */
const NOW = new Date('2027-03-22T11:00:00Z');
const JOIN = `mutation ($input: WaitlistJoinInput!) {
  joinBookingWaitlist(input: $input) {
    __typename
    ... on WaitlistJoined { message latestDate }
    ... on BookingFormInvalid { fieldErrors { field message } }
    ... on BookingRefused { reason message }
  }
}`;
const LEAVE = `mutation ($token: String!) {
  leaveBookingWaitlist(token: $token) { __typename ... on WaitlistLeft { message } ... on BookingRefused { reason message } }
}`;
const CANCEL = `mutation ($token: String!) { cancelMyBooking(token: $token) { __typename } }`;
const MOVE = `mutation ($token: String!, $date: String!, $time: String!) {
  moveMyBooking(token: $token, date: $date, time: $time) { __typename }
}`;
const STAFF_CANCEL = `mutation ($id: ID!) { adminCancelBooking(id: $id) { __typename } }`;
const HOLD = `mutation ($input: BookingHoldInput!) {
  holdBookingSlot(input: $input) { __typename ... on BookingHeld { date time } ... on BookingRefused { reason } }
}`;

type Answer = Record<string, unknown>;
interface Offer {
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
}

describe.each(backends)('the booking waiting list on %s', (backend) => {
  let db: TestDatabase;
  let gateway: RunningGateway;
  let staff: string;
  beforeAll(async () => {
    db = await createTestDatabase(backend);
    // Visitors book a day ahead at least: Tuesday morning is the staff's only.
    const env = { ...adminEnv, TRUST_PROXY: '1', BOOKING_LEAD_HOURS: '24' };
    gateway = await startTestGateway(db, env, undefined, { clock: () => NOW });
    // Montpellier with one bay: a booking cancelled is a slot no one else could have had.
    await gateway.database.dataSource.query(`DELETE FROM booking_unit WHERE id = 'montpellier-baie-2'`);
    staff = await signIn(gateway.url);
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
  });

  /** A GraphQL call from a visitor's own address. */
  const as = async (visitor: string, query: string, variables: Record<string, unknown>) => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': visitor },
      body: JSON.stringify({ query, variables }),
    });
    const { data, errors } = (await response.json()) as { data?: Record<string, Answer>; errors?: unknown };
    expect(errors).toBeUndefined();
    return Object.values(data!)[0]!;
  };
  const join = (visitor: string, input: Record<string, unknown>) =>
    as(visitor, JOIN, { input: { centre: 'montpellier', service: 'diagnostic-auto', consent: true, ...input } });
  const offers = () =>
    gateway.database.dataSource.query(
      `SELECT recipient, subject, text_body, html_body FROM outbox_message
        WHERE kind = 'waitlist-offer' ORDER BY created_at, id`,
    ) as Promise<Offer[]>;
  const offersTo = async (recipient: string) => (await offers()).filter((o) => o.recipient === recipient);
  /** A diagnostic at Montpellier booked by a visitor, with the token of its e-mail's link. */
  let booked = 0;
  const book = async (date: string, time: string) => {
    const booking = await bookAsVisitor(
      gateway,
      { centre: 'montpellier', service: 'diagnostic-auto', date, time },
      { email: `client-${++booked}@example.fr` },
    );
    const [mail] = (await gateway.database.dataSource.query(
      `SELECT text_body FROM outbox_message WHERE kind = 'visitor-confirmation' AND text_body LIKE $1`,
      [`%${booking.reference}%`],
    )) as { text_body: string }[];
    return { ...booking, token: /\/mon-rendez-vous#(b1\.[\w.-]+)/.exec(mail!.text_body)![1]! };
  };

  it('says in French, field by field, what cannot be kept; refuses a service the centre does not offer', async () => {
    expect(await join('198.51.100.1', { email: '', latestDate: '', consent: false })).toEqual({
      __typename: 'BookingFormInvalid',
      fieldErrors: [
        {
          field: 'email',
          message: 'Indiquez votre adresse e-mail : c’est là que nous vous prévenons quand un créneau se libère.',
        },
        { field: 'latestDate', message: 'Indiquez le dernier jour où un rendez-vous vous conviendrait.' },
        {
          field: 'consent',
          message: 'Votre accord est nécessaire pour que nous vous écrivions quand un créneau se libère.',
        },
      ],
    });
    // From tomorrow to the horizon's last day (28 days, today included): Sunday 18 April 2027.
    const outside =
      'Choisissez un jour entre demain et le dimanche 18 avril 2027 : les rendez-vous en ligne ne s’ouvrent pas au-delà.';
    for (const latestDate of ['2027-03-22', '2027-04-19']) {
      expect(await join('198.51.100.1', { email: 'pas-une-adresse', latestDate })).toEqual({
        __typename: 'BookingFormInvalid',
        fieldErrors: [
          { field: 'email', message: 'Adresse e-mail invalide.' },
          { field: 'latestDate', message: outside },
        ],
      });
    }
    expect(await join('198.51.100.1', { email: 'lea@exa\u0007mple.fr', latestDate: '2027-02-30' })).toEqual({
      __typename: 'BookingFormInvalid',
      fieldErrors: [
        { field: 'email', message: 'Caractères invisibles refusés : retapez ce champ.' },
        { field: 'latestDate', message: 'Date non reconnue : choisissez un jour dans le calendrier.' },
      ],
    });
    // Nice has no bench: no bench run there, so no waiting for one.
    expect(
      await as('198.51.100.1', JOIN, {
        input: {
          centre: 'nice',
          service: 'banc-puissance',
          email: 'lea@example.fr',
          latestDate: '2027-04-01',
          consent: true,
        },
      }),
    ).toMatchObject({ __typename: 'BookingRefused', reason: 'UNAVAILABLE' });
    const [{ count }] = (await gateway.database.dataSource.query(
      'SELECT count(*)::int AS count FROM booking_waitlist',
    )) as [{ count: number }];
    expect(count).toBe(0);
  });

  it('offers a freed slot to the first visitor it suits, once, at most one e-mail a day; the link holds it', async () => {
    // Three visitors wait for a diagnostic at Montpellier; the second only until Friday.
    expect(await join('203.0.113.1', { email: 'premiere@example.fr', latestDate: '2027-04-02' })).toEqual({
      __typename: 'WaitlistJoined',
      latestDate: '2027-04-02',
      message:
        'C’est noté : si un créneau se libère pour « Diagnostic automobile » au centre de Montpellier, au plus tard le ' +
        'vendredi 2 avril 2027, nous vous l’écrirons (un e-mail par jour au plus).',
    });
    expect(await join('203.0.113.2', { email: 'deuxieme@example.fr', latestDate: '2027-03-26' })).toMatchObject({
      __typename: 'WaitlistJoined',
    });
    expect(await join('203.0.113.3', { email: 'troisieme@example.fr', latestDate: '2027-04-10' })).toMatchObject({
      __typename: 'WaitlistJoined',
    });
    // Joining again (the same mailbox, however written) replaces the date and keeps the place in line.
    expect(await join('203.0.113.1', { email: 'Premiere+rdv@example.fr', latestDate: '2027-04-10' })).toMatchObject({
      __typename: 'WaitlistJoined',
      latestDate: '2027-04-10',
    });
    expect(
      await gateway.database.dataSource.query(
        `SELECT email, to_char(latest_date, 'YYYY-MM-DD') AS latest FROM booking_waitlist
          WHERE mailbox_key = 'premiere@example.fr'`,
      ),
    ).toEqual([{ email: 'Premiere+rdv@example.fr', latest: '2027-04-10' }]);

    const thursday = await book('2027-03-25', '09:00');
    const friday = await book('2027-03-26', '14:00');
    const tuesday = await book('2027-03-30', '09:00');

    // Cancelled by its visitor's link: the first visitor in line is offered it.
    expect(await as('192.0.2.10', CANCEL, { token: thursday.token })).toEqual({ __typename: 'MyBooking' });
    await expect.poll(async () => (await offers()).length).toBe(1);
    const [offer] = await offers();
    expect(offer!.recipient).toBe('Premiere+rdv@example.fr');
    expect(offer!.subject).toBe('Ecuvia : un créneau s’est libéré le jeudi 25 mars 2027 à 9h');
    expect(offer!.text_body).toContain(
      'Un créneau vient de se libérer au centre de Montpellier pour : Diagnostic automobile, le jeudi 25 mars 2027 à 9h.',
    );
    const holdLink =
      /(https?:\/\/\S+)\/montpellier\/rendez-vous\?prestation=diagnostic-auto&jour=2027-03-25&heure=09:00/;
    expect(offer!.text_body).toMatch(holdLink);
    expect(offer!.html_body).toContain('jour=2027-03-25&amp;heure=09:00');
    // The site's words only: nothing of the visitor who cancelled.
    expect(offer!.text_body).not.toContain('Léa Martin');
    expect(offer!.text_body).not.toContain('client-1@example.fr');

    // Cancelled in the agenda the same day: the first visitor had theirs today, the second's date suits.
    expect(
      (await graphql<{ adminCancelBooking: Answer }>(gateway.url, STAFF_CANCEL, { id: friday.id }, staff)).data,
    ).toEqual({ adminCancelBooking: { __typename: 'MyBooking' } });
    await expect.poll(async () => (await offers()).length).toBe(2);
    expect((await offersTo('deuxieme@example.fr'))[0]!.subject).toContain('vendredi 26 mars 2027 à 14h');

    // Moved by its link: the old start goes past the second visitor's date, to the third.
    expect(await as('192.0.2.10', MOVE, { token: tuesday.token, date: '2027-03-30', time: '14:00' })).toEqual({
      __typename: 'MyBooking',
    });
    await expect.poll(async () => (await offers()).length).toBe(3);
    expect((await offersTo('troisieme@example.fr'))[0]!.subject).toContain('mardi 30 mars 2027 à 9h');
    expect(await offersTo('Premiere+rdv@example.fr')).toHaveLength(1);

    // The e-mail's start can be held, as the page does when its link opens.
    expect(
      await as('203.0.113.1', HOLD, {
        input: { centre: 'montpellier', service: 'diagnostic-auto', date: '2027-03-25', time: '09:00' },
      }),
    ).toEqual({ __typename: 'BookingHeld', date: '2027-03-25', time: '09:00' });
  });

  it('offers what the staff frees only where a visitor could book it: never inside the visitors’ lead time', async () => {
    expect(await join('203.0.113.20', { email: 'pressee@example.fr', latestDate: '2027-03-24' })).toMatchObject({
      __typename: 'WaitlistJoined',
    });
    const staffDoes = async (query: string, variables: Record<string, unknown>) => {
      const { data, errors } = await graphql<Record<string, Answer>>(gateway.url, query, variables, staff);
      expect(errors).toBeUndefined();
      return Object.values(data!)[0]!;
    };
    const CREATE = `mutation ($input: PhoneBookingInput!) {
      adminCreateBooking(input: $input) { __typename ... on AgendaBookingCreated { id } }
    }`;
    const STAFF_MOVE = `mutation ($id: ID!, $date: String!, $time: String!) {
      adminMoveBooking(id: $id, date: $date, time: $time) { __typename }
    }`;
    // Taken by phone for Tuesday 9h, within the 24 hours visitors cannot book.
    const phoned = await staffDoes(CREATE, {
      input: {
        centre: 'montpellier',
        service: 'diagnostic-auto',
        date: '2027-03-23',
        time: '09:00',
        name: 'Paul Durand',
        phone: '06 11 22 33 44',
      },
    });
    const move = (date: string, time: string) => staffDoes(STAFF_MOVE, { id: phoned.id, date, time });
    // Moved to Wednesday: its Tuesday morning is free, but not to visitors. Moved again: Wednesday 14h is theirs.
    expect(await move('2027-03-24', '14:00')).toEqual({ __typename: 'MyBooking' });
    expect(await move('2027-03-24', '16:00')).toEqual({ __typename: 'MyBooking' });
    await expect.poll(async () => (await offersTo('pressee@example.fr')).length).toBe(1);
    expect((await offersTo('pressee@example.fr'))[0]!.subject).toContain('mercredi 24 mars 2027 à 14h');
  });

  it('stops offering to a visitor who left by the link; a forged link is refused in French', async () => {
    const [offer] = await offersTo('Premiere+rdv@example.fr');
    const token = /\/montpellier\/rendez-vous\?desinscription=(w1\.[\w.-]+)/.exec(offer!.text_body)![1]!;
    const left = {
      __typename: 'WaitlistLeft',
      message:
        'C’est fait : vous ne serez plus prévenu des créneaux libérés pour « Diagnostic automobile » au centre de Montpellier.',
    };
    expect(await as('203.0.113.1', LEAVE, { token })).toEqual(left);
    expect(await as('203.0.113.1', LEAVE, { token })).toEqual(left);
    expect(
      await as('203.0.113.1', LEAVE, { token: token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA') }),
    ).toEqual({
      __typename: 'BookingRefused',
      reason: 'LINK_FORGED',
      message:
        'Ce lien de désinscription n’est pas valable : ouvrez-le tel qu’il figure dans l’e-mail, en entier, ou écrivez-nous à contact@ecuvia.fr.',
    });

    // A day later (the offers dated back), another Friday slot frees up: the first visitor is gone, the second's
    // date still suits.
    await gateway.database.dataSource.query(
      `UPDATE booking_waitlist SET last_offered_at = last_offered_at - interval '25 hours'`,
    );
    const friday = await book('2027-03-26', '09:00');
    expect(
      (await graphql<{ adminCancelBooking: Answer }>(gateway.url, STAFF_CANCEL, { id: friday.id }, staff)).data,
    ).toEqual({ adminCancelBooking: { __typename: 'MyBooking' } });
    await expect.poll(async () => (await offersTo('deuxieme@example.fr')).length).toBe(2);
    expect(await offersTo('Premiere+rdv@example.fr')).toHaveLength(1);
  });

  it('takes an address off by the mail client’s own « se désabonner », one POST (RFC 8058)', async () => {
    const [offer] = await gateway.database.dataSource.query(
      `SELECT list_unsubscribe AS leave FROM outbox_message
        WHERE kind = 'waitlist-offer' AND recipient = 'deuxieme@example.fr' ORDER BY created_at LIMIT 1`,
    );
    const leave = (offer as { leave: string }).leave;
    expect(leave).toMatch(/\/api\/waitlist\/leave\?token=w1\./);
    const url = `${gateway.url}${new URL(leave).pathname}${new URL(leave).search}`;
    // Opened as a page (a link checker, a preview), it changes nothing.
    expect((await fetch(url)).status).toBe(405);
    const oneClick = () =>
      fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    const left = await oneClick();
    expect(left.status).toBe(200);
    expect(await left.json()).toEqual({
      data: {
        message:
          'C’est fait : vous ne serez plus prévenu des créneaux libérés pour « Diagnostic automobile » au centre de Montpellier.',
      },
    });
    expect((await oneClick()).status).toBe(200);
    expect(
      await gateway.database.dataSource.query(
        `SELECT unsubscribed_at IS NOT NULL AS left FROM booking_waitlist WHERE mailbox_key = 'deuxieme@example.fr'`,
      ),
    ).toEqual([{ left: true }]);
    const forged = await fetch(
      url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      { method: 'POST' },
    );
    expect(forged.status).toBe(400);
    expect(JSON.stringify(await forged.json())).toContain('Ce lien de désinscription n’est pas valable');
  });

  it('lets one address join three lists an hour', async () => {
    const services = ['diagnostic-auto', 'reprogrammation-moteur', 'reprogrammation-ethanol', 'entretien-auto'];
    const answers = [];
    for (const service of services)
      answers.push(
        await as('198.51.100.9', JOIN, {
          input: { centre: 'beziers', service, email: 'pressee@example.fr', latestDate: '2027-04-01', consent: true },
        }),
      );
    expect(answers.map((answer) => answer.__typename)).toEqual([
      'WaitlistJoined',
      'WaitlistJoined',
      'WaitlistJoined',
      'BookingRefused',
    ]);
    expect(answers[3]).toMatchObject({
      reason: 'RATE_LIMITED',
      message: expect.stringMatching(/^Trop d’inscriptions depuis ce poste en une heure : réessayez plus tard/),
    });
  });
});
