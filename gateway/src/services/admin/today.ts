import { In } from 'typeorm';
import { ContactRequest } from '../../entities/contact-request.js';
import { agendaOf, type AgendaClosure, type AgendaServices } from '../booking/agenda.js';
import { addDays, localParts, zonedInstant } from '../booking/availability.js';
import { byDropOff, timeZoneOf } from '../booking/booking-slots.js';
import { centreHolidays, type CentreHoliday } from '../booking/centre-holidays.js';
import { pendingHolds } from '../booking/pending-holds.js';
import { outboxStatusCounts } from '../mail/outbox.js';
import { centreScope, isNetworkAdmin, type Actor } from './permissions.js';

/*
 * « Aujourd’hui », the admin's first screen (issue 42): what the garage's day holds and what waits for an answer, for
 * the actor's centres, in one request. Each part comes from the service that owns it (the agenda, the online bookings
 * in progress, the contact requests, the outbox, the public holidays); roles are theirs, plus the scope read here.
 */

/** How far ahead closures and public holidays are shown. */
export const TODAY_AHEAD_DAYS = 30;
/** The oldest new requests listed (all are counted). */
export const TODAY_REQUESTS_MAX = 5;
/** Closures listed per centre over `TODAY_AHEAD_DAYS`; the agenda has the rest. */
export const TODAY_CLOSURES_MAX = 20;
/** Public holidays over `TODAY_AHEAD_DAYS`: a few a month in either market, a day each. */
export const TODAY_HOLIDAYS_MAX = TODAY_AHEAD_DAYS + 1;

export interface TodayBooking {
  id: string;
  reference: string;
  /** confirmed, honoured or missed: a cancelled booking is not part of the day. */
  status: string;
  /** Local time at the centre, HH:MM: the drop-off of a long job, else the start. */
  time: string;
  /** When it begins: « honoré / absent » are offered from then on. */
  startsAt: Date;
  /** Booked by its drop-off time (a long job), not by a start. */
  dropOff: boolean;
  serviceName: string;
  vehicle: string | null;
  customerName: string;
  phone: string;
}

export interface TodayCentre {
  centreId: string;
  /** The centre's own today, AAAA-MM-JJ, in its time zone. */
  date: string;
  bookings: TodayBooking[];
  /** Online bookings whose visitor is still filling in the form: their slot is held. */
  liveHolds: number;
  /** Online bookings whose details were given, waiting for the link of their e-mail. */
  awaitingEmail: number;
  /** Closures under way or starting within `TODAY_AHEAD_DAYS`. */
  closures: AgendaClosure[];
  /** Public holidays within `TODAY_AHEAD_DAYS`, with the centre's decisions. */
  holidays: CentreHoliday[];
}

export interface TodayRequest {
  id: string;
  createdAt: Date;
  name: string;
  centre: string | null;
  vehicle: string | null;
}

export interface TodayEmails {
  /** Given up after their last attempt. */
  failed: number;
  /** Kept back by a cap. */
  withheld: number;
  /** Waiting in a restored backup for an administrator's decision. */
  review: number;
}

export interface AdminToday {
  centres: TodayCentre[];
  /** New requests to answer: how many, and the oldest first. */
  requests: { count: number; oldest: TodayRequest[] };
  /** The outbox's troubles: the network's administrators only (the outbox is theirs), else null. */
  emails: TodayEmails | null;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

async function centreToday(services: AgendaServices, actor: Actor, centreId: string): Promise<TodayCentre> {
  const centre = (await services.reference.centre(centreId))!;
  const timeZone = timeZoneOf(centre);
  const today = localParts(services.clock(), timeZone).date;
  const ahead = addDays(today, TODAY_AHEAD_DAYS);
  const { services: offered } = await services.reference.get();
  const agenda = await agendaOf(services, actor, centreId, today, 1);
  const holds = await pendingHolds(services, actor, centreId);
  const bookings = agenda.bookings
    // A long job dropped off earlier still takes a bay today, but it is not today's appointment.
    .filter((b) => b.date === today && b.status !== 'cancelled')
    .map((b): TodayBooking => {
      const service = offered.find((s) => s.slug === b.serviceSlug);
      return {
        id: b.id,
        reference: b.reference,
        status: b.status,
        time: b.time,
        startsAt: zonedInstant(b.date, minutesOf(b.time), timeZone) ?? new Date(`${b.date}T${b.time}:00Z`),
        dropOff: service ? byDropOff(service) : false,
        serviceName: b.serviceName,
        vehicle: b.vehicle,
        customerName: b.customerName,
        phone: b.phone,
      };
    });
  return {
    centreId,
    date: today,
    bookings,
    liveHolds: holds.filter((h) => h.stage === 'form').length,
    awaitingEmail: holds.filter((h) => h.stage === 'email').length,
    closures: agenda.closures.filter((c) => c.startsOn <= ahead).slice(0, TODAY_CLOSURES_MAX),
    holidays: (await centreHolidays(services, centre, today, ahead)).slice(0, TODAY_HOLIDAYS_MAX),
  };
}

/** The new requests the actor may answer (a network administrator's include those without a centre), oldest first. */
async function newRequests(
  services: AgendaServices,
  centres: readonly string[] | null,
): Promise<AdminToday['requests']> {
  if (centres?.length === 0) return { count: 0, oldest: [] };
  const where = { status: 'new' as const, ...(centres && { centreId: In([...centres]) }) };
  const repository = services.dataSource.getRepository(ContactRequest);
  const [oldest, count] = await repository.findAndCount({
    select: { id: true, createdAt: true, name: true, centreId: true, vehicle: true },
    where,
    order: { createdAt: 'ASC', id: 'ASC' },
    take: TODAY_REQUESTS_MAX,
  });
  return {
    count,
    oldest: oldest.map((r) => ({
      id: r.id,
      createdAt: r.createdAt,
      name: r.name,
      centre: r.centreId,
      vehicle: r.vehicle,
    })),
  };
}

/**
 * The actor's day: each of their centres (all of them for a network administrator) with its bookings of the day in
 * order, its online bookings in progress, its closures and public holidays of the next 30 days; the new requests
 * to answer; and, for the network's administrators, the e-mails that could not leave.
 */
export async function adminToday(services: AgendaServices, actor: Actor): Promise<AdminToday> {
  const scope = centreScope(actor);
  const { centres: all } = await services.reference.get();
  // The preset's order; a manager's centre no longer in the preset is left out.
  const ids = all.map((c) => c.id).filter((id) => !scope || scope.includes(id));
  const centres = await Promise.all(ids.map((id) => centreToday(services, actor, id)));
  const requests = await newRequests(services, scope);
  let emails: TodayEmails | null = null;
  if (isNetworkAdmin(actor)) {
    const { failed, withheld, review } = await outboxStatusCounts(services.dataSource);
    emails = { failed, withheld, review };
  }
  return { centres, requests, emails };
}
