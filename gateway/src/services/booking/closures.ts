import { CLOSURE_REASON_MAX } from '@garage/contract/form-limits';
import { mailboxKey } from '@garage/contract/email-address';
import type { Centre } from '../../entities/centre.js';
import { BookingClosure, BookingUnit } from '../../entities/booking.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../lib/domain-errors.js';
import { recordAudit } from '../admin/audit.js';
import { requireCentre, type Actor } from '../admin/permissions.js';
import { bookingClosureNotice } from '../mail/booking/changes.js';
import { domainOf, queueMails } from '../mail/outbox.js';
import { centreFor, closureDays, isLocalDate, type AgendaServices } from './agenda.js';
import { addDays, clockTime, localParts, zonedInstant } from './availability.js';
import { loadBooking } from './booking-changes.js';
import { bookingFacts } from './booking-facts.js';
import { changeLink } from './booking-links.js';
import { timeZoneOf } from './booking-slots.js';
import { range } from './holds.js';

/*
 * Closures entered in the agenda: days a centre, or one of its units, takes no booking. The free slots leave them out
 * (`booking-slots.ts`); the agenda lists those of today and to come.
 */

export interface ClosureRequest {
  centre: string;
  startsOn: string;
  endsOn: string;
  reason: string;
  unit?: string | null;
  /** The staff saw the bookings of those days (`closureConflicts`) and close all the same. */
  overBookings?: boolean | null;
  /** Tell those visitors by e-mail, with their link to choose another time. */
  tellVisitors?: boolean | null;
}

/** A booking that a closure would fall on, as the agenda names it. */
export interface ClosureConflict {
  id: string;
  reference: string;
  date: string;
  time: string;
  customerName: string;
  /** Whether the visitor can be told by e-mail. */
  hasEmail: boolean;
}

/**
 * The bookings to come on the days a closure would take (on its unit, or any unit of the centre), so that the staff
 * see them before closing: the closure does not cancel them.
 */
async function conflictsOf(
  services: AgendaServices,
  centre: Centre,
  request: ClosureRequest,
): Promise<ClosureConflict[]> {
  const timeZone = timeZoneOf(centre);
  const from = zonedInstant(request.startsOn, 0, timeZone)!;
  const to = zonedInstant(addDays(request.endsOn, 1), 0, timeZone)!;
  // Overlap with a period: the database compares the ranges.
  const rows = (await services.dataSource.query(
    `SELECT id, reference, customer_name, email IS NOT NULL AS has_email, lower(during) AS start
       FROM booking
      WHERE centre_id = $1 AND status = 'confirmed' AND during && $2::tstzrange AND upper(during) > now()
        AND ($3::text IS NULL OR id IN (SELECT booking_id FROM booking_unit_use
                                         WHERE unit_id = $3 AND during && $2::tstzrange))
      ORDER BY lower(during)`,
    [centre.id, range(from, to), request.unit || null],
  )) as { id: string; reference: string; customer_name: string; has_email: boolean; start: Date }[];
  return rows.map((row) => {
    const local = localParts(new Date(row.start), timeZone);
    return {
      id: row.id,
      reference: row.reference,
      date: local.date,
      time: clockTime(local.minutes),
      customerName: row.customer_name,
      hasEmail: row.has_email,
    };
  });
}

/** The bookings a closure would fall on, shown before it is saved. */
export async function closureConflicts(
  services: AgendaServices,
  actor: Actor,
  request: ClosureRequest,
): Promise<ClosureConflict[]> {
  const centre = await centreFor(services, actor, request.centre);
  if (!isLocalDate(request.startsOn) || !isLocalDate(request.endsOn) || request.endsOn < request.startsOn) return [];
  return conflictsOf(services, centre, request);
}

/**
 * Days the centre, or one of its units, takes no booking: leave, a movable holiday, a bench under repair. Over days
 * that already have bookings it is refused until the staff say they saw them (`overBookings`); then, if asked, each
 * of those visitors is told by e-mail, with their link to choose another time, in the closure's transaction.
 */
