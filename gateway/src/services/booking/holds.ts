import { randomUUID } from 'node:crypto';
import type { BookingDetails } from '@garage/contract/booking-form';
import type { DataSource, EntityManager } from 'typeorm';
import { Booking, type BookingStatus } from '../../entities/booking.js';
import type { BenchRun, BusyPeriod } from './availability.js';

/** How long a visitor keeps a slot while giving their details (issue 27: ten minutes). */
export const HOLD_MINUTES = 10;

/*
 * The limits of online booking (decision 043). A client is its address (an IPv6 /64), its network an IPv6 /48 (an
 * IPv4 address again). Holds are counted while they take time: `held` and before `hold_expires_at`, which covers
 * both the ten minutes of the form and the half hour a booking waits for the link of its e-mail.
 */
/** Holds one client may take within `HOLD_WINDOW_MINUTES`: a visitor changing their mind, not a script emptying the agenda. */
export const HOLD_BURST_LIMIT = 5;
/** The same over a whole network: a home or an office, several people booking at once. */
export const NETWORK_BURST_LIMIT = 10;
export const HOLD_WINDOW_MINUTES = 10;
/** Live holds one client may have at once: two cars booked one after the other, each awaiting its e-mail. */
export const LIVE_HOLDS_PER_CLIENT = 2;
export const LIVE_HOLDS_PER_NETWORK = 4;
/**
 * The share of a centre's free time on a day (its units × its working day, for the resource asked, less what is
 * booked) that live holds may take before a new hold of that day is refused: strangers, however many, keep at most
 * this (and one job) from being booked.
 */
export const CENTRE_DAY_SHARE = 1 / 3;
/** How long a booking whose details were given waits for its visitor to open the link of their e-mail. */
export const CONFIRM_BY_EMAIL_MINUTES = 30;
/** Bookings one mailbox may have waiting for their link at once. */
export const AWAITING_PER_MAILBOX = 2;

/** PostgreSQL's SQLSTATE for a row an exclusion constraint refuses. */
const EXCLUSION_VIOLATION = '23P01';
/**
 * PostgreSQL's SQLSTATE for a deadlock. Two transactions writing overlapping rows at once each check the exclusion
 * constraint against the other's row, not yet committed, and wait for it: the database cancels one of them.
 */
const DEADLOCK = '40P01';
/** Tries of one unit that the database cancelled as a deadlock, before it counts as taken. */
const DEADLOCK_TRIES = 3;

/** Statuses that take their unit's time: a hold counts only until it expires. */
const TAKING: readonly BookingStatus[] = ['confirmed', 'honoured', 'missed'];

export interface SlotRequest {
  /** The client's key and its network's (auth/client-key.ts), for the limits of holds. */
  clientKey: string;
  networkKey: string;
  centreId: string;
  /** The day the slot starts on, as the centre works it (`workingDay`), and how many units its resource has then. */
  day: { start: Date; end: Date; minutes: number; units: number; resource: string };
  /** The units of the service's resource that are free for the slot, the preferred first. */
  unitIds: readonly string[];
  serviceSlug: string;
  start: Date;
  end: Date;
  vehicle?: string | null;
  /** The engine page's path when the catalogue knows it (then `vehicle` is the catalogue's name). */
  enginePath?: string | null;
  /** The vehicle's type when known: the work time `start`–`end` was computed for. */
  vehicleType?: string | null;
  /** Its runs on the bench before and after the work (a remap measured on the bench), taken with it. */
  benchRuns?: readonly BenchRun[];
  /**
   * Whether taking `taken` (this hold's periods) would leave the day without a free start of the service because of
   * others' live holds (with only the bookings, it would keep one), read with `db`, the hold's transaction; not
   * checked when absent.
   */
  closesDayByHolds?: (db: Pick<EntityManager, 'query'>, taken: readonly BusyPeriod[]) => Promise<boolean>;
  work?: string | null;
  /** The grid's price of the stage booked from an engine page, and its currency (decision 052). */
  quoted?: { price: number; currency: string } | null;
}

