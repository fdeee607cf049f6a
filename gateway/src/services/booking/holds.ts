import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { Booking, type BookingStatus } from '../../entities/booking.js';
import type { BusyPeriod } from './availability.js';

/** How long a visitor keeps a slot while giving their details (issue 27: ten minutes). */
export const HOLD_MINUTES = 10;

/** PostgreSQL's SQLSTATE for a row an exclusion constraint refuses. */
const EXCLUSION_VIOLATION = '23P01';

/** Statuses that take their unit's time: a hold counts only until it expires. */
const TAKING: readonly BookingStatus[] = ['confirmed', 'honoured', 'missed'];

export interface SlotRequest {
  centreId: string;
  /** The units of the service's resource that are free for the slot, the preferred first. */
  unitIds: readonly string[];
  serviceSlug: string;
  start: Date;
  end: Date;
}

export type HoldResult =
  | { held: true; bookingId: string; reference: string; unitId: string; expiresAt: Date }
  | { held: false; reason: 'slot-taken' };

/** « RDV- » and six letters or digits a phone reads back without confusion (no 0/O, 1/I). */
export function bookingReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomUUID().replace(/-/g, '');
  let code = '';
  for (let i = 0; i < 6; i++) code += alphabet[parseInt(bytes.slice(i * 2, i * 2 + 2), 16) % alphabet.length];
  return `RDV-${code}`;
}

const range = (start: Date, end: Date) => `[${start.toISOString()},${end.toISOString()})`;

const isExclusionViolation = (error: unknown) =>
  (error as { driverError?: { code?: string }; code?: string } | null)?.driverError?.code === EXCLUSION_VIOLATION ||
  (error as { code?: string } | null)?.code === EXCLUSION_VIOLATION;

/**
 * Holds a slot for `HOLD_MINUTES` on the first of its units that the database accepts. Each unit is tried in a
 * transaction of its own: holds past their expiry on that place are set aside (`expired`), then the hold is inserted;
 * if another booking or live hold overlaps it, the exclusion constraint refuses the row and the next unit is tried.
 * Times come from the database's clock, the same for every gateway.
 */
export async function holdSlot(db: DataSource, request: SlotRequest): Promise<HoldResult> {
  const during = range(request.start, request.end);
  for (const unitId of request.unitIds) {
    const id = randomUUID();
    const reference = bookingReference();
    try {
      const rows = await db.transaction(async (manager) => {
        await manager.query(
          `UPDATE booking SET status = 'expired'
            WHERE unit_id = $1 AND status = 'held' AND hold_expires_at <= now() AND during && $2::tstzrange`,
          [unitId, during],
        );
        return (await manager.query(
          `INSERT INTO booking (id, reference, centre_id, unit_id, service_slug, during, status, hold_expires_at)
           VALUES ($1, $2, $3, $4, $5, $6::tstzrange, 'held', now() + make_interval(mins => $7))
           RETURNING hold_expires_at`,
          [id, reference, request.centreId, unitId, request.serviceSlug, during, HOLD_MINUTES],
        )) as { hold_expires_at: Date }[];
      });
      return { held: true, bookingId: id, reference, unitId, expiresAt: new Date(rows[0]!.hold_expires_at) };
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
    }
  }
  return { held: false, reason: 'slot-taken' };
}

/**
 * Confirms a hold still live: it becomes a booking. Null when the hold is unknown, already confirmed, or expired
 * (then its place may have been taken since).
 */
export async function confirmHold(db: DataSource, bookingId: string): Promise<Booking | null> {
  const rows = (await db.query(
    `UPDATE booking SET status = 'confirmed', hold_expires_at = NULL
      WHERE id = $1 AND status = 'held' AND hold_expires_at > now()
      RETURNING id`,
    [bookingId],
  )) as [unknown[], number] | { id: string }[];
  // TypeORM returns [rows, count] for an UPDATE … RETURNING on PostgreSQL.
  const updated = Array.isArray(rows[0]) ? (rows[0] as { id: string }[]) : (rows as { id: string }[]);
  if (updated.length === 0) return null;
  return db.getRepository(Booking).findOneByOrFail({ id: bookingId });
}

/** What takes a centre's units between two instants: bookings, and holds not yet expired. */
export async function busyPeriods(db: DataSource, centreId: string, from: Date, to: Date): Promise<BusyPeriod[]> {
  const rows = (await db.query(
    `SELECT unit_id, lower(during) AS start, upper(during) AS "end"
       FROM booking
      WHERE centre_id = $1 AND during && $2::tstzrange
        AND (status = ANY($3) OR (status = 'held' AND hold_expires_at > now()))`,
    [centreId, range(from, to), TAKING],
  )) as { unit_id: string; start: Date; end: Date }[];
  return rows.map((row) => ({ unitId: row.unit_id, start: new Date(row.start), end: new Date(row.end) }));
}
