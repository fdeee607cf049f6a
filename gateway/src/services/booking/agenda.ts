import type { AppServices } from '../../app-services.js';
import { BookingClosure, BookingFeed, BookingUnit, type BookingUnitPart } from '../../entities/booking.js';
import type { Centre } from '../../entities/centre.js';
import { InvalidInputError, NotFoundError } from '../../lib/domain-errors.js';
import { requireCentre, type Actor } from '../admin/permissions.js';
import { addDays, clockTime, localParts, zonedInstant } from './availability.js';
import { centreHolidays, type CentreHoliday } from './centre-holidays.js';
import { timeZoneOf } from './booking-slots.js';
import { range } from './holds.js';

/*
 * The centre's agenda in the admin (issue 27): its bookings by day or week, bookings taken by phone
 * (`phone-bookings.ts`), moves and cancellations (the visitor told) and the outcome of each appointment
 * (`staff-changes.ts`), closures (`closures.ts`), the number of bays (`bay-count.ts`) and the private iCalendar feed
 * (`agenda-feed.ts`). A centre manager acts on their centres, a network administrator on all; every change is audited
 * in its own transaction. This file holds the agenda's view and what its neighbours share.
 */

/** What the agenda's services use. */
export type AgendaServices = Pick<AppServices, 'dataSource' | 'reference' | 'clock' | 'booking' | 'outbox'>;

/**
 * The centre's staff may book until the last minute: no lead time for them (the horizon still applies). What their
 * changes free is offered to visitors with the visitors' lead time (`visitorLeadMinutes`).
 */
export const forStaff = (services: AgendaServices): AgendaServices => ({
  ...services,
  booking: { ...services.booking, leadMinutes: 0, visitorLeadMinutes: services.booking.leadMinutes },
});

/** The longest span the agenda shows at once: a week. */
export const AGENDA_MAX_DAYS = 7;

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
  /** Its runs on the bench before and after its work (a remap measured on the bench), in order; none otherwise. */
  benchRuns: { date: string; time: string; endTime: string; unitLabel: string }[];
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

/** A booking of the agenda as its query returns it, with its unit's label (the feed reads most of these too). */
export interface AgendaRow {
  id: string;
  reference: string;
  status: string;
  service_slug: string;
  unit_label: string;
  customer_name: string;
  phone: string;
  email: string | null;
  vehicle: string | null;
  work: string | null;
  plate: string | null;
  mileage_km: number | null;
  address: string | null;
  created_by: string | null;
  contact_request_id: string | null;
  start: Date;
  end: Date;
}

/** A booking's run on the bench, before or after its work, with the bench's label. */
export interface BenchRunRow {
  bookingId: string;
  part: Exclude<BookingUnitPart, 'main'>;
  unitLabel: string;
  start: Date;
  end: Date;
}

/** The bench runs of the bookings given (a remap measured before and after), in time order. */
export async function benchRunsOf(
  services: Pick<AgendaServices, 'dataSource'>,
  bookings: readonly { id: string }[],
): Promise<BenchRunRow[]> {
  if (bookings.length === 0) return [];
  const rows = (await services.dataSource.query(
    `SELECT uu.booking_id AS "bookingId", uu.part, u.label AS "unitLabel", lower(uu.during) AS start,
            upper(uu.during) AS "end"
       FROM booking_unit_use uu JOIN booking_unit u ON u.id = uu.unit_id
      WHERE uu.booking_id = ANY($1::uuid[]) AND uu.part <> 'main'
      ORDER BY lower(uu.during)`,
    [bookings.map((booking) => booking.id)],
  )) as BenchRunRow[];
  return rows.map((row) => ({ ...row, start: new Date(row.start), end: new Date(row.end) }));
}

/** A local date, « AAAA-MM-JJ », that exists. */
export const isLocalDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** A closure's days as stored, « AAAA-MM-JJ », selected as `startsOn` and `endsOn` (QueryBuilder's raw rows). */
export const closureDays = (alias: string) => [
  `to_char(${alias}.starts_on, 'YYYY-MM-DD') AS "startsOn"`,
  `to_char(${alias}.ends_on, 'YYYY-MM-DD') AS "endsOn"`,
];

/** The centre the actor acts on: refused unless theirs (or they are the network's). */
export async function centreFor(services: AgendaServices, actor: Actor, centreId: string): Promise<Centre> {
  requireCentre(actor, centreId);
  const centre = await services.reference.centre(centreId);
  if (!centre) throw new NotFoundError('Centre inconnu.');
  return centre;
}

/** The bookings (cancelled ones included, marked so), closures and units of a centre over `days` local days. */
export async function agendaOf(
  services: AgendaServices,
  actor: Actor,
  centreId: string,
  from: string,
  days: number,
): Promise<Agenda> {
  const centre = await centreFor(services, actor, centreId);
  if (!isLocalDate(from)) throw new InvalidInputError('Date de début invalide.');
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
  )) as AgendaRow[];
  const runs = await benchRunsOf(services, rows);
  const runsOf = (id: string) =>
    runs
      .filter((run) => run.bookingId === id)
      .map((run) => {
        const start = localParts(run.start, timeZone);
        return {
          date: start.date,
          time: clockTime(start.minutes),
          endTime: clockTime(localParts(run.end, timeZone).minutes),
          unitLabel: run.unitLabel,
        };
      });
  const bookings = rows.map((row): AgendaBooking => {
    const start = localParts(new Date(row.start), timeZone);
    const end = localParts(new Date(row.end), timeZone);
    return {
      id: row.id,
      reference: row.reference,
      status: row.status,
      date: start.date,
      time: clockTime(start.minutes),
      endDate: end.date,
      endTime: clockTime(end.minutes),
      serviceSlug: row.service_slug,
      serviceName: offered.find((s) => s.slug === row.service_slug)?.name ?? row.service_slug,
      unitLabel: row.unit_label,
      customerName: row.customer_name,
      phone: row.phone,
      email: row.email ?? null,
      vehicle: row.vehicle ?? null,
      work: row.work ?? null,
      plate: row.plate ?? null,
      mileageKm: row.mileage_km ?? null,
      address: row.address ?? null,
      createdBy: row.created_by ?? null,
      contactRequestId: row.contact_request_id ?? null,
      benchRuns: runsOf(row.id),
    };
  });
  const closures = await services.dataSource
    .getRepository(BookingClosure)
    .createQueryBuilder('c')
    .leftJoin('c.unit', 'u')
    .select(['c.id AS id', ...closureDays('c'), 'c.reason AS reason', 'u.label AS "unitLabel"'])
    .where('c.centre_id = :centre AND c.ends_on >= :today', { centre: centre.id, today })
    .orderBy('c.starts_on')
    .addOrderBy('c.id')
    .getRawMany<AgendaClosure>();
  const units = await services.dataSource.getRepository(BookingUnit).find({
    select: { id: true, resource: true, label: true },
    where: { centreId: centre.id },
    order: { resource: 'ASC', id: 'ASC' },
  });
  const feed = await services.dataSource.getRepository(BookingFeed).findOne({
    select: { centreId: true, createdAt: true },
    where: { centreId: centre.id },
  });
  return {
    centre,
    from,
    days: span,
    bookings,
    closures,
    units,
    holidays: await centreHolidays(services, centre, today, addDays(today, services.booking.horizonDays)),
    feedSince: feed ? new Date(feed.createdAt) : null,
  };
}
