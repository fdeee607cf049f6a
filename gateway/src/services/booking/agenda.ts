import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import ical from 'ical-generator';
import { checkPhoneBookingDetails } from '@garage/contract/booking-form';
import { QUOTE_WORK, type QuoteWork } from '@garage/contract/contact-request-form';
import type { FieldProblem } from '@garage/contract/form-fields';
import { mailboxKey } from '@garage/contract/email-address';
import type { AppServices } from '../../app-services.js';
import type { Centre } from '../../entities/centre.js';
import type { GarageService } from '../../entities/garage-service.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../lib/domain-errors.js';
import { isUuid } from '../../lib/uuid.js';
import { recordAudit } from '../admin/audit.js';
import { requireCentre, type Actor } from '../admin/permissions.js';
import { bookingVisitorConfirmation } from '../mail/booking-templates.js';
import { domainOf, queueMails } from '../mail/outbox.js';
import { clockTime, localParts, zonedInstant } from './availability.js';
import { bookingFacts } from './booking-facts.js';
import { centreHolidays, type CentreHoliday } from './centre-holidays.js';
import { changeLink } from './booking-links.js';
import { cancelBooking, loadBooking, moveBooking, type LinkOutcome, type ManagedBooking } from './booking-changes.js';
import { locateSlot, messageOf, nearestTo, type BookingRefusal, type SlotChoice } from './booking-requests.js';
import { serviceAvailability, serviceSlots, timeZoneOf, type ServiceAvailability } from './booking-slots.js';
import { bookingReference, onFirstFreeUnit, range, setAsideExpiredHolds } from './holds.js';

/*
 * The centre's agenda in the admin (issue 27): its bookings by day or week, bookings taken by phone, moves and
 * cancellations (the visitor told), the outcome of each appointment, closures, the number of bays and the private
 * iCalendar feed. A centre manager acts on their centres, a network administrator on all; every change is audited in
 * its own transaction.
 */

type Services = Pick<AppServices, 'dataSource' | 'reference' | 'clock' | 'booking' | 'outbox'>;

/** The centre's staff may book until the last minute: no lead time for them (the horizon still applies). */
const forStaff = (services: Services): Services => ({ ...services, booking: { ...services.booking, leadMinutes: 0 } });

/** The longest span the agenda shows at once: a week. */
export const AGENDA_MAX_DAYS = 7;
/** The most bays a centre declares. */
export const MAX_BAYS = 12;

export interface AgendaBooking {
  id: string;
  reference: string;
  status: string;
  date: string;
  time: string;
  /** The local day its work ends: a long job dropped off may end on a later day. */
  endDate: string;
  endTime: string;
  serviceSlug: string;
  serviceName: string;
  unitLabel: string;
  customerName: string;
  phone: string;
  email: string | null;
  vehicle: string | null;
  work: string | null;
  plate: string | null;
  mileageKm: number | null;
  /** Where the mobile centre goes. */
  address: string | null;
  /** Who took it by phone; null when booked online. */
  createdBy: string | null;
  contactRequestId: string | null;
}

export interface AgendaClosure {
  id: number;
  startsOn: string;
  endsOn: string;
  reason: string;
  unitLabel: string | null;
}

