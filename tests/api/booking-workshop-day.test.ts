import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { adminEnv, signIn } from '../support/admin.js';
import { emailedToken } from '../support/booking.js';
import { backends, createTestDatabase, type TestDatabase } from '../support/databases.js';
import { graphql, startTestGateway } from '../support/gateway.js';

/*
 * Booking that fits a garage's day, through the API: every service of every centre of both presets is bookable or
 * says why; long jobs are dropped off in the morning, hold their bay over the lunch break and into the next open day,
 * on two gateways at once; staff take them by phone; two bookings from one mailbox are both confirmed; a public
 * holiday closes the centre unless it opens. On the gateways' clock: Monday 22 March 2027, noon in Paris.
 */
const NOW = new Date('2027-03-22T11:00:00Z');
const AVAILABILITY = `query ($centre: ID!, $service: String!, $engine: String, $vehicleType: String) {
  bookingAvailability(centre: $centre, service: $service, engine: $engine, vehicleType: $vehicleType) {
    notice dropOff durationMinutes benchRunMinutes arrivalWindowMinutes days { date times slots { time endDate endTime } }
  }
}`;
const HOLD = `mutation ($input: BookingHoldInput!) {
  holdBookingSlot(input: $input) {
    __typename
    ... on BookingHeld { id date time endDate endTime dropOff }
    ... on BookingRefused { reason message }
  }
}`;
const CONFIRM = `mutation ($input: BookingConfirmInput!) {
  confirmBooking(input: $input) {
    __typename
    ... on BookingAwaitingEmail { reference date time endDate endTime dropOff }
    ... on BookingRefused { reason message }
  }
}`;
const CONFIRM_BY_LINK = `mutation ($token: String!) {
  confirmMyBooking(token: $token) {
    __typename
    ... on MyBooking { reference status date time dropOff calendar }
    ... on BookingRefused { reason message }
  }
}`;

interface Availability {
  notice: string | null;
  dropOff: boolean;
  durationMinutes: number;
  benchRunMinutes: number;
  arrivalWindowMinutes: number;
  days: { date: string; times: string[]; slots: { time: string; endDate: string; endTime: string }[] }[];
}
type Answer = Record<string, unknown>;

/** What else a visitor may say of the job: its vehicle's engine page, or its type alone, and the stage. */
type JobDetails = { engine?: string; vehicleType?: string; work?: string };

const availabilityOf = async (url: string, centre: string, service: string, job: JobDetails = {}) => {
  const { data, errors } = await graphql<{ bookingAvailability: Availability | null }>(url, AVAILABILITY, {
    centre,
    service,
    ...job,
  });
  expect(errors).toBeUndefined();
  return data!.bookingAvailability!;
};
/** A visitor of their own for each hold (an address of the documentation's range, through one trusted hop). */
let visitors = 0;
const holdOn = async (
  url: string,
  centre: string,
  service: string,
  date: string,
  time: string,
  job: JobDetails = {},
) => {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `192.0.2.${(visitors++ % 250) + 1}` },
    body: JSON.stringify({ query: HOLD, variables: { input: { centre, service, date, time, ...job } } }),
  });
  const { data, errors } = (await response.json()) as { data?: { holdBookingSlot: Answer }; errors?: unknown };
  expect(errors).toBeUndefined();
  return data!.holdBookingSlot;
};
/** Gives the visitor's details for a hold, then opens the link of the e-mail they get: the booking as it then is. */
const confirmOn = async (gateway: RunningGateway, hold: unknown, email: string) => {
  const { data, errors } = await graphql<{ confirmBooking: Answer }>(gateway.url, CONFIRM, {
    input: { hold, name: 'Léa Martin', phone: '06 12 34 56 78', email, consent: true },
  });
  expect(errors).toBeUndefined();
  expect(data!.confirmBooking).toMatchObject({ __typename: 'BookingAwaitingEmail' });
  const token = await emailedToken(gateway, data!.confirmBooking.reference as string);
  const opened = await graphql<{ confirmMyBooking: Answer }>(gateway.url, CONFIRM_BY_LINK, { token });
  expect(opened.errors).toBeUndefined();
  return opened.data!.confirmMyBooking;
};