export async function addClosure(services: AgendaServices, actor: Actor, request: ClosureRequest): Promise<number> {
  const centre = await centreFor(services, actor, request.centre);
  const fields: Record<string, string> = {};
  if (!isLocalDate(request.startsOn)) fields.startsOn = 'Indiquez le premier jour de fermeture.';
  if (!isLocalDate(request.endsOn)) fields.endsOn = 'Indiquez le dernier jour de fermeture.';
  else if (isLocalDate(request.startsOn) && request.endsOn < request.startsOn)
    fields.endsOn = 'Le dernier jour doit suivre le premier.';
  const reason = request.reason.trim();
  if (!reason) fields.reason = 'Indiquez le motif (congés, banc en réparation…).';
  else if (reason.length > CLOSURE_REASON_MAX) fields.reason = `Motif : ${CLOSURE_REASON_MAX} caractères au plus.`;
  if (request.unit) {
    const ours = await services.dataSource
      .getRepository(BookingUnit)
      .existsBy({ id: request.unit, centreId: centre.id });
    if (!ours) fields.unit = 'Cet équipement n’est pas celui de ce centre.';
  }
  const first = Object.values(fields)[0];
  if (first) throw new InvalidInputError(first, fields);
  const conflicts = await conflictsOf(services, centre, request);
  if (conflicts.length > 0 && !request.overBookings) {
    throw new ConflictError(
      conflicts.length === 1
        ? '1 rendez-vous est pris ces jours-là : voyez-le avant de fermer.'
        : `${conflicts.length} rendez-vous sont pris ces jours-là : voyez-les avant de fermer.`,
    );
  }
  const { site } = await services.reference.get();
  const told = request.tellVisitors ? conflicts.filter((c) => c.hasEmail) : [];
  const loaded = await Promise.all(told.map((c) => loadBooking(services, c.id)));
  const saved = await services.dataSource.transaction(async (manager) => {
    const { id } = await manager.getRepository(BookingClosure).save({
      centreId: centre.id,
      unitId: request.unit || null,
      startsOn: request.startsOn,
      endsOn: request.endsOn,
      reason,
    });
    const mails = loaded.flatMap((booking) => {
      if (!booking?.row.email) return [];
      const facts = bookingFacts(booking.row, booking.centre, booking.service, site);
      return [
        {
          kind: 'visitor-confirmation' as const,
          recipient: booking.row.email,
          recipientKey: mailboxKey(booking.row.email),
          content: bookingClosureNotice(facts, changeLink(services, booking.centre, booking.row.id, booking.row.start)),
        },
      ];
    });
    await queueMails(manager, mails, domainOf(site.contactEmail));
    await recordAudit(manager, actor.username, {
      action: 'booking-closure',
      centreId: centre.id,
      summary:
        `Fermeture du ${request.startsOn} au ${request.endsOn} : ${reason}` +
        (conflicts.length
          ? ` (${conflicts.length} rendez-vous ces jours-là, ${mails.length} visiteur(s) prévenu(s))`
          : ''),
      details: { closure: id },
    });
    return { id, told: mails.length };
  });
  if (saved.told) services.outbox.wake();
  return saved.id;
}

export async function removeClosure(services: AgendaServices, actor: Actor, id: number): Promise<void> {
  const closure = await services.dataSource
    .getRepository(BookingClosure)
    .createQueryBuilder('c')
    .select(['c.centre_id AS "centreId"', ...closureDays('c'), 'c.reason AS reason'])
    .where('c.id = :id', { id })
    .getRawOne<{ centreId: string; startsOn: string; endsOn: string; reason: string }>();
  if (!closure) throw new NotFoundError('Fermeture introuvable.');
  requireCentre(actor, closure.centreId);
  await services.dataSource.transaction(async (manager) => {
    await manager.getRepository(BookingClosure).delete({ id });
    await recordAudit(manager, actor.username, {
      action: 'booking-closure',
      centreId: closure.centreId,
      summary: `Fermeture du ${closure.startsOn} au ${closure.endsOn} retirée (${closure.reason})`,
      details: { closure: id },
    });
  });
}