export type HoldResult =
  | { held: true; bookingId: string; reference: string; unitId: string; expiresAt: Date }
  | { held: false; reason: 'slot-taken' | 'rate-limited' | 'centre-busy' };

/** « RDV- » and six letters or digits a phone reads back without confusion (no 0/O, 1/I). */
export function bookingReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomUUID().replace(/-/g, '');
  let code = '';
  for (let i = 0; i < 6; i++) code += alphabet[parseInt(bytes.slice(i * 2, i * 2 + 2), 16) % alphabet.length];
  return `RDV-${code}`;
}

export const range = (start: Date, end: Date) => `[${start.toISOString()},${end.toISOString()})`;

const sqlState = (error: unknown) =>
  (error as { driverError?: { code?: string } } | null)?.driverError?.code ?? (error as { code?: string } | null)?.code;

/**
 * Runs `attempt` (a transaction that writes the booking on a unit) on each unit in turn, and gives the first unit the
 * database accepted with what its attempt returned; undefined when the exclusion constraint refused every unit. A
 * transaction cancelled as a deadlock runs again on the same unit: the other one, which the database let go on, has
 * then either taken the unit (the retry meets the constraint and the next unit is tried) or not.
 */
export async function onFirstFreeUnit<T>(
  unitIds: readonly string[],
  attempt: (unitId: string) => Promise<T>,
): Promise<{ unitId: string; result: T } | undefined> {
  for (const unitId of unitIds) {
    for (let tries = 1; ; tries++) {
      try {
        return { unitId, result: await attempt(unitId) };
      } catch (error) {
        const state = sqlState(error);
        if (state === DEADLOCK && tries < DEADLOCK_TRIES) continue;
        if (state === EXCLUSION_VIOLATION || state === DEADLOCK) break;
        throw error;
      }
    }
  }
  return undefined;
}

/**
 * Whether the client or its network is past its limits of recent holds (made within `HOLD_WINDOW_MINUTES`, not given
 * back) or live ones. Read once without locks by `requestHold`, so that a script past them is refused before the free
 * slots are computed for it, which costs far more; and again under `holdSlot`'s locks, which is what holds.
 */
export async function overClientLimits(
  db: Pick<EntityManager, 'query'>,
  { clientKey, networkKey }: { clientKey: string; networkKey: string },
): Promise<boolean> {
  const [counts] = (await db.query(
    `SELECT count(*) FILTER (WHERE client_hash = $1 AND recent)::int AS client_recent,
            count(*) FILTER (WHERE network_hash = $2 AND recent)::int AS network_recent,
            count(*) FILTER (WHERE client_hash = $1 AND live)::int AS client_live,
            count(*) FILTER (WHERE network_hash = $2 AND live)::int AS network_live
       FROM (SELECT client_hash, network_hash,
                    created_at > now() - make_interval(mins => $3) AND released_at IS NULL AS recent,
                    status = 'held' AND hold_expires_at > now() AS live
               FROM booking
              WHERE (client_hash = $1 OR network_hash = $2) AND created_at > now() - interval '1 day') AS mine`,
    [clientKey, networkKey, HOLD_WINDOW_MINUTES],
  )) as [{ client_recent: number; network_recent: number; client_live: number; network_live: number }];
  return (
    counts.client_recent >= HOLD_BURST_LIMIT ||
    counts.network_recent >= NETWORK_BURST_LIMIT ||
    counts.client_live >= LIVE_HOLDS_PER_CLIENT ||
    counts.network_live >= LIVE_HOLDS_PER_NETWORK
  );
}

/**
 * Why a new hold of `unitId` is refused, or null: the client's or its network's recent and live holds; the share of
 * the centre's day live holds already take, out of the time not booked yet, on the units of the resource asked (a
 * remap's bench runs count on the bench); a day others' holds and this one would leave without a free start
 * (`closesDayByHolds`). Counted under locks taken in this order (client, network, centre's day) and kept until the
 * hold is written, so parallel requests count each other.
 */
