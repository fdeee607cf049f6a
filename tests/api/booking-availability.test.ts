import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { holdSlot } from '../../gateway/src/services/booking/holds.js';
import { backends, createTestDatabase, type TestDatabase } from '../support/databases.js';
import { graphql, startTestGateway } from '../support/gateway.js';

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
    const held = await holdSlot(gateway.database.dataSource, {
      centreId: 'montpellier',
      unitIds: ['montpellier-banc'],
      serviceSlug: 'banc-puissance',
      start,
      end: new Date(start.getTime() + minutes * 60_000),
    });
    expect(held.held).toBe(true);
    const after = (await availability('montpellier', 'banc-puissance'))!;
    expect(after.days[0]!.times).not.toContain('09:00');
    // The diagnostic takes a bay: two bays, one of them still free at 9h.
    expect((await availability('montpellier', 'diagnostic-auto'))!.days[0]!.times[0]).toBe('09:00');
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
