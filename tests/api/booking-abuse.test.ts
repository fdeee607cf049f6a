import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import type { OpeningSlot } from '../../gateway/src/content/types.js';
import { workingDay } from '../../gateway/src/services/booking/availability.js';
import {
  CENTRE_DAY_SHARE,
  LIVE_HOLDS_PER_CLIENT,
  LIVE_HOLDS_PER_NETWORK,
} from '../../gateway/src/services/booking/holds.js';
import { backends, createTestDatabase, type TestDatabase } from '../support/databases.js';
import { startTestGateway } from '../support/gateway.js';

/*
 * Issue « One stranger cannot block a centre's agenda », item 1 (decision 043): a script with 60 IPv4 addresses and a
 * whole IPv6 /48 tries to hold every start of a centre's horizon, and gives throwaway addresses for its holds. It
 * takes at most a third of each day (and one job), each address two holds and the /48 four, and nothing it holds is
 * ever confirmed: the rest of the month stays free for real visitors.
 */
const HOLD = `mutation ($input: BookingHoldInput!) {
  holdBookingSlot(input: $input) { __typename ... on BookingHeld { id } ... on BookingRefused { reason } }
}`;
const DETAILS = `mutation ($input: BookingConfirmInput!) { confirmBooking(input: $input) { __typename } }`;
const FREE = `query { bookingAvailability(centre: "montpellier", service: "diagnostic-auto") {
  durationMinutes days { date times } } }`;
const JOB_MINUTES = 120;