async function holdRefusal(
  manager: Pick<EntityManager, 'query'>,
  request: SlotRequest,
  unitId: string,
): Promise<'rate-limited' | 'centre-busy' | null> {
  const dayKey = `booking-day:${request.centreId}:${request.day.resource}:${request.day.start.toISOString()}`;
  for (const key of [`booking:${request.clientKey}`, `booking-network:${request.networkKey}`, dayKey])
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
  if (await overClientLimits(manager, request)) return 'rate-limited';
  const day = range(request.day.start, request.day.end);
  const [{ held, booked }] = (await manager.query(
    `SELECT coalesce(sum(minutes) FILTER (WHERE status = 'held'), 0) AS held,
            coalesce(sum(minutes) FILTER (WHERE status <> 'held'), 0) AS booked
       FROM (SELECT b.status,
                    extract(epoch FROM upper(uu.during * $3::tstzrange) - lower(uu.during * $3::tstzrange)) / 60
                      AS minutes
               FROM booking_unit_use uu
               JOIN booking b ON b.id = uu.booking_id
               JOIN booking_unit u ON u.id = uu.unit_id
              WHERE b.centre_id = $1 AND u.resource = $2 AND uu.live AND uu.during && $3::tstzrange
                AND (b.status = ANY($4) OR (b.status = 'held' AND b.hold_expires_at > now()))) AS taking`,
    [request.centreId, request.day.resource, day, TAKING],
  )) as [{ held: string | number; booked: string | number }];
  const free = request.day.units * request.day.minutes - Number(booked);
  if (Number(held) >= free * CENTRE_DAY_SHARE) return 'centre-busy';
  // Others' holds may pass the share by one job only, yet four two-hour holds, each in the middle of an opening
  // period of one of two bays, leave a day without a single free start: a hold that would close the day with others'
  // pending holds is refused. (The last start of a day that bookings and closures fill may still be held.)
  if (Number(held) > 0 && request.closesDayByHolds) {
    const taken: BusyPeriod[] = [
      { unitId, start: request.start, end: request.end },
      ...(request.benchRuns ?? []).map((run) => ({ unitId: run.unitIds[0]!, start: run.start, end: run.end })),
    ];
    if (await request.closesDayByHolds(manager, taken)) return 'centre-busy';
  }
  return null;
}

/**
 * Holds a slot for `HOLD_MINUTES` on the first of its units that the database accepts. Each unit is tried in a
 * transaction of its own: the limits are checked (`holdRefusal`), holds past their expiry on that place are set
 * aside (`expired`), then the hold is inserted; if another booking or live hold overlaps it, the exclusion
 * constraint refuses the row and the next unit is tried. Times come from the database's clock, the same for every
 * gateway.
 */
export async function holdSlot(db: DataSource, request: SlotRequest): Promise<HoldResult> {
  const during = range(request.start, request.end);
  const id = randomUUID();
  const reference = bookingReference();
  const taken = await onFirstFreeUnit(request.unitIds, (unitId) =>
    db.transaction(async (manager) => {
      const refusal = await holdRefusal(manager, request, unitId);
      if (refusal) return refusal;
      await setAsideExpiredHolds(manager, unitId, during);
      const rows = (await manager.query(
        `INSERT INTO booking (id, reference, centre_id, unit_id, service_slug, during, status, hold_expires_at,
                                client_hash, network_hash, vehicle, work, quoted_price, quoted_currency, engine_path,
                                vehicle_type)
           VALUES ($1, $2, $3, $4, $5, $6::tstzrange, 'held', now() + make_interval(mins => $7), $8, $9, $10, $11,
                   $12, $13, $14, $15)
           RETURNING hold_expires_at`,
        [
          id,
          reference,
          request.centreId,
          unitId,
          request.serviceSlug,
          during,
          HOLD_MINUTES,
          request.clientKey,
          request.networkKey,
          request.vehicle ?? null,
          request.work ?? null,
          request.quoted?.price ?? null,
          request.quoted?.currency ?? null,
          request.enginePath ?? null,
          request.vehicleType ?? null,
        ],
      )) as { hold_expires_at: Date }[];
      if (request.benchRuns) await takeBenchRuns(manager, id, request.benchRuns);
      return new Date(rows[0]!.hold_expires_at);
    }),
  );
  if (!taken) return { held: false, reason: 'slot-taken' };
  if (!(taken.result instanceof Date)) return { held: false, reason: taken.result };
  return { held: true, bookingId: id, reference, unitId: taken.unitId, expiresAt: taken.result };
}

