import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { Booking, type BookingStatus } from '../../entities/booking.js';
import type { BusyPeriod } from './availability.js';

/** How long a visitor keeps a slot while giving their details (issue 27: ten minutes). */
export const HOLD_MINUTES = 10;
/** Holds one client may take within `HOLD_WINDOW_MINUTES`: a visitor changing their mind, not a script emptying the agenda. */
export const HOLD_BURST_LIMIT = 5;
export const HOLD_WINDOW_MINUTES = 10;

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
  /** The client's key (auth/client-key.ts), for the limit of holds. */
  clientKey: string;
  centreId: string;
  /** The units of the service's resource that are free for the slot, the preferred first. */
  unitIds: readonly string[];
  serviceSlug: string;
  start: Date;
  end: Date;
  vehicle?: string | null;
  work?: string | null;
}

export type HoldResult =
  | { held: true; bookingId: string; reference: string; unitId: string; expiresAt: Date }
  | { held: false; reason: 'slot-taken' | 'rate-limited' };

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
 * Holds a slot for `HOLD_MINUTES` on the first of its units that the database accepts. Each unit is tried in a
 * transaction of its own: the client's recent holds are counted under a lock on its key (so that parallel requests
 * of one client count each other), holds past their expiry on that place are set aside (`expired`), then the hold is
 * inserted; if another booking or live hold overlaps it, the exclusion constraint refuses the row and the next unit
 * is tried. Times come from the database's clock, the same for every gateway.
 */
export async function holdSlot(db: DataSource, request: SlotRequest): Promise<HoldResult> {
  const during = range(request.start, request.end);
  const id = randomUUID();
  const reference = bookingReference();
  const taken = await onFirstFreeUnit(request.unitIds, (unitId) =>
    db.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`booking:${request.clientKey}`]);
      const [{ recent }] = (await manager.query(
        `SELECT count(*)::int AS recent FROM booking
            WHERE client_hash = $1 AND created_at > now() - make_interval(mins => $2) AND released_at IS NULL`,
        [request.clientKey, HOLD_WINDOW_MINUTES],
      )) as [{ recent: number }];
      if (recent >= HOLD_BURST_LIMIT) return null;
      await setAsideExpiredHolds(manager, unitId, during);
      const rows = (await manager.query(
        `INSERT INTO booking (id, reference, centre_id, unit_id, service_slug, during, status, hold_expires_at,
                                client_hash, vehicle, work)
           VALUES ($1, $2, $3, $4, $5, $6::tstzrange, 'held', now() + make_interval(mins => $7), $8, $9, $10)
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
          request.vehicle ?? null,
          request.work ?? null,
        ],
      )) as { hold_expires_at: Date }[];
      return new Date(rows[0]!.hold_expires_at);
    }),
  );
  if (!taken) return { held: false, reason: 'slot-taken' };
  if (!taken.result) return { held: false, reason: 'rate-limited' };
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

/** Holds past their expiry on a unit over a period give way to the booking about to take it. */
export async function setAsideExpiredHolds(db: Pick<EntityManager, 'query'>, unitId: string, during: string) {
  await db.query(
    `UPDATE booking SET status = 'expired'
      WHERE unit_id = $1 AND status = 'held' AND hold_expires_at <= now() AND during && $2::tstzrange`,
    [unitId, during],
  );
}

/** What a visitor gives to confirm (`checkBookingDetails`). */
export interface ConfirmationDetails {
  name: string;
  phone: string;
  email: string;
  plate: string | null;
  mileageKm: number | null;
  /** The mobile centre's visit: where to go. */
  address?: string | null;
}

/**
 * Confirms a hold still live with the visitor's details: it becomes a booking. Null when the hold is unknown,
 * already confirmed, or expired (then its place may have been taken since).
 */
export async function confirmHold(
  db: Pick<EntityManager, 'query' | 'getRepository'>,
  bookingId: string,
  details: ConfirmationDetails,
): Promise<Booking | null> {
  const result = (await db.query(
    `UPDATE booking
        SET status = 'confirmed', hold_expires_at = NULL, confirmed_at = now(),
            customer_name = $2, phone = $3, email = $4, plate = $5, mileage_km = $6, address = $7
      WHERE id = $1 AND status = 'held' AND hold_expires_at > now()
      RETURNING id`,
    [bookingId, details.name, details.phone, details.email, details.plate, details.mileageKm, details.address ?? null],
  )) as [{ id: string }[], number];
  // An UPDATE … RETURNING gives [rows, count] through TypeORM's PostgreSQL driver.
  if (result[1] === 0) return null;
  return db.getRepository(Booking).findOneByOrFail({ id: bookingId });
}

/** What takes a centre's units between two instants: bookings, and holds not yet expired; but `ignoring`'s. */
export async function busyPeriods(
  db: DataSource,
  centreId: string,
  from: Date,
  to: Date,
  ignoring?: string,
): Promise<BusyPeriod[]> {
  const rows = (await db.query(
    `SELECT unit_id, lower(during) AS start, upper(during) AS "end"
       FROM booking
      WHERE centre_id = $1 AND during && $2::tstzrange
        AND (status = ANY($3) OR (status = 'held' AND hold_expires_at > now()))
        AND id IS DISTINCT FROM $4::uuid`,
    [centreId, range(from, to), TAKING, ignoring ?? null],
  )) as { unit_id: string; start: Date; end: Date }[];
  return rows.map((row) => ({ unitId: row.unit_id, start: new Date(row.start), end: new Date(row.end) }));
}