describe.each(backends)('a slot-exhaustion script on %s', (backend) => {
  let db: TestDatabase;
  let gateway: RunningGateway;
  beforeAll(async () => {
    db = await createTestDatabase(backend);
    // One proxy in front: the script's addresses are what it appends to X-Forwarded-For.
    gateway = await startTestGateway(db, { TRUST_PROXY: '1' }, undefined, {
      clock: () => new Date('2027-03-22T11:00:00Z'),
    });
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
  });

  const post = async <T>(address: string, query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
      body: JSON.stringify({ query, variables }),
    });
    return ((await response.json()) as { data: T }).data;
  };

  it('refuses a stranger’s hold that would leave a day without a free start, not one that leaves one', async () => {
    const hold = async (address: string, time: string) =>
      (
        await post<{ holdBookingSlot: { __typename: string; id?: string; reason?: string } }>(address, HOLD, {
          input: { centre: 'montpellier', service: 'diagnostic-auto', date: '2027-03-25', time },
        })
      ).holdBookingSlot;
    // Both bays' mornings taken by two holds at 9h30, the first bay's afternoon by one at 15h: 360 minutes of the
    // share's 380. Only the second bay's afternoon is left.
    const held = [await hold('203.0.113.11', '09:30'), await hold('203.0.113.12', '09:30')];
    held.push(await hold('203.0.113.13', '15:00'));
    expect(held.map((answer) => answer.__typename)).toEqual(['BookingHeld', 'BookingHeld', 'BookingHeld']);
    // 15h on the second bay would close the day; 16h30 leaves its 14h and 14h30 free.
    expect(await hold('203.0.113.14', '15:00')).toMatchObject({ reason: 'CENTRE_BUSY' });
    const last = await hold('203.0.113.15', '16:30');
    expect(last.__typename).toBe('BookingHeld');
    const { bookingAvailability } = await post<{ bookingAvailability: { days: { date: string; times: string[] }[] } }>(
      '203.0.113.1',
      FREE,
    );
    expect(bookingAvailability.days.find((day) => day.date === '2027-03-25')!.times).toEqual(['14:00', '14:30']);
    // Given back, so that the script below meets an empty agenda.
    for (const answer of [...held, last])
      await post('203.0.113.16', 'mutation ($hold: ID!) { releaseBookingHold(hold: $hold) }', { hold: answer.id });
  });

  it('takes at most a third of each day, two holds per address and four per /48, and confirms nothing', async () => {
    const { bookingAvailability: free } = await post<{
      bookingAvailability: { durationMinutes: number; days: { date: string; times: string[] }[] };
    }>('203.0.113.1', FREE);
    expect(free.durationMinutes).toBe(JOB_MINUTES);
    const starts = free.days.flatMap((day) => day.times.map((time) => ({ date: day.date, time })));
    expect(starts.length).toBeGreaterThan(150);

    // 60 IPv4 addresses and 200 /64s of one /48, each asking in turn; ten requests at a time.
    const addresses = [
      ...Array.from({ length: 60 }, (_, i) => `198.51.100.${i + 1}`),
      ...Array.from({ length: 200 }, (_, i) => `2001:db8:1:${i.toString(16)}::1`),
    ];
    const held: { id: string; address: string }[] = [];
    const reasons = new Map<string, number>();
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < addresses.length * 2; i = next++) {
        const address = addresses[i % addresses.length]!;
        const start = starts[i % starts.length]!;
        const answer = await post<{ holdBookingSlot: { __typename: string; id?: string; reason?: string } }>(
          address,
          HOLD,
          { input: { centre: 'montpellier', service: 'diagnostic-auto', ...start } },
        );
        const result = answer.holdBookingSlot;
        if (result.id) held.push({ id: result.id, address });
        else reasons.set(result.reason!, (reasons.get(result.reason!) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: 10 }, worker));

    // Throwaway mailboxes for what it holds: the bookings wait for a link nobody opens.
    for (const [i, hold] of held.entries()) {
      const input = {
        hold: hold.id,
        name: 'Script',
        phone: '0600000000',
        email: `x${i}@example.invalid`,
        consent: true,
      };
      await post(hold.address, DETAILS, { input });
    }

    const perAddress = new Map<string, number>();
    for (const { address } of held) perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    expect(Math.max(...perAddress.values())).toBeLessThanOrEqual(LIVE_HOLDS_PER_CLIENT);
    expect(held.filter((h) => h.address.startsWith('2001:db8:1:')).length).toBeLessThanOrEqual(LIVE_HOLDS_PER_NETWORK);
    expect(reasons.get('CENTRE_BUSY')).toBeGreaterThan(0);
    expect(reasons.get('RATE_LIMITED')).toBeGreaterThan(0);

    // Each day: the held time against what the centre's two bays can do that day.
    const [{ opening_hours: hours }] = (await gateway.database.dataSource.query(
      `SELECT opening_hours FROM centre WHERE id = 'montpellier'`,
    )) as [{ opening_hours: OpeningSlot[] }];
    const rows = (await gateway.database.dataSource.query(
      `SELECT to_char(lower(during) AT TIME ZONE 'Europe/Paris', 'YYYY-MM-DD') AS day,
              sum(extract(epoch FROM upper(during) - lower(during))) / 60 AS minutes,
              count(*) FILTER (WHERE details_at IS NOT NULL)::int AS awaiting
         FROM booking
        WHERE centre_id = 'montpellier' AND status = 'held' AND hold_expires_at > now()
        GROUP BY day`,
    )) as { day: string; minutes: string; awaiting: number }[];
    let taken = 0;
    let capacity = 0;
    for (const day of free.days) {
      const dayCapacity = 2 * workingDay(hours, day.date, 'Europe/Paris')!.minutes;
      const dayTaken = Number(rows.find((r) => r.day === day.date)?.minutes ?? 0);
      expect(dayTaken, day.date).toBeLessThanOrEqual(dayCapacity * CENTRE_DAY_SHARE + JOB_MINUTES);
      taken += dayTaken;
      capacity += dayCapacity;
    }
    expect(rows.reduce((n, r) => n + r.awaiting, 0)).toBe(held.length);
    // Over the horizon, the script holds at most about a third of the bays' time; the rest is offered.
    expect(taken / capacity).toBeLessThanOrEqual(CENTRE_DAY_SHARE + 0.1);
    const { bookingAvailability: after } = await post<{ bookingAvailability: { days: { times: string[] }[] } }>(
      '203.0.113.1',
      FREE,
    );
    expect(after.days.every((day) => day.times.length > 0)).toBe(true);
    // Nothing is confirmed, and no centre was told: its e-mails only ask the throwaway addresses to confirm.
    const [{ confirmed }] = (await gateway.database.dataSource.query(
      `SELECT count(*)::int AS confirmed FROM booking WHERE status = 'confirmed'`,
    )) as [{ confirmed: number }];
    expect(confirmed).toBe(0);
    const [{ notices }] = (await gateway.database.dataSource.query(
      `SELECT count(*)::int AS notices FROM outbox_message WHERE kind = 'centre-notification'`,
    )) as [{ notices: number }];
    expect(notices).toBe(0);
  });
});
