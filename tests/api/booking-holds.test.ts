import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../gateway/src/config.js';
import { openDatabase, type Database } from '../../gateway/src/db/database.js';
import { createLogger } from '../../gateway/src/lib/logger.js';
import {
  busyPeriods,
  HOLD_BURST_LIMIT,
  holdSlot,
  LIVE_HOLDS_PER_CLIENT,
  LIVE_HOLDS_PER_NETWORK,
  type SlotRequest,
} from '../../gateway/src/services/booking/holds.js';
import { confirmHeld, slotRequest } from '../support/booking.js';
import { backends, createTestDatabase, type TestDatabase } from '../support/databases.js';

/*
 * Issue 27, item 3: never two bookings on one unit at once, whatever the number of visitors and gateways. The
 * database refuses the overlap itself (an exclusion constraint); these tests race real transactions against it.
 */
const CENTRE = 'montpellier';
/** A visitor of their own each time, unless one is named (holds are limited per client). */
let visitors = 0;
const slot = (start: string, minutes: number, unitIds: string[], clientKey = `visiteur-${++visitors}`): SlotRequest =>
  slotRequest({
    clientKey,
    centreId: CENTRE,
    unitIds,
    serviceSlug: 'banc-de-puissance',
    start: new Date(start),
    end: new Date(new Date(start).getTime() + minutes * 60_000),
  });
/** The same slot asked by another visitor, from a network of their own. */
const by = (request: SlotRequest, visitor: string): SlotRequest => ({
  ...request,
  clientKey: visitor,
  networkKey: visitor,
});

const DETAILS = {
  name: 'Léa Martin',
  phone: '06 12 34 56 78',
  email: 'lea@example.fr',
  plate: 'AB-123-CD',
  mileageKm: 85000,
};

