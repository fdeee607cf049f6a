import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { createAccount } from '../../gateway/src/services/admin/accounts.js';
import { adminEnv, signIn, TEST_ADMIN, type Json } from '../support/admin.js';
import { backends, createTestDatabase, type TestDatabase } from '../support/databases.js';
import { graphql, startTestGateway } from '../support/gateway.js';

/*
 * Issue 42, item 4: the network's figures per centre and per week (decision 050), against rows of known dates. On the
 * gateway's clock: Wednesday 24 March 2027, noon in Paris (UTC+1), so the current week starts on Monday 22 March and
 * twelve weeks start on Monday 4 January.
 */
const WEDNESDAY_NOON = new Date('2027-03-24T11:00:00Z');
const NETWORK_ADMIN = { username: TEST_ADMIN.username, role: 'reseau', centres: [] } as const;
const MANAGER = { username: 'gerant-montpellier', password: 'mot-de-passe-du-gerant-34' };

const FIGURES = `query ($weeks: Int) {
  adminFigures(weeks: $weeks) {
    weeks
    centres {
      centreId name
      weeks { week requests converted bookingsOnline bookingsPhone honoured missed leadTimeDays }
      services { label count }
      makes { label count }
    }
    network { week requests converted bookingsOnline bookingsPhone honoured missed leadTimeDays }
    services { label count }
    makes { label count }
  }
}`;

interface Request {
  centre: string | null;
  at: string;
  email?: string;
  vehicle?: string;
}

interface BookingRow {
  centre: string;
  service: string;
  /** The job's start and end (instants). */
  start: string;
  end: string;
  status: 'held' | 'confirmed' | 'cancelled' | 'honoured' | 'missed';
  confirmedAt: string | null;
  /** Taken by phone by this account; online otherwise. */
  by?: string;
  vehicle?: string;
  email?: string;
  request?: string;
}