export interface Agenda {
  centre: Centre;
  from: string;
  days: number;
  bookings: AgendaBooking[];
  closures: AgendaClosure[];
  units: { id: string; resource: string; label: string }[];
  /** The public holidays from today to the end of the booking horizon, and what the centre decided of each. */
  holidays: CentreHoliday[];
  /** Since when the centre's private feed address exists; null without one. */
  feedSince: Date | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function centreFor(services: Services, actor: Actor, centreId: string): Promise<Centre> {
  requireCentre(actor, centreId);
  const centre = await services.reference.centre(centreId);
  if (!centre) throw new NotFoundError('Centre inconnu.');
  return centre;
}

/** The bookings (cancelled ones included, marked so), closures and units of a centre over `days` local days. */
export async function agendaOf(
  services: Services,
  actor: Actor,
  centreId: string,
  from: string,
  days: number,
): Promise<Agenda> {
  const centre = await centreFor(services, actor, centreId);
  if (!DATE.test(from) || Number.isNaN(Date.parse(from))) throw new InvalidInputError('Date de début invalide.');
  const span = Math.min(Math.max(1, Math.trunc(days)), AGENDA_MAX_DAYS);
  const timeZone = timeZoneOf(centre);
  const to = addDays(from, span);
  const { services: offered } = await services.reference.get();
  const today = localParts(services.clock(), timeZone).date;
  const rows = (await services.dataSource.query(
    `SELECT b.id, b.reference, b.status, b.service_slug, u.label AS unit_label, b.customer_name, b.phone, b.email,
            b.vehicle, b.work, b.plate, b.mileage_km, b.address, b.created_by, b.contact_request_id,
            lower(b.during) AS start, upper(b.during) AS "end"
       FROM booking b JOIN booking_unit u ON u.id = b.unit_id
      WHERE b.centre_id = $1 AND b.status IN ('confirmed', 'honoured', 'missed', 'cancelled')
        AND b.during && $2::tstzrange
      ORDER BY lower(b.during), u.label`,
    [centre.id, range(zonedInstant(from, 0, timeZone)!, zonedInstant(to, 0, timeZone)!)],
  )) as Record<string, unknown>[];
  const bookings = rows.map((row): AgendaBooking => {
    const start = localParts(new Date(row.start as Date), timeZone);
    const end = localParts(new Date(row.end as Date), timeZone);
    return {
      id: row.id as string,
      reference: row.reference as string,
      status: row.status as string,
      date: start.date,
      time: clockTime(start.minutes),
      endDate: end.date,
      endTime: clockTime(end.minutes),
      serviceSlug: row.service_slug as string,
      serviceName: offered.find((s) => s.slug === row.service_slug)?.name ?? (row.service_slug as string),
      unitLabel: row.unit_label as string,
      customerName: row.customer_name as string,
      phone: row.phone as string,
      email: (row.email as string | null) ?? null,
      vehicle: (row.vehicle as string | null) ?? null,
      work: (row.work as string | null) ?? null,
      plate: (row.plate as string | null) ?? null,
      mileageKm: (row.mileage_km as number | null) ?? null,
      address: (row.address as string | null) ?? null,
      createdBy: (row.created_by as string | null) ?? null,
      contactRequestId: (row.contact_request_id as string | null) ?? null,
    };
  });
  const closures = (await services.dataSource.query(
    `SELECT c.id, to_char(c.starts_on, 'YYYY-MM-DD') AS starts_on, to_char(c.ends_on, 'YYYY-MM-DD') AS ends_on,
            c.reason, u.label AS unit_label
       FROM booking_closure c LEFT JOIN booking_unit u ON u.id = c.unit_id
      WHERE c.centre_id = $1 AND c.ends_on >= $2::date
      ORDER BY c.starts_on, c.id`,
    [centre.id, today],
  )) as { id: number; starts_on: string; ends_on: string; reason: string; unit_label: string | null }[];
  const units = (await services.dataSource.query(
    'SELECT id, resource, label FROM booking_unit WHERE centre_id = $1 ORDER BY resource, id',
    [centre.id],
  )) as { id: string; resource: string; label: string }[];
  const [feed] = (await services.dataSource.query('SELECT created_at FROM booking_feed WHERE centre_id = $1', [
    centre.id,
  ])) as { created_at: Date }[];
  return {
    centre,
    from,
    days: span,
    bookings,
    closures: closures.map((c) => ({
      id: c.id,
      startsOn: c.starts_on,
      endsOn: c.ends_on,
      reason: c.reason,
      unitLabel: c.unit_label,
    })),
    units,
    holidays: await centreHolidays(services, centre, today, addDays(today, services.booking.horizonDays)),
    feedSince: feed ? new Date(feed.created_at) : null,
  };
}

/** The free starts the staff may book or move to: no lead time; `ignoring` a booking being moved. */
export async function staffSlots(
  services: Services,
  actor: Actor,
  centreId: string,
  serviceSlug: string,
  ignoring?: string | null,
): Promise<ServiceAvailability & { centre: string; service: string }> {
  const centre = await centreFor(services, actor, centreId);
  const service = await serviceOf(services, serviceSlug);
  return {
    centre: centre.id,
    service: service.slug,
    ...(await serviceAvailability(
      forStaff(services),
      centre,
      service,
      ignoring && isUuid(ignoring) ? ignoring : undefined,
    )),
  };
}

async function serviceOf(services: Services, slug: string): Promise<GarageService> {
  const service = (await services.reference.get()).services.find((s) => s.slug === slug);
  if (!service) throw new InvalidInputError('Prestation inconnue.', { service: 'Prestation inconnue.' });
  return service;
}

export interface PhoneBookingRequest {
  centre: string;
  service: string;
  date: string;
  time: string;
  work?: string | null;
  contactRequest?: string | null;
  name?: unknown;
  phone?: unknown;
  email?: unknown;
  vehicle?: unknown;
  plate?: unknown;
  mileage?: unknown;
}

export type PhoneBookingOutcome =
  | { kind: 'created'; id: string; reference: string; date: string; time: string }
  | { kind: 'invalid'; fieldErrors: FieldProblem[] }
  | { kind: 'refused'; reason: BookingRefusal; message: string; nearest: SlotChoice[] };

/**
 * A booking taken by phone: confirmed at once on a free unit (the exclusion constraint decides, as online), audited;
 * the visitor receives the confirmation and its link when an e-mail was given.
 */
export async function createPhoneBooking(
  services: Services,
  actor: Actor,
  request: PhoneBookingRequest,
): Promise<PhoneBookingOutcome> {
  const centre = await centreFor(services, actor, request.centre);
  const service = await serviceOf(services, request.service);
  const checked = checkPhoneBookingDetails(request);
  if (!checked.ok) return { kind: 'invalid', fieldErrors: checked.problems };
  const contactRequest = request.contactRequest && isUuid(request.contactRequest) ? request.contactRequest : null;
  if (request.contactRequest && !contactRequest) throw new InvalidInputError('Demande de contact inconnue.');
  const staff = forStaff(services);
  const leadHours = 0;
  const days = await serviceSlots(staff, centre, service);
  const located = locateSlot(staff, centre, service, days, request.date, request.time);
  if (located.kind === 'refused') return { ...located, message: messageOf(located.reason, centre, leadHours) };
  const { slot } = located;
  const during = range(slot.start, slot.end);
  const details = checked.fields;
  const { site } = await services.reference.get();
  const id = randomUUID();
  const reference = bookingReference();
  const units = slot.openUnitIds;
  const created = await onFirstFreeUnit(units, (unitId) =>
    services.dataSource.transaction(async (manager) => {
      await setAsideExpiredHolds(manager, unitId, during);
      await manager.query(
        `INSERT INTO booking (id, reference, centre_id, unit_id, service_slug, during, status, created_by,
                                vehicle, work, customer_name, phone, email, plate, mileage_km, contact_request_id,
                                address, confirmed_at)
           VALUES ($1, $2, $3, $4, $5, $6::tstzrange, 'confirmed', $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
                   now())`,
        [
          id,
          reference,
          centre.id,
          unitId,
          service.slug,
          during,
          actor.username,
          details.vehicle,
          request.work && request.work in QUOTE_WORK ? request.work : null,
          details.name,
          details.phone,
          details.email,
          details.plate,
          details.mileageKm,
          contactRequest,
          details.address,
        ],
      );
      await recordAudit(manager, actor.username, {
        action: 'booking-create',
        centreId: centre.id,
        summary: `Rendez-vous ${reference} pris par téléphone : ${details.name}, ${located.day.date} ${slot.time} (${service.name})`,
        details: { booking: id },
      });
      if (details.email) {
        const facts = bookingFacts({ id, reference, start: slot.start, end: slot.end }, centre, service, site);
        await queueMails(
          manager,
          [
            {
              kind: 'visitor-confirmation',
              recipient: details.email,
              recipientKey: mailboxKey(details.email),
              content: bookingVisitorConfirmation(facts, changeLink(services, centre, id, slot.start)),
            },
          ],
          domainOf(site.contactEmail),
        );
      }
    }),
  );
  if (created) {
    if (details.email) services.outbox.wake();
    return { kind: 'created', id, reference, date: located.day.date, time: slot.time };
  }
  return {
    kind: 'refused',
    reason: 'slot-taken',
    message: messageOf('slot-taken', centre, leadHours),
    nearest: nearestTo(await serviceSlots(staff, centre, service), slot.start),
  };
}

async function bookingForStaff(services: Services, actor: Actor, id: string) {
  const loaded = isUuid(id) ? await loadBooking(services, id) : null;
  if (!loaded) throw new NotFoundError('Rendez-vous introuvable.');
  requireCentre(actor, loaded.centre.id);
  return loaded;
}

/** The staff moves a booking (no lead time, no change deadline); the visitor and the centre are told; audited. */
export async function moveByStaff(
  services: Services,
  actor: Actor,
  id: string,
  date: string,
  time: string,
): Promise<LinkOutcome<{ booking: ManagedBooking }>> {
  const loaded = await bookingForStaff(services, actor, id);
  return moveBooking(forStaff(services), loaded, date, time, { kind: 'staff', username: actor.username }, (manager) =>
    recordAudit(manager, actor.username, {
      action: 'booking-move',
      centreId: loaded.centre.id,
      summary: `Rendez-vous ${loaded.row.reference} (${loaded.row.customer_name}) déplacé au ${date} ${time}`,
      details: { booking: loaded.row.id },
    }),
  );
}

/** The staff cancels a booking; the visitor and the centre are told; audited. */
export async function cancelByStaff(
  services: Services,
  actor: Actor,
  id: string,
): Promise<LinkOutcome<{ booking: ManagedBooking }>> {
  const loaded = await bookingForStaff(services, actor, id);
  return cancelBooking(services, loaded, { kind: 'staff', username: actor.username }, (manager) =>
    recordAudit(manager, actor.username, {
      action: 'booking-cancel',
      centreId: loaded.centre.id,
      summary: `Rendez-vous ${loaded.row.reference} (${loaded.row.customer_name}) annulé`,
      details: { booking: loaded.row.id },
    }),
  );
}

export type AppointmentOutcome = 'honoured' | 'missed';

/** Whether the visitor came: once the appointment has begun, and changeable afterwards (a mistake corrected). */
export async function markOutcome(
  services: Services,
  actor: Actor,
  id: string,
  outcome: AppointmentOutcome,
): Promise<void> {
  const loaded = await bookingForStaff(services, actor, id);
  if (loaded.row.start > services.clock())
    throw new ConflictError('Ce rendez-vous n’a pas encore commencé : vous pourrez l’indiquer ensuite.');
  if (loaded.row.status === 'cancelled') throw new ConflictError('Ce rendez-vous est annulé.');
  await services.dataSource.transaction(async (manager) => {
    await manager.query(`UPDATE booking SET status = $2 WHERE id = $1`, [loaded.row.id, outcome]);
    await recordAudit(manager, actor.username, {
      action: 'booking-outcome',
      centreId: loaded.centre.id,
      summary: `Rendez-vous ${loaded.row.reference} (${loaded.row.customer_name}) : ${outcome === 'honoured' ? 'honoré' : 'manqué'}`,
      details: { booking: loaded.row.id, status: outcome },
    });
  });
}

export const CLOSURE_REASON_MAX = 200;

/** Days the centre, or one of its units, takes no booking: leave, a movable holiday, a bench under repair. */
export async function addClosure(
  services: Services,
  actor: Actor,
  request: { centre: string; startsOn: string; endsOn: string; reason: string; unit?: string | null },
): Promise<number> {
  const centre = await centreFor(services, actor, request.centre);
  const fields: Record<string, string> = {};
  const isDate = (value: string) => DATE.test(value) && !Number.isNaN(Date.parse(value));
  if (!isDate(request.startsOn)) fields.startsOn = 'Indiquez le premier jour de fermeture.';
  if (!isDate(request.endsOn)) fields.endsOn = 'Indiquez le dernier jour de fermeture.';
  else if (isDate(request.startsOn) && request.endsOn < request.startsOn)
    fields.endsOn = 'Le dernier jour doit suivre le premier.';
  const reason = request.reason.trim();
  if (!reason) fields.reason = 'Indiquez le motif (congés, banc en réparation…).';
  else if (reason.length > CLOSURE_REASON_MAX) fields.reason = `Motif : ${CLOSURE_REASON_MAX} caractères au plus.`;
  if (request.unit) {
    const [unit] = (await services.dataSource.query('SELECT id FROM booking_unit WHERE id = $1 AND centre_id = $2', [
      request.unit,
      centre.id,
    ])) as unknown[];
    if (!unit) fields.unit = 'Cet équipement n’est pas celui de ce centre.';
  }
  const first = Object.values(fields)[0];
  if (first) throw new InvalidInputError(first, fields);
  return services.dataSource.transaction(async (manager) => {
    const [row] = (await manager.query(
      `INSERT INTO booking_closure (centre_id, unit_id, starts_on, ends_on, reason) VALUES ($1, $2, $3, $4, $5)
       RETURNING id`,
      [centre.id, request.unit || null, request.startsOn, request.endsOn, reason],
    )) as { id: number }[];
    await recordAudit(manager, actor.username, {
      action: 'booking-closure',
      centreId: centre.id,
      summary: `Fermeture du ${request.startsOn} au ${request.endsOn} : ${reason}`,
      details: { closure: row!.id },
    });
    return row!.id;
  });
}

export async function removeClosure(services: Services, actor: Actor, id: number): Promise<void> {
  const [closure] = (await services.dataSource.query(
    `SELECT centre_id, to_char(starts_on, 'YYYY-MM-DD') AS starts_on, to_char(ends_on, 'YYYY-MM-DD') AS ends_on, reason
       FROM booking_closure WHERE id = $1`,
    [id],
  )) as { centre_id: string; starts_on: string; ends_on: string; reason: string }[];
  if (!closure) throw new NotFoundError('Fermeture introuvable.');
  requireCentre(actor, closure.centre_id);
  await services.dataSource.transaction(async (manager) => {
    await manager.query('DELETE FROM booking_closure WHERE id = $1', [id]);
    await recordAudit(manager, actor.username, {
      action: 'booking-closure',
      centreId: closure.centre_id,
      summary: `Fermeture du ${closure.starts_on} au ${closure.ends_on} retirée (${closure.reason})`,
      details: { closure: id },
    });
  });
}

/**
 * The number of workshop bays: new ones are added; the last ones are removed only while no booking to come uses
 * them (move those first).
 */
export async function setBayCount(services: Services, actor: Actor, centreId: string, count: number): Promise<void> {
  const centre = await centreFor(services, actor, centreId);
  if (centre.mobileService) throw new ConflictError('Le centre mobile réserve son véhicule, pas des baies.');
  if (!Number.isInteger(count) || count < 1 || count > MAX_BAYS)
    throw new InvalidInputError(`Nombre de baies : de 1 à ${MAX_BAYS}.`, { count: `De 1 à ${MAX_BAYS}.` });
  await services.dataSource.transaction(async (manager: EntityManager) => {
    // A bay with past bookings is retired by a closure without end rather than deleted: it is not counted, and it is
    // the first brought back when the count goes up again (its closure removed), so no stale closure stays.
    const bays = (await manager.query(
      `SELECT u.id, u.label,
              EXISTS (SELECT 1 FROM booking_closure c
                       WHERE c.unit_id = u.id AND c.reason = $2 AND c.ends_on = $3::date) AS retired
         FROM booking_unit u
        WHERE u.centre_id = $1 AND u.resource = 'bay'
        ORDER BY length(u.id), u.id
          FOR UPDATE OF u`,
      [centre.id, RETIRED_BAY, NO_END],
    )) as { id: string; label: string; retired: boolean }[];
    const active = bays.filter((bay) => !bay.retired);
    if (count === active.length) return;
    if (count > active.length) {
      const back = bays.filter((bay) => bay.retired).slice(0, count - active.length);
      for (const bay of back) {
        await manager.query('DELETE FROM booking_closure WHERE unit_id = $1 AND reason = $2 AND ends_on = $3::date', [
          bay.id,
          RETIRED_BAY,
          NO_END,
        ]);
      }
      for (let n = bays.length + 1; n <= bays.length + count - active.length - back.length; n++) {
        await manager.query(
          `INSERT INTO booking_unit (id, centre_id, resource, label) VALUES ($1, $2, 'bay', $3)
           ON CONFLICT (id) DO NOTHING`,
          [`${centre.id}-baie-${n}`, centre.id, `Baie ${n}`],
        );
      }
    } else {
      for (const bay of active.slice(count)) {
        const [booked] = (await manager.query(
          `SELECT 1 FROM booking WHERE unit_id = $1 AND upper(during) > now()
              AND (status = 'confirmed' OR (status = 'held' AND hold_expires_at > now())) LIMIT 1`,
          [bay.id],
        )) as unknown[];
        if (booked)
          throw new ConflictError(`${bay.label} a des rendez-vous à venir : déplacez-les avant de la retirer.`);
        const [{ used }] = (await manager.query('SELECT count(*)::int AS used FROM booking WHERE unit_id = $1', [
          bay.id,
        ])) as [{ used: number }];
        if (used === 0) await manager.query('DELETE FROM booking_unit WHERE id = $1', [bay.id]);
        else
          await manager.query(
            `INSERT INTO booking_closure (centre_id, unit_id, starts_on, ends_on, reason)
             VALUES ($1, $2, current_date, $4::date, $3)`,
            [centre.id, bay.id, RETIRED_BAY, NO_END],
          );
      }
    }
    await recordAudit(manager, actor.username, {
      action: 'booking-capacity',
      centreId: centre.id,
      summary: `Baies de l’atelier : ${active.length} → ${count}`,
      details: { bays: count },
    });
  });
}

/** The closure that retires a bay with past bookings. */
const RETIRED_BAY = 'Baie retirée';
const NO_END = '9999-12-31';

const digestOf = (token: string) => createHash('sha256').update(token).digest('base64url');
export const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/api/agenda/${token}.ics`;

/** A new private feed address for the centre (shown once); the previous one stops working at once. */
export async function renewFeed(services: Services, actor: Actor, centreId: string): Promise<string> {
  const centre = await centreFor(services, actor, centreId);
  const token = randomBytes(32).toString('base64url');
  await services.dataSource.transaction(async (manager) => {
    await manager.query(
      `INSERT INTO booking_feed (centre_id, token_digest) VALUES ($1, $2)
       ON CONFLICT (centre_id) DO UPDATE SET token_digest = EXCLUDED.token_digest, created_at = now()`,
      [centre.id, digestOf(token)],
    );
    await recordAudit(manager, actor.username, {
      action: 'booking-feed',
      centreId: centre.id,
      summary: `Nouvelle adresse d’abonnement à l’agenda de ${centre.name} (l’ancienne ne fonctionne plus)`,
    });
  });
  return feedUrl(services.booking.publicUrl, token);
}

export async function revokeFeed(services: Services, actor: Actor, centreId: string): Promise<void> {
  const centre = await centreFor(services, actor, centreId);
  await services.dataSource.transaction(async (manager) => {
    await manager.query('DELETE FROM booking_feed WHERE centre_id = $1', [centre.id]);
    await recordAudit(manager, actor.username, {
      action: 'booking-feed',
      centreId: centre.id,
      summary: `Adresse d’abonnement à l’agenda de ${centre.name} révoquée`,
    });
  });
}

/** Days of past bookings the feed keeps, so that a calendar shows last week too. */
const FEED_PAST_DAYS = 30;

/**
 * The centre's agenda as an iCalendar feed (RFC 5545) for Google Calendar or Outlook, or null for a token no centre
 * has (never made, renewed or revoked): its bookings from a month ago to the horizon, each with the visitor's
 * details (the feed is the centre's own, behind its secret address).
 */
export async function feedCalendar(services: Services, token: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [feed] = (await services.dataSource.query('SELECT centre_id FROM booking_feed WHERE token_digest = $1', [
    digestOf(token),
  ])) as { centre_id: string }[];
  if (!feed) return null;
  const centre = await services.reference.centre(feed.centre_id);
  if (!centre) return null;
  const { site, services: offered } = await services.reference.get();
  const now = services.clock();
  const rows = (await services.dataSource.query(
    `SELECT b.id, b.reference, b.revision, b.status, b.service_slug, b.customer_name, b.phone, b.email, b.vehicle,
            b.work, b.plate, b.address, u.label AS unit_label, lower(b.during) AS start, upper(b.during) AS "end"
       FROM booking b JOIN booking_unit u ON u.id = b.unit_id
      WHERE b.centre_id = $1 AND b.status IN ('confirmed', 'honoured', 'missed') AND b.during && $2::tstzrange
      ORDER BY lower(b.during)`,
    [
      centre.id,
      range(
        new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000),
        new Date(now.getTime() + (services.booking.horizonDays + 1) * 86_400_000),
      ),
    ],
  )) as Record<string, string | number | Date | null>[];
  const calendar = ical({
    name: `${site.brandName} ${centre.name} — rendez-vous`,
    prodId: { company: site.brandName, product: 'agenda', language: 'FR' },
    ttl: 15 * 60,
  });
  const domain = site.contactEmail.split('@')[1] ?? 'localhost';
  for (const row of rows) {
    const service = offered.find((s) => s.slug === row.service_slug);
    const work = typeof row.work === 'string' && row.work in QUOTE_WORK ? QUOTE_WORK[row.work as QuoteWork] : null;
    calendar.createEvent({
      id: `${row.id as string}@${domain}`,
      sequence: row.revision as number,
      start: new Date(row.start as Date),
      end: new Date(row.end as Date),
      summary: `${service?.name ?? (row.service_slug as string)} — ${row.customer_name as string}`,
      location: (row.address as string | null) ?? (row.unit_label as string),
      description: [
        `Référence : ${row.reference as string}`,
        `Téléphone : ${row.phone as string}`,
        row.email ? `E-mail : ${row.email as string}` : null,
        row.vehicle ? `Véhicule : ${row.vehicle as string}` : null,
        row.plate ? `Immatriculation : ${row.plate as string}` : null,
        work ? `Demande : ${work}` : null,
        row.status === 'honoured' ? 'Honoré' : row.status === 'missed' ? 'Manqué' : null,
      ]
        .filter(Boolean)
        .join('\n'),
    });
  }
  return calendar.toString();
}