/**
 * Gives back a hold still live before its ten minutes, when its visitor chooses another time: it ends as an expired
 * hold does, and its place is free at once. False when the hold is unknown, confirmed or already past. It no longer
 * counts among the client's recent holds (`released_at`): a visitor changing their mind is never locked out, and a
 * hold given back takes nothing from anyone.
 */
export async function releaseHold(db: Pick<EntityManager, 'query'>, bookingId: string): Promise<boolean> {
  const [, count] = (await db.query(
    `UPDATE booking SET status = 'expired', released_at = now()
      WHERE id = $1 AND status = 'held' AND hold_expires_at > now()
      RETURNING id`,
    [bookingId],
  )) as [unknown[], number];
  return count > 0;
}

/**
 * Holds past their expiry that use a unit over a period (as their own unit or for a bench run) give way to the
 * booking about to take it: set aside, every use of theirs stops counting (the trigger of migration 1795003100000).
 */
export async function setAsideExpiredHolds(db: Pick<EntityManager, 'query'>, unitId: string, during: string) {
  await db.query(
    `UPDATE booking SET status = 'expired'
      WHERE status = 'held' AND hold_expires_at <= now()
        AND id IN (SELECT booking_id FROM booking_unit_use
                    WHERE unit_id = $1 AND live AND during && $2::tstzrange)`,
    [unitId, during],
  );
}

/**
 * Writes a booking's bench runs, each on the first of its free benches, in the transaction that writes or moves the
 * booking (its previous runs replaced). A bench taken meanwhile makes the exclusion constraint refuse the run, and
 * with it the whole transaction: the caller tries another unit or says the slot was taken.
 */
export async function takeBenchRuns(
  manager: Pick<EntityManager, 'query'>,
  bookingId: string,
  runs: readonly BenchRun[] | undefined,
): Promise<void> {
  await manager.query(`DELETE FROM booking_unit_use WHERE booking_id = $1 AND part <> 'main'`, [bookingId]);
  for (const run of runs ?? []) {
    const during = range(run.start, run.end);
    const unitId = run.unitIds[0]!;
    await setAsideExpiredHolds(manager, unitId, during);
    // Raw: the period is a tstzrange, and the exclusion constraint refuses an overlap (decision 040).
    await manager.query(
      `INSERT INTO booking_unit_use (booking_id, part, unit_id, during, live)
       VALUES ($1, $2, $3, $4::tstzrange, true)`,
      [bookingId, run.part, unitId, during],
    );
  }
}

/** What a visitor gives to confirm, as `checkBookingDetails` answers it; the address is the mobile centre's alone. */
export type ConfirmationDetails = Omit<BookingDetails, 'address'> & Partial<Pick<BookingDetails, 'address'>>;

export type DetailsResult =
  | { kind: 'awaiting'; booking: Booking; confirmBy: Date; first: boolean }
  | { kind: 'mailbox-limit' }
  | { kind: 'gone' };