describe.each(backends)('the network’s figures on %s', (backend) => {
  let db: TestDatabase;
  let gateway: RunningGateway;
  let network: string;
  let manager: string;
  beforeAll(async () => {
    db = await createTestDatabase(backend);
    gateway = await startTestGateway(db, adminEnv, undefined, { clock: () => WEDNESDAY_NOON });
    await createAccount(gateway.database.dataSource, NETWORK_ADMIN, {
      ...MANAGER,
      role: 'centre',
      centres: ['montpellier'],
    });
    [network, manager] = await Promise.all([signIn(gateway.url), signIn(gateway.url, MANAGER)]);

    const request = async ({ centre, at, email, vehicle }: Request) => {
      const id = randomUUID();
      await gateway.database.dataSource.query(
        `INSERT INTO contact_request (id, created_at, updated_at, centre_id, name, email, phone, vehicle, message,
                                      consent_at, client_hash)
           VALUES ($1, $2, $2, $3, 'Léa Martin', $4, '0612345678', $5, 'Bonjour', $2, 'test-client')`,
        [id, at, centre, email ?? null, vehicle ?? null],
      );
      return id;
    };
    const booking = async (row: BookingRow) => {
      await gateway.database.dataSource.query(
        `INSERT INTO booking (id, reference, centre_id, unit_id, service_slug, during, status, hold_expires_at,
                              client_hash, created_by, vehicle, customer_name, phone, email, contact_request_id,
                              confirmed_at, created_at)
           VALUES ($1, $2, $3, $3 || '-baie-1', $4, tstzrange($5, $6), $7,
                   CASE WHEN $7 = 'held' THEN $6::timestamptz END, CASE WHEN $8::text IS NULL THEN 'test-client' END,
                   $8, $9, 'Léa Martin', '0612345678', $10, $11, $12, COALESCE($12, $5::timestamptz - interval '1 day'))`,
        [
          randomUUID(),
          `RDV-${randomUUID().slice(0, 8).toUpperCase()}`,
          row.centre,
          row.service,
          row.start,
          row.end,
          row.status,
          row.by ?? null,
          row.vehicle ?? null,
          row.email ?? null,
          row.request ?? null,
          row.confirmedAt,
        ],
      );
    };

    // Montpellier's requests: either side of midnight between Sunday 21 and Monday 22 March in Paris (both on Sunday
    // in UTC), one before the twelve weeks, one on their first morning.
    const fromPhone = await request({ centre: 'montpellier', at: '2027-03-16T09:00:00Z', vehicle: 'Renault Clio V' });
    await request({ centre: 'montpellier', at: '2027-03-21T22:30:00Z' });
    await request({ centre: 'montpellier', at: '2027-03-21T23:30:00Z' });
    await request({ centre: 'montpellier', at: '2027-01-03T12:00:00Z' });
    await request({ centre: 'montpellier', at: '2027-01-03T23:30:00Z' });
    // Booked online later with the same address (other case): turned into a booking too.
    await request({ centre: 'montpellier', at: '2027-03-09T10:00:00Z', email: 'Lea.Martin@Example.fr' });
    // Booked 40 days later: past the 30 days, not counted as turned into a booking.
    await request({ centre: 'montpellier', at: '2027-01-20T10:00:00Z', email: 'tardif@example.fr' });
    await request({ centre: 'beziers', at: '2027-03-17T10:00:00Z', vehicle: 'Citroen C3 1.2 PureTech 110' });
    await request({ centre: null, at: '2027-03-10T10:00:00Z' });

    const diagnostic = 'diagnostic-auto';
    const remap = 'reprogrammation-moteur';
    // Made in the week of 15 March: online 3 days ahead (honoured), by phone from a request 1 day ahead (missed),
    // online 10 days ahead then cancelled (still made), and a hold never confirmed (not made).
    await booking({
      centre: 'montpellier',
      service: remap,
      start: '2027-03-19T08:00:00Z',
      end: '2027-03-19T10:00:00Z',
      status: 'honoured',
      confirmedAt: '2027-03-16T08:00:00Z',
      vehicle: 'Peugeot 308 II 1.5 BlueHDi 130',
    });
    await booking({
      centre: 'montpellier',
      service: diagnostic,
      start: '2027-03-18T08:00:00Z',
      end: '2027-03-18T10:00:00Z',
      status: 'missed',
      confirmedAt: '2027-03-17T08:00:00Z',
      by: MANAGER.username,
      vehicle: 'Renault Clio V',
      request: fromPhone,
    });
    await booking({
      centre: 'montpellier',
      service: remap,
      start: '2027-03-26T08:00:00Z',
      end: '2027-03-26T10:00:00Z',
      status: 'cancelled',
      confirmedAt: '2027-03-16T08:00:00Z',
      vehicle: 'peugeot 208',
    });
    await booking({
      centre: 'montpellier',
      service: remap,
      start: '2027-03-27T08:00:00Z',
      end: '2027-03-27T10:00:00Z',
      status: 'held',
      confirmedAt: null,
      vehicle: 'Audi A3',
    });
    // Made in the week of 8 March, 15 days ahead, by the address of the request of 9 March.
    await booking({
      centre: 'montpellier',
      service: remap,
      start: '2027-03-25T10:00:00Z',
      end: '2027-03-25T12:00:00Z',
      status: 'confirmed',
      confirmedAt: '2027-03-10T10:00:00Z',
      email: 'lea.martin@example.fr',
    });
    await booking({
      centre: 'montpellier',
      service: diagnostic,
      start: '2027-03-31T10:00:00Z',
      end: '2027-03-31T12:00:00Z',
      status: 'confirmed',
      confirmedAt: '2027-03-01T10:00:00Z',
      email: 'tardif@example.fr',
    });
    // Made on 2 March for 9 March (7 days ahead): made in the week of 1 March, honoured in that of 8 March.
    await booking({
      centre: 'montpellier',
      service: diagnostic,
      start: '2027-03-09T10:00:00Z',
      end: '2027-03-09T12:00:00Z',
      status: 'honoured',
      confirmedAt: '2027-03-02T10:00:00Z',
    });
    // Made before the twelve weeks, honoured in their first week.
    await booking({
      centre: 'montpellier',
      service: diagnostic,
      start: '2027-01-05T10:00:00Z',
      end: '2027-01-05T12:00:00Z',
      status: 'honoured',
      confirmedAt: '2026-12-30T10:00:00Z',
    });
    // Béziers: by phone on 15 March for the 20th (5 days ahead), honoured.
    await booking({
      centre: 'beziers',
      service: diagnostic,
      start: '2027-03-20T09:00:00Z',
      end: '2027-03-20T11:00:00Z',
      status: 'honoured',
      confirmedAt: '2027-03-15T09:00:00Z',
      by: TEST_ADMIN.username,
      vehicle: 'Citroën C3',
    });
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
  });

  const figures = async (token: string, weeks?: number) => {
    const { data, errors } = await graphql<Json>(gateway.url, FIGURES, weeks === undefined ? {} : { weeks }, token);
    expect(errors).toBeUndefined();
    return data.adminFigures;
  };
  const zero = { requests: 0, converted: 0, bookingsOnline: 0, bookingsPhone: 0, honoured: 0, missed: 0 };
  const weekOf = (series: { weeks: Json[] }, week: string) => series.weeks.find((w: Json) => w.week === week);
  const centre = (answer: Json, id: string | null) => answer.centres.find((c: Json) => c.centreId === id);

  it('counts each centre’s weeks from the rows, placed by the centre’s local Monday', async () => {
    const answer = await figures(network);
    expect(answer.weeks).toHaveLength(12);
    expect(answer.weeks[0]).toBe('2027-01-04');
    expect(answer.weeks.at(-1)).toBe('2027-03-22');
    const montpellier = centre(answer, 'montpellier');
    expect(montpellier.name).toBe('Montpellier');
    expect(weekOf(montpellier, '2027-03-22')).toEqual({ week: '2027-03-22', ...zero, requests: 1, leadTimeDays: null });
    expect(weekOf(montpellier, '2027-03-15')).toEqual({
      week: '2027-03-15',
      requests: 2,
      converted: 1,
      bookingsOnline: 2,
      bookingsPhone: 1,
      honoured: 1,
      missed: 1,
      leadTimeDays: 3,
    });
    expect(weekOf(montpellier, '2027-03-08')).toEqual({
      week: '2027-03-08',
      ...zero,
      requests: 1,
      converted: 1,
      bookingsOnline: 1,
      honoured: 1,
      leadTimeDays: 15,
    });
    expect(weekOf(montpellier, '2027-03-01')).toEqual({
      week: '2027-03-01',
      ...zero,
      bookingsOnline: 2,
      leadTimeDays: 18.5,
    });
    expect(weekOf(montpellier, '2027-01-18')).toMatchObject({ requests: 1, converted: 0 });
    expect(weekOf(montpellier, '2027-01-04')).toEqual({
      week: '2027-01-04',
      ...zero,
      requests: 1,
      honoured: 1,
      leadTimeDays: null,
    });
    // Every row counted once, nothing outside the twelve weeks.
    const total = (key: string) => montpellier.weeks.reduce((sum: number, w: Json) => sum + w[key], 0);
    expect([total('requests'), total('bookingsOnline'), total('bookingsPhone')]).toEqual([6, 5, 1]);
    expect([total('honoured'), total('missed')]).toEqual([3, 1]);

    expect(weekOf(centre(answer, 'beziers'), '2027-03-15')).toEqual({
      week: '2027-03-15',
      ...zero,
      requests: 1,
      bookingsPhone: 1,
      honoured: 1,
      leadTimeDays: 5,
    });
    expect(montpellier.services).toEqual([
      { label: 'Diagnostic automobile', count: 3 },
      { label: 'Reprogrammation moteur', count: 3 },
    ]);
    expect(montpellier.makes).toEqual([
      { label: 'Peugeot', count: 2 },
      { label: 'Renault', count: 1 },
    ]);
    expect(centre(answer, 'beziers').makes).toEqual([{ label: 'Citroën', count: 2 }]);
  });

  it('adds the centres up for the network, with the requests that named no centre', async () => {
    const answer = await figures(network);
    // Every centre of the preset, in its order, even without a row; then the requests without a centre.
    expect(answer.centres.map((c: Json) => c.centreId)).toEqual(['montpellier', 'beziers', 'perpignan', 'nice', null]);
    expect(centre(answer, null)).toMatchObject({ name: 'Sans centre choisi', services: [], makes: [] });
    expect(weekOf(centre(answer, null), '2027-03-08')).toMatchObject({ requests: 1, converted: 0 });
    expect(weekOf({ weeks: answer.network }, '2027-03-15')).toEqual({
      week: '2027-03-15',
      requests: 3,
      converted: 1,
      bookingsOnline: 2,
      bookingsPhone: 2,
      honoured: 2,
      missed: 1,
      // The median of all four bookings (1, 3, 5 and 10 days), not of the centres' medians.
      leadTimeDays: 4,
    });
    expect(weekOf({ weeks: answer.network }, '2027-03-08')).toMatchObject({ requests: 2, converted: 1 });
    expect(answer.services).toEqual([
      { label: 'Diagnostic automobile', count: 4 },
      { label: 'Reprogrammation moteur', count: 3 },
    ]);
    // Requests and bookings not made from a request; the catalogue's spelling (« Citroen » is Citroën).
    expect(answer.makes).toEqual([
      { label: 'Citroën', count: 2 },
      { label: 'Peugeot', count: 2 },
      { label: 'Renault', count: 1 },
    ]);
  });

  it('shows a centre manager their centres only', async () => {
    const answer = await figures(manager);
    expect(answer.centres.map((c: Json) => c.centreId)).toEqual(['montpellier']);
    expect(weekOf({ weeks: answer.network }, '2027-03-15')).toMatchObject({
      requests: 2,
      bookingsPhone: 1,
      leadTimeDays: 3,
    });
    expect(answer.services).toEqual([
      { label: 'Diagnostic automobile', count: 3 },
      { label: 'Reprogrammation moteur', count: 3 },
    ]);
    expect(answer.makes).toEqual([
      { label: 'Peugeot', count: 2 },
      { label: 'Renault', count: 1 },
    ]);
  });

  it('answers the weeks asked, a year at most, and nothing without a session', async () => {
    expect((await figures(network, 2)).weeks).toEqual(['2027-03-15', '2027-03-22']);
    for (const weeks of [0, 54]) {
      const { errors } = await graphql<Json>(gateway.url, FIGURES, { weeks }, network);
      expect(errors?.[0]?.message).toBe('Entre 1 et 53 semaines.');
    }
    const anonymous = await graphql<Json>(gateway.url, FIGURES, {});
    expect(anonymous.data?.adminFigures).toBeUndefined();
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