describe.each(backends)('booking holds on %s', (backend) => {
  let db: TestDatabase;
  let database: Database;
  // A connection for each of the 20 visitors asking at once: with the default 10, half of them waited for one
  // behind transactions waiting on each other's rows, and a busy machine ran past the pool's 10 s.
  const open = async () =>
    openDatabase(loadConfig({ ...db.env, LOG_LEVEL: 'error', DATABASE_POOL_SIZE: '25' }), createLogger('error'));

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
    await db?.drop();
  });

  it('starts each centre with its bays and, where it has one, its bench; the mobile centre with its van', async () => {
    const units = (await database.dataSource.query(
      'SELECT centre_id, id, resource FROM booking_unit ORDER BY centre_id, id',
    )) as { centre_id: string; id: string; resource: string }[];
    const of = (centre: string) => units.filter((u) => u.centre_id === centre).map((u) => `${u.id} ${u.resource}`);
    expect(of(CENTRE)).toEqual(['montpellier-baie-1 bay', 'montpellier-baie-2 bay', 'montpellier-banc bench']);
    expect(of('nice')).toEqual(['nice-mobile mobile']);
  });

  it('gives one slot of the bench to exactly one of 20 visitors asking at once', async () => {
    const request = slot('2027-03-23T08:00:00Z', 120, ['montpellier-banc']);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => holdSlot(database.dataSource, by(request, `course-${i}`))),
    );
    expect(results.filter((r) => r.held)).toHaveLength(1);
    expect(results.filter((r) => !r.held).every((r) => !r.held && r.reason === 'slot-taken')).toBe(true);
    // A slot overlapping it by half an hour is taken too; one right after it is free.
    expect((await holdSlot(database.dataSource, slot('2027-03-23T09:30:00Z', 60, ['montpellier-banc']))).held).toBe(
      false,
    );
    expect((await holdSlot(database.dataSource, slot('2027-03-23T10:00:00Z', 60, ['montpellier-banc']))).held).toBe(
      true,
    );
  });

  it('fills each bay of a slot once: two bays, two holds, then none', async () => {
    const bays = ['montpellier-baie-1', 'montpellier-baie-2'];
    const request = slot('2027-03-24T08:00:00Z', 120, bays);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => holdSlot(database.dataSource, by(request, `baies-${i}`))),
    );
    const held = results.flatMap((r) => (r.held ? [r.unitId] : []));
    expect(held.sort()).toEqual(bays);
  });

  it('lets a hold past its ten minutes go: the next visitor takes its place, and it can no longer be confirmed', async () => {
    const request = slot('2027-03-25T08:00:00Z', 120, ['montpellier-banc']);
    const first = await holdSlot(database.dataSource, request);
    if (!first.held) throw new Error('the first hold should be taken');
    expect(first.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect((await holdSlot(database.dataSource, request)).held).toBe(false);
    // Ten minutes later, as the database's clock sees it.
    await database.dataSource.query(`UPDATE booking SET hold_expires_at = now() - interval '1 second' WHERE id = $1`, [
      first.bookingId,
    ]);
    const from = new Date('2027-03-25T00:00:00Z');
    const to = new Date('2027-03-26T00:00:00Z');
    expect(await busyPeriods(database.dataSource, CENTRE, from, to)).toEqual([]);
    const second = await holdSlot(database.dataSource, request);
    if (!second.held) throw new Error('the expired hold should not block');
    expect(await confirmHeld(database.dataSource, first.bookingId, DETAILS)).toBeNull();
    const booking = await confirmHeld(database.dataSource, second.bookingId, DETAILS);
    expect(booking).toMatchObject({
      status: 'confirmed',
      holdExpiresAt: null,
      unitId: 'montpellier-banc',
      customerName: 'Léa Martin',
      plate: 'AB-123-CD',
    });
    expect(booking!.confirmedAt).toBeInstanceOf(Date);
    expect(await confirmHeld(database.dataSource, second.bookingId, DETAILS)).toBeNull(); // already confirmed
    // A booking now, no longer a hold.
    expect(await busyPeriods(database.dataSource, CENTRE, from, to)).toEqual([
      { unitId: 'montpellier-banc', start: request.start, end: request.end, held: false },
    ]);
  });

  /** Slots of 30 minutes on one bay, each on its own: the i-th of a series starting on `day`. */
  const series = (day: number, count: number, clientKey: string) =>
    Array.from({ length: count }, (_, i) =>
      slot(
        `2027-04-${String(day + (i % 3)).padStart(2, '0')}T${String(8 + Math.floor(i / 3)).padStart(2, '0')}:00:00Z`,
        30,
        ['montpellier-baie-1'],
        clientKey,
      ),
    );

  it('lets one client hold two slots at once, counted across its parallel requests', async () => {
    const results = await Promise.all(
      series(1, LIVE_HOLDS_PER_CLIENT + 4, 'pressé').map((request) => holdSlot(database.dataSource, request)),
    );
    expect(results.filter((r) => r.held)).toHaveLength(LIVE_HOLDS_PER_CLIENT);
    expect(results.filter((r) => !r.held && r.reason === 'rate-limited')).toHaveLength(4);
  });

  it('counts a client’s holds booked within ten minutes, confirmed or not: five, then none', async () => {
    const outcomes: boolean[] = [];
    for (const request of series(5, HOLD_BURST_LIMIT + 1, 'en-série')) {
      const held = await holdSlot(database.dataSource, request);
      outcomes.push(held.held);
      if (held.held) await confirmHeld(database.dataSource, held.bookingId, DETAILS);
    }
    expect(outcomes).toEqual([...Array<boolean>(HOLD_BURST_LIMIT).fill(true), false]);
  });

  it('lets one network hold four slots at once, whatever the addresses within it', async () => {
    const requests = series(9, LIVE_HOLDS_PER_NETWORK + 4, '').map((request, i) => ({
      ...request,
      clientKey: `adresse-${i}`,
      networkKey: 'un-même-/48',
    }));
    const results = await Promise.all(requests.map((request) => holdSlot(database.dataSource, request)));
    expect(results.filter((r) => r.held)).toHaveLength(LIVE_HOLDS_PER_NETWORK);
  });

  it('refuses an overlapping booking written straight into the database', async () => {
    await expect(
      database.dataSource.query(
        `INSERT INTO booking (id, reference, centre_id, unit_id, service_slug, during, status, client_hash,
                              customer_name, phone, email)
         VALUES (gen_random_uuid(), 'RDV-DIRECT', $1, 'montpellier-banc', 'banc-de-puissance',
                 '[2027-03-23T09:00:00Z,2027-03-23T09:30:00Z)', 'confirmed', 'admin', 'Par téléphone',
                 '0600000000', 'client@example.fr')`,
        [CENTRE],
      ),
    ).rejects.toMatchObject({ driverError: { code: '23P01' } });
  });

  it.runIf(backend === 'server')('gives one slot to one visitor when two gateways take 20 requests', async () => {
    const other = await open();
    try {
      const request = slot('2027-03-26T08:00:00Z', 60, ['montpellier-banc']);
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => holdSlot((i % 2 ? other : database).dataSource, request)),
      );
      expect(results.filter((r) => r.held)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