/**
 * Writes the visitor's details on a hold still live: it then waits `CONFIRM_BY_EMAIL_MINUTES` for the link of their
 * e-mail (still `held`, so it keeps its place and counts among live holds). Given again for the same hold (a second
 * click), it answers the same without a second e-mail (`first` false). Refused when the mailbox has
 * `AWAITING_PER_MAILBOX` bookings waiting already; `gone` when the hold is unknown, confirmed or expired.
 */
export async function giveDetails(
  db: Pick<EntityManager, 'query' | 'getRepository'>,
  bookingId: string,
  details: ConfirmationDetails,
  mailbox: string,
): Promise<DetailsResult> {
  await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`booking-mailbox:${mailbox}`]);
  const [current] = (await db.query(
    `SELECT details_at IS NOT NULL AS given FROM booking
      WHERE id = $1 AND status = 'held' AND hold_expires_at > now() FOR UPDATE`,
    [bookingId],
  )) as { given: boolean }[];
  if (!current) return { kind: 'gone' };
  if (!current.given) {
    const [{ waiting }] = (await db.query(
      `SELECT count(*)::int AS waiting FROM booking
        WHERE mailbox_key = $1 AND status = 'held' AND details_at IS NOT NULL AND hold_expires_at > now()`,
      [mailbox],
    )) as [{ waiting: number }];
    if (waiting >= AWAITING_PER_MAILBOX) return { kind: 'mailbox-limit' };
    await db.query(
      `UPDATE booking
          SET details_at = now(), hold_expires_at = now() + make_interval(mins => $9), mailbox_key = $8,
              customer_name = $2, phone = $3, email = $4, plate = $5, mileage_km = $6, address = $7
        WHERE id = $1`,
      [
        bookingId,
        details.name,
        details.phone,
        details.email,
        details.plate,
        details.mileageKm,
        details.address ?? null,
        mailbox,
        CONFIRM_BY_EMAIL_MINUTES,
      ],
    );
  }
  const booking = await db.getRepository(Booking).findOneByOrFail({ id: bookingId });
  return { kind: 'awaiting', booking, confirmBy: booking.holdExpiresAt!, first: !current.given };
}

/**
 * The visitor opened the link of their e-mail: a booking waiting for it becomes confirmed. Null when it was not
 * waiting (already confirmed, or its half hour passed and its place was given back).
 */
export async function confirmAwaiting(
  db: Pick<EntityManager, 'query' | 'getRepository'>,
  bookingId: string,
): Promise<Booking | null> {
  const [, count] = (await db.query(
    `UPDATE booking SET status = 'confirmed', hold_expires_at = NULL, confirmed_at = now()
      WHERE id = $1 AND status = 'held' AND details_at IS NOT NULL AND hold_expires_at > now()
      RETURNING id`,
    [bookingId],
  )) as [unknown[], number];
  if (count === 0) return null;
  return db.getRepository(Booking).findOneByOrFail({ id: bookingId });
}

/** What takes a centre's units between two instants: bookings, and holds not yet expired; but `ignoring`'s. */
export async function busyPeriods(
  db: Pick<EntityManager, 'query'>,
  centreId: string,
  from: Date,
  to: Date,
  ignoring?: string,
): Promise<BusyPeriod[]> {
  // Every use of a unit, a remap's bench runs included.
  const rows = (await db.query(
    `SELECT u.unit_id, lower(u.during) AS start, upper(u.during) AS "end", b.status = 'held' AS held
       FROM booking_unit_use u JOIN booking b ON b.id = u.booking_id
      WHERE b.centre_id = $1 AND u.live AND u.during && $2::tstzrange
        AND (b.status = ANY($3) OR (b.status = 'held' AND b.hold_expires_at > now()))
        AND b.id IS DISTINCT FROM $4::uuid`,
    [centreId, range(from, to), TAKING, ignoring ?? null],
  )) as { unit_id: string; start: Date; end: Date; held: boolean }[];
  return rows.map((row) => ({
    unitId: row.unit_id,
    start: new Date(row.start),
    end: new Date(row.end),
    held: row.held,
  }));
}
