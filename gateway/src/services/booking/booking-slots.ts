import { FIXED_PUBLIC_HOLIDAYS } from '../../content/public-holidays.js';
import type { BookingResource } from '../../entities/booking.js';
import type { Centre } from '../../entities/centre.js';
import type { GarageService } from '../../entities/garage-service.js';
import type { AppServices } from '../../app-services.js';
import { SITE_TIME_ZONES } from '../mail/templates.js';
import { freeSlots, holidayDates, localParts, type BookableUnit, type DaySlots } from './availability.js';
import { busyPeriods } from './holds.js';

/** Slots start every half hour from each opening. */
export const SLOT_STEP_MINUTES = 30;

/**
 * How long a service holds its unit: the longest of its announced duration (« 2 à 4 h » holds four hours), so
 * that a job that runs long never overlaps the next.
 */
export function bookedMinutes(duration: string): number {
  const hours = [...duration.matchAll(/\d+(?:[.,]\d+)?/g)].map((m) => Number(m[0].replace(',', '.')));
  return Math.round(Math.max(1, ...hours) * 60);
}

/**
 * The mobile centre comes to the visitor: it books an arrival window, not a time. Its van is taken from the
 * window's start for the window and the job, so that the next visit's window can still be kept.
 */
export const ARRIVAL_WINDOW_MINUTES = 60;

/** The window of arrival the centre gives (0: the visitor comes to the centre at the time booked). */
export const arrivalWindowOf = (centre: Pick<Centre, 'mobileService'>) =>
  centre.mobileService ? ARRIVAL_WINDOW_MINUTES : 0;

/** How long a booking of the service takes its unit at the centre: the job, and the arrival window if any. */
export const slotMinutes = (centre: Pick<Centre, 'mobileService'>, service: Pick<GarageService, 'duration'>) =>
  bookedMinutes(service.duration) + arrivalWindowOf(centre);

/** The resource a service takes at a centre: the bench, the mobile centre's van, or a bay. */
export function resourceOf(
  centre: Pick<Centre, 'mobileService'>,
  service: Pick<GarageService, 'needsBench'>,
): BookingResource {
  if (service.needsBench) return 'bench';
  return centre.mobileService ? 'mobile' : 'bay';
}

/** The centre's time zone, from its country. */
export const timeZoneOf = (centre: Pick<Centre, 'country'>) =>
  SITE_TIME_ZONES[centre.country ?? 'FR'] ?? 'Europe/Paris';

/**
 * The free slots of a service at a centre over the booking horizon, from the database's units, closures and
 * bookings, the centre's hours and its market's fixed holidays. `ignoring`: a booking being moved, whose own time
 * is free to it.
 */
export async function serviceSlots(
  services: Pick<AppServices, 'dataSource' | 'clock' | 'booking'>,
  centre: Centre,
  service: GarageService,
  ignoring?: string,
): Promise<DaySlots[]> {
  const { dataSource: db, booking } = services;
  const now = services.clock();
  const timeZone = timeZoneOf(centre);
  const unitRows = (await db.query('SELECT id FROM booking_unit WHERE centre_id = $1 AND resource = $2 ORDER BY id', [
    centre.id,
    resourceOf(centre, service),
  ])) as { id: string }[];
  if (unitRows.length === 0) return [];
  const today = localParts(now, timeZone).date;
  const lastDay = new Date(Date.parse(`${today}T00:00:00Z`) + booking.horizonDays * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const closures = (await db.query(
    `SELECT unit_id, to_char(day, 'YYYY-MM-DD') AS day
       FROM booking_closure, generate_series(greatest(starts_on, $2::date), least(ends_on, $3::date), interval '1 day') AS day
      WHERE centre_id = $1 AND ends_on >= $2::date AND starts_on <= $3::date`,
    [centre.id, today, lastDay],
  )) as { unit_id: string | null; day: string }[];
  const closedDates = holidayDates(
    FIXED_PUBLIC_HOLIDAYS[centre.country === 'MA' ? 'MA' : 'FR'],
    today,
    booking.horizonDays,
  );
  for (const row of closures) if (row.unit_id === null) closedDates.add(row.day);
  const units: BookableUnit[] = unitRows.map((unit) => ({
    id: unit.id,
    closedDates: new Set(closures.filter((row) => row.unit_id === unit.id).map((row) => row.day)),
  }));
  const horizonEnd = new Date(now.getTime() + (booking.horizonDays + 1) * 86_400_000);
  return freeSlots({
    timeZone,
    openingHours: centre.openingHours,
    closedDates,
    units,
    busy: await busyPeriods(db, centre.id, now, horizonEnd, ignoring),
    durationMinutes: slotMinutes(centre, service),
    stepMinutes: SLOT_STEP_MINUTES,
    now,
    leadMinutes: booking.leadMinutes,
    horizonDays: booking.horizonDays,
  });
}

/** What a visitor's booking page shows of a service at a centre: its free starts, or why there are none. */
export interface ServiceAvailability {
  timeZone: string;
  durationMinutes: number;
  /** Why nothing can be booked online here (no bench at the centre); null otherwise. */
  notice: string | null;
  /** The mobile centre's window of arrival from each start; 0 elsewhere. */
  arrivalWindowMinutes: number;
  days: { date: string; times: string[] }[];
}

export async function serviceAvailability(
  services: Pick<AppServices, 'dataSource' | 'clock' | 'booking'>,
  centre: Centre,
  service: GarageService,
  ignoring?: string,
): Promise<ServiceAvailability> {
  const days = await serviceSlots(services, centre, service, ignoring);
  const noBench = service.needsBench && centre.benchVehicleTypes.length === 0;
  return {
    timeZone: timeZoneOf(centre),
    durationMinutes: bookedMinutes(service.duration),
    arrivalWindowMinutes: arrivalWindowOf(centre),
    notice: noBench ? `Pas de banc de puissance au centre de ${centre.name}.` : null,
    days: days.map((day) => ({ date: day.date, times: day.slots.map((slot) => slot.time) })),
  };
}
