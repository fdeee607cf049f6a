import { NotFoundError } from '../../lib/domain-errors.js';
import { isUuid } from '../../lib/uuid.js';
import { recordAudit } from '../admin/audit.js';
import { requireCentre, type Actor } from '../admin/permissions.js';
import { centreFor, type AgendaServices } from './agenda.js';
import { clockTime, localParts } from './availability.js';
import { timeZoneOf } from './booking-slots.js';

/**
 * What is being booked online at a centre right now (decision 043): holds of visitors filling in the form, and
 * bookings whose details were given, waiting for the link of their e-mail. They take their place until they expire;
 * the centre sees them, and may give one back (a script's, or a visitor who called to book instead).
 */
export interface PendingHold {
  id: string;
  reference: string;
  /** `form`: the visitor is giving their details; `email`: they were given, the e-mail's link is not opened yet. */
  stage: 'form' | 'email';
  serviceName: string;
  unitLabel: string;
  date: string;
  time: string;
  /** When it is given back on its own, if nothing happens (ISO 8601). */
  expiresAt: Date;
  customerName: string | null;
  email: string | null;
}

/** The most a centre's list shows: the holds its days' shares allow, with room. */
export const PENDING_HOLDS_MAX = 200;

export async function pendingHolds(services: AgendaServices, actor: Actor, centreId: string): Promise<PendingHold[]> {
  const centre = await centreFor(services, actor, centreId);
  const { services: offered } = await services.reference.get();
  const rows = (await services.dataSource.query(
    `SELECT b.id, b.reference, b.service_slug, u.label AS unit_label, b.details_at IS NOT NULL AS given,
            b.hold_expires_at, b.customer_name, b.email, lower(b.during) AS start
       FROM booking b JOIN booking_unit u ON u.id = b.unit_id
      WHERE b.centre_id = $1 AND b.status = 'held' AND b.hold_expires_at > now()
      ORDER BY lower(b.during), b.id
      LIMIT $2`,
    [centre.id, PENDING_HOLDS_MAX],
  )) as {
    id: string;
    reference: string;
    service_slug: string;
    unit_label: string;
    given: boolean;
    hold_expires_at: Date;
    customer_name: string | null;
    email: string | null;
    start: Date;
  }[];
  return rows.map((row) => {
    const start = localParts(new Date(row.start), timeZoneOf(centre));
    return {
      id: row.id,
      reference: row.reference,
      stage: row.given ? 'email' : 'form',
      serviceName: offered.find((s) => s.slug === row.service_slug)?.name ?? row.service_slug,
      unitLabel: row.unit_label,
      date: start.date,
      time: clockTime(start.minutes),
      expiresAt: new Date(row.hold_expires_at),
      customerName: row.customer_name,
      email: row.email,
    };
  });
}

export const PENDING_HOLD_GONE = 'Cette réservation en cours n’existe plus : confirmée, expirée ou déjà libérée.';

/**
 * Gives a hold or an unconfirmed booking back: its place is free at once, as when a visitor chooses « Changer ». Its
 * link then says its place was given back. Audited. Refused for another centre's; not found when no longer pending.
 */
export async function releasePendingHold(services: AgendaServices, actor: Actor, id: string): Promise<void> {
  if (!isUuid(id)) throw new NotFoundError(PENDING_HOLD_GONE);
  await services.dataSource.transaction(async (manager) => {
    const [row] = (await manager.query(
      `SELECT centre_id, reference FROM booking
        WHERE id = $1 AND status = 'held' AND hold_expires_at > now() FOR UPDATE`,
      [id],
    )) as { centre_id: string; reference: string }[];
    if (!row) throw new NotFoundError(PENDING_HOLD_GONE);
    requireCentre(actor, row.centre_id);
    await manager.query(`UPDATE booking SET status = 'expired', released_at = now() WHERE id = $1`, [id]);
    await recordAudit(manager, actor.username, {
      action: 'booking-hold-release',
      summary: `Réservation en cours ${row.reference} libérée`,
      centreId: row.centre_id,
      details: { booking: id },
    });
  });
}