/** Moves a booking by the link of its e-mail (found by its reference) to a local date and time: the answer. */
const moveOn = async (gateway: RunningGateway, reference: string, date: string, time: string) => {
  const { data, errors } = await graphql<{ moveMyBooking: Answer }>(
    gateway.url,
    `
      mutation ($token: String!, $date: String!, $time: String!) {
        moveMyBooking(token: $token, date: $date, time: $time) {
          __typename
          ... on MyBooking {
            date
            time
            endDate
            endTime
          }
          ... on BookingRefused {
            reason
            message
          }
        }
      }
    `,
    { token: await emailedToken(gateway, reference), date, time },
  );
  expect(errors).toBeUndefined();
  return data!.moveMyBooking;
};

describe.each(backends)('the workshop day on %s', (backend) => {
  describe.each(['fr', 'ma'])('every centre × service of the %s preset', (preset) => {
    let db: TestDatabase;
    let gateway: RunningGateway;
    let now = NOW;
    beforeAll(async () => {
      db = await createTestDatabase(backend);
      gateway = await startTestGateway(db, { CENTRES: preset }, undefined, { clock: () => now });
    });
    afterAll(async () => {
      await gateway?.close();
      await db?.drop();
    });

    it('is bookable within the horizon, or says why in French; only a centre without a bench lacks the bench run', async () => {
      const { data } = await graphql<{
        centres: { id: string; name: string; benchVehicleTypes: string[]; mobileService: boolean }[];
        services: {
          slug: string;
          needsBench: boolean;
          booking: { workMinutes: number };
          vehicles: { type: string; workMinutes: number }[];
        }[];
      }>(
        gateway.url,
        `
          {
            centres {
              id
              name
              benchVehicleTypes
              mobileService
            }
            services {
              slug
              needsBench
              booking {
                workMinutes
              }
              vehicles {
                type
                workMinutes
              }
            }
          }
        `,
      );
      expect(data!.services).toHaveLength(7);
      const unbookable: string[] = [];
      for (const centre of data!.centres) {
        for (const service of data!.services) {
          const free = await availabilityOf(gateway.url, centre.id, service.slug);
          const bookable = free.days.some((day) => day.times.length > 0);
          const canDo = !service.needsBench || centre.benchVehicleTypes.length > 0;
          expect(bookable, `${centre.id} × ${service.slug}`).toBe(canDo);
          // A vehicle type with a work time of its own (a truck's day, a motorcycle's shorter job) fits the day too.
          for (const vehicle of service.vehicles.filter((v) => v.workMinutes !== service.booking.workMinutes)) {
            const forType = await availabilityOf(gateway.url, centre.id, service.slug, { vehicleType: vehicle.type });
            expect(forType.durationMinutes - 2 * forType.benchRunMinutes).toBe(vehicle.workMinutes);
            const label = `${centre.id} × ${service.slug} × ${vehicle.type}`;
            expect(
              forType.days.some((day) => day.times.length > 0),
              label,
            ).toBe(canDo);
          }
          if (!canDo) {
            unbookable.push(`${centre.id} × ${service.slug}`);
            expect(free.notice).toBe(`Pas de banc de puissance au centre de ${centre.name}.`);
          }
          // The mobile centre books an arrival window for every service it does.
          expect(free.arrivalWindowMinutes, centre.id).toBe(centre.mobileService ? 60 : 0);
        }
      }
      expect(unbookable).toEqual(preset === 'fr' ? ['nice × banc-puissance'] : []);
    });

    it.runIf(preset === 'ma')(
      'keeps Ramadan hours on their dates: one continuous day, on the page and in booking',
      async () => {
        now = new Date('2027-02-15T11:00:00Z'); // Monday 15 February 2027, noon in Casablanca, during Ramadan
        try {
          const { data } = await graphql<{ centre: { nextSeasonalHours: Record<string, unknown> | null } }>(
            gateway.url,
            '{ centre(id: "casablanca") { nextSeasonalHours { label from to openingHours { day opens closes } } } }',
          );
          expect(data!.centre.nextSeasonalHours).toMatchObject({
            label: 'Horaires du ramadan',
            from: '2027-02-08',
            to: '2027-03-09',
            openingHours: expect.arrayContaining([{ day: 'tuesday', opens: '09:00', closes: '15:00' }]),
          });
          const diagnostic = await availabilityOf(gateway.url, 'casablanca', 'diagnostic-auto');
          expect(diagnostic.days.find((day) => day.date === '2027-02-16')!.times).toEqual([
            '09:00',
            '09:30',
            '10:00',
            '10:30',
            '11:00',
            '11:30',
            '12:00',
            '12:30',
            '13:00',
          ]);
          const e85 = await availabilityOf(gateway.url, 'casablanca', 'reprogrammation-ethanol');
          expect(e85.days.find((day) => day.date === '2027-02-16')!.slots[0]).toEqual({
            time: '09:00',
            endDate: '2027-02-16',
            endTime: '15:00',
          });
          // After Ramadan, the usual hours again (with their lunch break).
          const after = await availabilityOf(gateway.url, 'casablanca', 'diagnostic-auto');
          expect(after.days.find((day) => day.date === '2027-03-10')!.times).toContain('14:00');
        } finally {
          now = NOW;
        }
      },
    );
  });

  describe('long jobs at a workshop', () => {
    let db: TestDatabase;
    let first: RunningGateway;
    let second: RunningGateway;
    beforeAll(async () => {
      db = await createTestDatabase(backend);
      // Each parallel visitor of the closure test is an address of its own (X-Forwarded-For).
      first = await startTestGateway(db, { ...adminEnv, TRUST_PROXY: '1' }, undefined, { clock: () => NOW });
      // Two gateways share a PostgreSQL server; the embedded database belongs to one process.
      second =
        backend === 'server'
          ? await startTestGateway(db, { TRUST_PROXY: '1' }, undefined, { clock: () => NOW })
          : first;
      // Béziers with one bay: each booking of it is felt by the next.
      await first.database.dataSource.query(`DELETE FROM booking_unit WHERE id = 'beziers-baie-2'`);
    });
    afterAll(async () => {
      if (second !== first) await second?.close();
      await first?.close();
      await db?.drop();
    });

    it('offers a drop-off in the morning and says when to collect: an E85 conversion works over the lunch break', async () => {
      const e85 = await availabilityOf(first.url, 'montpellier', 'reprogrammation-ethanol');
      expect(e85).toMatchObject({ dropOff: true, durationMinutes: 360, notice: null });
      const tuesday = e85.days.find((day) => day.date === '2027-03-23')!;
      expect(tuesday.slots).toEqual([
        { time: '09:00', endDate: '2027-03-23', endTime: '17:00' },
        { time: '09:30', endDate: '2027-03-23', endTime: '17:30' },
        { time: '14:00', endDate: '2027-03-24', endTime: '10:30' },
        { time: '14:30', endDate: '2027-03-24', endTime: '11:00' },
      ]);
      // An engine remap (four hours, and an hour on the bench before and after) is left at 9h too, ready at 17h.
      const remap = await availabilityOf(first.url, 'montpellier', 'reprogrammation-moteur');
      expect(remap).toMatchObject({ durationMinutes: 360, benchRunMinutes: 60 });
      expect(remap.days.find((day) => day.date === '2027-03-23')!.slots[0]).toEqual({
        time: '09:00',
        endDate: '2027-03-23',
        endTime: '17:00',
      });
      // A diagnostic keeps its exact starts.
      const diagnostic = await availabilityOf(first.url, 'montpellier', 'diagnostic-auto');
      expect(diagnostic.dropOff).toBe(false);
      expect(diagnostic.days.find((day) => day.date === '2027-03-23')!.times).toContain('16:30');

      const held = await holdOn(first.url, 'montpellier', 'reprogrammation-ethanol', '2027-03-23', '09:00');
      expect(held).toMatchObject({ __typename: 'BookingHeld', endDate: '2027-03-23', endTime: '17:00', dropOff: true });
      const [row] = (await first.database.dataSource.query(
        'SELECT lower(during) AS start, upper(during) AS "end" FROM booking WHERE id = $1',
        [held.id],
      )) as { start: Date; end: Date }[];
      // The bay is the car's from 9h to 17h in Paris, lunch included.
      expect([new Date(row!.start).toISOString(), new Date(row!.end).toISOString()]).toEqual([
        '2027-03-23T08:00:00.000Z',
        '2027-03-23T16:00:00.000Z',
      ]);
    });

    it('keeps a job over the night on two gateways: the bay is the car’s until it is done, then free', async () => {
      const e85 = await holdOn(first.url, 'beziers', 'reprogrammation-ethanol', '2027-03-23', '14:00');
      expect(e85).toMatchObject({ __typename: 'BookingHeld', endDate: '2027-03-24', endTime: '10:30' });
      // Wednesday morning the car is still in the bay: no two-hour diagnostic fits before it leaves and noon.
      expect(await holdOn(second.url, 'beziers', 'diagnostic-auto', '2027-03-24', '10:00')).toMatchObject({
        reason: 'SLOT_TAKEN',
      });
      expect(await holdOn(second.url, 'beziers', 'diagnostic-auto', '2027-03-24', '14:00')).toMatchObject({
        __typename: 'BookingHeld',
      });
      // Two visitors on two gateways ask for the same morning at once: one gets it.
      const both = await Promise.all([
        holdOn(first.url, 'beziers', 'solution-antipollution', '2027-03-25', '09:00'),
        holdOn(second.url, 'beziers', 'reprogrammation-boite-vitesse', '2027-03-25', '09:00'),
      ]);
      expect(both.map((answer) => answer.__typename).sort()).toEqual(['BookingHeld', 'BookingRefused']);
    });

    it('never books a closed bay, even when twenty visitors ask for the same time at once', async () => {
      // Montpellier's second bay is closed on Wednesday 31 March; the first takes one booking at 9h.
      await first.database.dataSource.query(
        `INSERT INTO booking_closure (centre_id, unit_id, starts_on, ends_on, reason)
           VALUES ('montpellier', 'montpellier-baie-2', '2027-03-31', '2027-03-31', 'Pont élévateur en révision')`,
      );
      const answers = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const { data, errors } = await fetch(`${(i % 2 ? second : first).url}/graphql`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${i + 1}` },
            body: JSON.stringify({
              query: HOLD,
              variables: {
                input: { centre: 'montpellier', service: 'diagnostic-auto', date: '2027-03-31', time: '09:00' },
              },
            }),
          }).then((r) => r.json() as Promise<{ data?: { holdBookingSlot: Answer }; errors?: unknown }>);
          expect(errors).toBeUndefined();
          return data!.holdBookingSlot.__typename;
        }),
      );
      expect(answers.filter((name) => name === 'BookingHeld')).toHaveLength(1);
      const units = (await first.database.dataSource.query(
        `SELECT unit_id FROM booking WHERE centre_id = 'montpellier' AND status = 'held'
            AND during && tstzrange('2027-03-31T00:00:00Z', '2027-04-01T00:00:00Z')`,
      )) as { unit_id: string }[];
      expect(units).toEqual([{ unit_id: 'montpellier-baie-1' }]);
    });

    it('never locks out a visitor who changes their mind: a hold given back counts no more', async () => {
      const ask = async (query: string, variables: Record<string, unknown>) => {
        const response = await fetch(`${first.url}/graphql`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.77' },
          body: JSON.stringify({ query, variables }),
        });
        return ((await response.json()) as { data: Record<string, Answer> }).data;
      };
      const input = { centre: 'perpignan', service: 'diagnostic-auto', date: '2027-04-01', time: '14:00' };
      for (let change = 0; change < 7; change++) {
        const { holdBookingSlot: held } = await ask(HOLD, { input });
        expect(held, `hold ${change + 1}`).toMatchObject({ __typename: 'BookingHeld' });
        expect(
          (await ask('mutation ($hold: ID!) { releaseBookingHold(hold: $hold) }', { hold: held!.id }))
            .releaseBookingHold,
        ).toBe(true);
      }
    });

    it('lets the staff take an E85 conversion by phone, dropped off at opening', async () => {
      const token = await signIn(first.url);
      const { data, errors } = await graphql<{ adminCreateBooking: Answer }>(
        first.url,
        `
          mutation ($input: PhoneBookingInput!) {
            adminCreateBooking(input: $input) {
              __typename
              ... on AgendaBookingCreated {
                date
                time
              }
              ... on BookingRefused {
                reason
                message
              }
            }
          }
        `,
        {
          input: {
            centre: 'montpellier',
            service: 'reprogrammation-ethanol',
            date: '2027-03-26',
            time: '09:00',
            name: 'Paul Garnier',
            phone: '06 11 22 33 44',
          },
        },
        token,
      );
      expect(errors).toBeUndefined();
      expect(data!.adminCreateBooking).toEqual({
        __typename: 'AgendaBookingCreated',
        date: '2027-03-26',
        time: '09:00',
      });
    });

    it('gives each vehicle type its work time: a truck’s remap takes the day, online, moved and by phone', async () => {
      // A 421 ch tractor unit: the catalogue's « camion » above 250 ch is a truck, whose remap takes eight hours.
      const truck = 'camion/mercedes-benz/actros/2015/om471-421';
      const remap = await availabilityOf(first.url, 'montpellier', 'reprogrammation-moteur', { engine: truck });
      expect(remap.durationMinutes).toBe(480);
      // Left at 9h on Tuesday 6 April: three hours before noon, four and a half until 18h30, the last half hour on Wednesday.
      expect(remap.days.find((day) => day.date === '2027-04-06')!.slots[0]).toEqual({
        time: '09:00',
        endDate: '2027-04-07',
        endTime: '09:30',
      });
      // A motorcycle's diagnostic, named by its type alone, is shorter than a car's; an unknown type is a car.
      const motorcycle = await availabilityOf(first.url, 'montpellier', 'diagnostic-auto', {
        vehicleType: 'motorcycle',
      });
      expect(motorcycle.durationMinutes).toBe(90);
      const unknown = await availabilityOf(first.url, 'montpellier', 'diagnostic-auto', { vehicleType: 'tank' });
      expect(unknown.durationMinutes).toBe(120);

      const held = await holdOn(first.url, 'montpellier', 'reprogrammation-moteur', '2027-04-06', '09:00', {
        engine: truck,
        work: 'stage1',
      });
      expect(held).toMatchObject({ __typename: 'BookingHeld', endDate: '2027-04-07', endTime: '09:30' });
      const [row] = (await first.database.dataSource.query(
        'SELECT vehicle, vehicle_type, reference FROM booking WHERE id = $1',
        [held.id],
      )) as { vehicle: string; vehicle_type: string; reference: string }[];
      expect(row).toMatchObject({ vehicle: 'Mercedes-Benz Actros OM471 421 (2015)', vehicle_type: 'truck' });
      await confirmOn(first, held.id, 'transports.garnier@example.org');
      // Moved by its link to Wednesday afternoon, it keeps the truck's eight hours: ready Thursday at 14h30.
      const moved = await moveOn(first, row!.reference, '2027-04-07', '14:00');
      expect(moved).toMatchObject({
        __typename: 'MyBooking',
        date: '2027-04-07',
        time: '14:00',
        endDate: '2027-04-08',
        endTime: '14:30',
      });

      // The staff give the type by phone: the same day's work.
      const staff = await signIn(first.url);
      const slots = await graphql<{ adminBookingSlots: Availability }>(
        first.url,
        `
          query {
            adminBookingSlots(centre: "montpellier", service: "reprogrammation-moteur", vehicleType: "truck") {
              durationMinutes
              days {
                date
                slots {
                  time
                  endDate
                  endTime
                }
              }
            }
          }
        `,
        {},
        staff,
      );
      expect(slots.errors).toBeUndefined();
      expect(slots.data!.adminBookingSlots.durationMinutes).toBe(480);
      const phoned = await graphql<{ adminCreateBooking: Answer }>(
        first.url,
        `
          mutation ($input: PhoneBookingInput!) {
            adminCreateBooking(input: $input) {
              __typename
              ... on AgendaBookingCreated {
                id
              }
            }
          }
        `,
        {
          input: {
            centre: 'montpellier',
            service: 'reprogrammation-moteur',
            vehicleType: 'truck',
            date: '2027-04-09',
            time: '09:00',
            name: 'Paul Garnier',
            phone: '06 11 22 33 44',
          },
        },
        staff,
      );
      expect(phoned.errors).toBeUndefined();
      const [phonedRow] = (await first.database.dataSource.query(
        `SELECT vehicle_type, to_char(upper(during) AT TIME ZONE 'Europe/Paris', 'YYYY-MM-DD HH24:MI') AS ends
           FROM booking WHERE id = $1`,
        [phoned.data!.adminCreateBooking.id],
      )) as { vehicle_type: string; ends: string }[];
      // Friday 9 April from 9h, seven and a half hours; the last half hour on Saturday morning.
      expect(phonedRow).toEqual({ vehicle_type: 'truck', ends: '2027-04-10 09:30' });
    });

    it('measures a remap on the bench before and after: the bench, a bay, then the bench, refused by the database when taken', async () => {
      type Use = { part: string; unit_id: string; starts: string; ends: string };
      const usesOf = async (booking: unknown) =>
        (await first.database.dataSource.query(
          `SELECT part, unit_id, to_char(lower(during) AT TIME ZONE 'Europe/Paris', 'YYYY-MM-DD HH24:MI') AS starts,
                  to_char(upper(during) AT TIME ZONE 'Europe/Paris', 'YYYY-MM-DD HH24:MI') AS ends
             FROM booking_unit_use WHERE booking_id = $1 AND live ORDER BY lower(during), part`,
          [booking],
        )) as Use[];
      // A remap and a bench run asked for at the same moment, both free when each looked: the bench goes to one.
      const both = await Promise.all([
        holdOn(first.url, 'montpellier', 'reprogrammation-moteur', '2027-04-13', '09:00'),
        holdOn(second.url, 'montpellier', 'banc-puissance', '2027-04-13', '09:00'),
      ]);
      expect(both.map((answer) => answer.__typename).sort()).toEqual(['BookingHeld', 'BookingRefused']);
      for (const answer of both.filter((a) => a.__typename === 'BookingHeld')) {
        await graphql(first.url, 'mutation ($hold: ID!) { releaseBookingHold(hold: $hold) }', { hold: answer.id });
      }

      const held = await holdOn(first.url, 'montpellier', 'reprogrammation-moteur', '2027-04-14', '09:00');
      expect(held).toMatchObject({ __typename: 'BookingHeld', endDate: '2027-04-14', endTime: '17:00' });
      // The bench from 9h, a bay the whole day (the car keeps its place), the bench again for the last hour.
      const uses = await usesOf(held.id);
      expect(uses.map(({ part, starts, ends }) => [part, starts, ends])).toEqual([
        ['bench-before', '2027-04-14 09:00', '2027-04-14 10:00'],
        ['main', '2027-04-14 09:00', '2027-04-14 17:00'],
        ['bench-after', '2027-04-14 16:00', '2027-04-14 17:00'],
      ]);
      expect(uses.find((use) => use.part === 'bench-before')!.unit_id).toBe('montpellier-banc');
      expect(uses.find((use) => use.part === 'main')!.unit_id).toMatch(/^montpellier-baie-/);
      // The bench between the runs is free for a bench run; not when the remap's last run needs it.
      const bench = await availabilityOf(first.url, 'montpellier', 'banc-puissance');
      const wednesday = bench.days.find((day) => day.date === '2027-04-14')!.times;
      expect(wednesday).toContain('10:00');
      expect(wednesday).toContain('14:00');
      expect(wednesday).not.toContain('09:00');
      expect(wednesday).not.toContain('15:00');
      // Another remap cannot start while the bench is taken, though a bay is free.
      const remap = await availabilityOf(first.url, 'montpellier', 'reprogrammation-moteur');
      expect(remap.days.find((day) => day.date === '2027-04-14')!.times).not.toContain('09:00');

      // Confirmed, then moved by its link: its runs move with it.
      await confirmOn(first, held.id, 'leo.garnier@example.org');
      const [{ reference }] = (await first.database.dataSource.query('SELECT reference FROM booking WHERE id = $1', [
        held.id,
      ])) as [{ reference: string }];
      const moved = await moveOn(first, reference, '2027-04-15', '14:00');
      expect(moved).toMatchObject({
        __typename: 'MyBooking',
        endDate: '2027-04-16',
        endTime: '10:30',
      });
      expect((await usesOf(held.id)).map(({ part, starts, ends }) => [part, starts, ends])).toEqual([
        ['bench-before', '2027-04-15 14:00', '2027-04-15 15:00'],
        ['main', '2027-04-15 14:00', '2027-04-16 10:30'],
        ['bench-after', '2027-04-16 09:30', '2027-04-16 10:30'],
      ]);
      // The morning it left is free on the bench again.
      const after = await availabilityOf(first.url, 'montpellier', 'banc-puissance');
      expect(after.days.find((day) => day.date === '2027-04-14')!.times).toContain('09:00');
    });

    it('counts a remap’s held bench runs in the share of the bench’s day that holds may take', async () => {
      // Thursday 8 April: the bench's day is 9h to 18h30, 570 minutes, of which holds may take a third (190).
      const remap = await holdOn(first.url, 'montpellier', 'reprogrammation-moteur', '2027-04-08', '09:00');
      expect(remap).toMatchObject({ __typename: 'BookingHeld' });
      // Its two runs hold 120 minutes of the bench: a two-hour bench run still fits in the share, a second does not.
      expect(await holdOn(first.url, 'montpellier', 'banc-puissance', '2027-04-08', '10:00')).toMatchObject({
        __typename: 'BookingHeld',
      });
      expect(await holdOn(first.url, 'montpellier', 'banc-puissance', '2027-04-08', '14:00')).toMatchObject({
        reason: 'CENTRE_BUSY',
      });
    });

    it('confirms two bookings from one mailbox, each with its e-mail, its calendar file and its link', async () => {
      for (const [date, time] of [
        ['2027-03-30', '09:00'],
        ['2027-03-31', '14:00'],
      ] as const) {
        const held = await holdOn(first.url, 'montpellier', 'reprogrammation-moteur', date, time);
        const confirmed = await confirmOn(first, held.id, 'meme.boite@example.fr');
        expect(confirmed).toMatchObject({ __typename: 'MyBooking', status: 'confirmed', date, time, dropOff: true });
        expect(confirmed.calendar).toMatch(/^BEGIN:VCALENDAR[\s\S]*BEGIN:VEVENT/);
      }
      // Each booking: the e-mail whose link confirms it, then its confirmation with the calendar event.
      const rows = (await first.database.dataSource.query(
        `SELECT calendar IS NOT NULL AS invitation FROM outbox_message
          WHERE kind = 'visitor-confirmation' AND recipient = $1 AND status = 'pending' ORDER BY created_at`,
        ['meme.boite@example.fr'],
      )) as { invitation: boolean }[];
      expect(rows.map((r) => r.invitation)).toEqual([false, true, false, true]);
    });

    it('shows the bookings a closure would fall on before saving it, and tells those visitors if asked', async () => {
      const held = await holdOn(first.url, 'perpignan', 'diagnostic-auto', '2027-04-02', '09:00');
      expect(await confirmOn(first, held.id, 'client.ferme@example.fr')).toMatchObject({
        __typename: 'MyBooking',
        status: 'confirmed',
      });
      const token = await signIn(first.url);
      const input = { centre: 'perpignan', startsOn: '2027-04-01', endsOn: '2027-04-03', reason: 'Inventaire' };
      const conflicts = await graphql<{ adminClosureConflicts: Answer[] }>(
        first.url,
        `
          query ($input: BookingClosureInput!) {
            adminClosureConflicts(input: $input) {
              reference
              date
              time
              customerName
              hasEmail
            }
          }
        `,
        { input },
        token,
      );
      expect(conflicts.data!.adminClosureConflicts).toEqual([
        {
          reference: expect.stringMatching(/^RDV-/),
          date: '2027-04-02',
          time: '09:00',
          customerName: 'Léa Martin',
          hasEmail: true,
        },
      ]);
      const CLOSE = 'mutation ($input: BookingClosureInput!) { adminAddBookingClosure(input: $input) }';
      const refused = await graphql(first.url, CLOSE, { input }, token);
      expect(refused.errors?.[0]?.message).toBe('1 rendez-vous est pris ces jours-là : voyez-le avant de fermer.');
      const closed = await graphql(
        first.url,
        CLOSE,
        { input: { ...input, overBookings: true, tellVisitors: true } },
        token,
      );
      expect(closed.errors).toBeUndefined();
      const [told] = (await first.database.dataSource.query(
        `SELECT subject, text_body FROM outbox_message WHERE recipient = 'client.ferme@example.fr' AND subject LIKE '%autre créneau%'`,
      )) as { subject: string; text_body: string }[];
      expect(told!.subject).toContain(
        'choisissez un autre créneau pour votre rendez-vous du vendredi 2 avril 2027 à 9h',
      );
      expect(told!.text_body).toContain('Le centre de Perpignan sera fermé le jour de votre rendez-vous');
      expect(told!.text_body).toMatch(/\/mon-rendez-vous#b1\./);
      const days = (await availabilityOf(first.url, 'perpignan', 'diagnostic-auto')).days.map((day) => day.date);
      expect(days).not.toContain('2027-04-02');
    });

    it('closes on public holidays, movable ones included, unless the centre opens', async () => {
      // Easter Monday 2027 is 29 March, a Monday: Béziers opens on Mondays.
      const days = async () =>
        (await availabilityOf(first.url, 'beziers', 'diagnostic-auto')).days.map((day) => day.date);
      expect(await days()).not.toContain('2027-03-29');
      expect(await days()).toContain('2027-04-05');
      const token = await signIn(first.url);
      const decide = (date: string, open: boolean) =>
        graphql(
          first.url,
          'mutation ($centre: ID!, $date: String!, $open: Boolean!) { adminDecideHoliday(centre: $centre, date: $date, open: $open) }',
          { centre: 'beziers', date, open },
          token,
        );
      expect((await decide('2027-03-29', true)).errors).toBeUndefined();
      expect(await days()).toContain('2027-03-29');
      const notHoliday = await decide('2027-03-30', true);
      expect(notHoliday.errors?.[0]?.message).toBe('Ce jour n’est pas un jour férié du centre.');
    });
  });
});
