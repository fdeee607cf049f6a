import { centreOffers } from '@garage/contract/centre-offers';
import type { BookingResource } from '../../entities/booking.js';
import type { Centre } from '../../entities/centre.js';
import type { GarageService } from '../../entities/garage-service.js';
import type { AppServices } from '../../app-services.js';
import { SITE_TIME_ZONES } from '../mail/templates.js';
import {
  addDays,
  freeSlots,
  localParts,
  MAX_JOB_SPAN_DAYS,
  type AvailabilityQuery,
  type BookableUnit,
  type DaySlots,
} from './availability.js';
import { holidayClosures, openedHolidays } from './centre-holidays.js';
import { busyPeriods } from './holds.js';

/** Slots start every half hour from each opening. */
export const SLOT_STEP_MINUTES = 30;

/**
 * The mobile centre comes to the visitor: it books an arrival window, not a time. Its van is taken from the
 * window's start for the window and the job, so that the next visit's window can still be kept.
 */
export const ARRIVAL_WINDOW_MINUTES = 60;

/** The window of arrival the centre gives (0: the visitor comes to the centre at the time booked). */
export const arrivalWindowOf = (centre: Pick<Centre, 'mobileService'>) =>
  centre.mobileService ? ARRIVAL_WINDOW_MINUTES : 0;

/**
 * The working minutes of a service for a vehicle type: the type's own where the service gives one (a truck's remap
 * takes the day), otherwise the service's, a car's. Null or an unknown type: a car's.
 */
const workMinutesOf = (service: Pick<GarageService, 'booking' | 'vehicles'>, vehicleType?: string | null): number =>
  (vehicleType && service.vehicles.find((v) => v.type === vehicleType)?.workMinutes) || service.booking.workMinutes;

/** `vehicleType` when the service applies to it, otherwise null (a car's time). */
export const vehicleTypeOf = (service: Pick<GarageService, 'vehicles'>, vehicleType: string | null | undefined) =>
  vehicleType && service.vehicles.some((v) => v.type === vehicleType) ? vehicleType : null;

/** What a booking's times depend on besides its centre and service. */
export interface SlotScope {
  /** The vehicle's type (car, van, truck, motorcycle, boat): its work time; null or absent, a car's. */
  vehicleType?: string | null;
  /** A booking being moved, whose own time is free to it. */
  ignoring?: string;
}

/**
 * The minutes of each bench run before and after the work, where the service is measured on the bench (a remap) and
 * the centre's bench takes the vehicle's type (a car's when unknown); 0 otherwise. The price of a stage says the
 * same (« La mesure au banc de puissance avant et après »).
 */
export function benchRunMinutesOf(
  centre: Pick<Centre, 'mobileService' | 'benchVehicleTypes'>,
  service: Pick<GarageService, 'booking' | 'needsBench'>,
  vehicleType?: string | null,
): number {
  const minutes = service.booking.benchRunMinutes ?? 0;
  if (!minutes || service.needsBench || centre.mobileService) return 0;
  return centre.benchVehicleTypes.includes(vehicleType ?? 'car') ? minutes : 0;
}

/** The opening-hours minutes of a job at the centre: the work for the vehicle's type and its bench runs if any. */
const jobMinutesOf = (
  centre: Pick<Centre, 'mobileService' | 'benchVehicleTypes'>,
  service: Pick<GarageService, 'booking' | 'vehicles' | 'needsBench'>,
  vehicleType?: string | null,
) => workMinutesOf(service, vehicleType) + 2 * benchRunMinutesOf(centre, service, vehicleType);

/**
 * The opening-hours minutes a booking of the service takes its unit at the centre: the job (the vehicle keeps its bay
 * during its bench runs), and the arrival window if any (the van is on its way).
 */
export const slotMinutes = (
  centre: Pick<Centre, 'mobileService' | 'benchVehicleTypes'>,
  service: Pick<GarageService, 'booking' | 'vehicles' | 'needsBench'>,
  vehicleType?: string | null,
) => jobMinutesOf(centre, service, vehicleType) + arrivalWindowOf(centre);

/** The service is booked by a drop-off time (long jobs), not an exact start. */
export const byDropOff = (service: Pick<GarageService, 'booking'>) => service.booking.mode === 'drop-off';

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

/** The season of other hours a centre is in, or the next one to come, by the centre's clock; null without one. */
export function nextSeason(centre: Pick<Centre, 'country' | 'seasonalHours'>, now: Date) {
  const today = localParts(now, timeZoneOf(centre)).date;
  return (
    [...centre.seasonalHours].sort((a, b) => a.from.localeCompare(b.from)).find((season) => season.to >= today) ?? null
  );
}

/**
 * The free slots of a service at a centre over the booking horizon, from the database's units, closures and
 * bookings, the centre's hours and its market's holidays, for the vehicle type and ignoring the booking of `scope`.
 */
export async function serviceSlots(
  services: Pick<AppServices, 'dataSource' | 'clock' | 'booking'>,
  centre: Centre,
  service: GarageService,
  scope: SlotScope = {},
): Promise<DaySlots[]> {
  const query = await serviceSlotQuery(services, centre, service, scope);
  return query ? freeSlots(query) : [];
}

/** What `serviceSlots` computes the free slots from; null when the centre has no unit for the service. */
export async function serviceSlotQuery(
  services: Pick<AppServices, 'dataSource' | 'clock' | 'booking'>,
  centre: Centre,
  service: GarageService,
  { vehicleType, ignoring }: SlotScope = {},
): Promise<AvailabilityQuery | null> {
  const { dataSource: db, booking } = services;
  const now = services.clock();
  const timeZone = timeZoneOf(centre);
  const resource = resourceOf(centre, service);
  const runMinutes = benchRunMinutesOf(centre, service, vehicleType);
  // Raw, as the closures below: a repository's `find` here cost a sixth of the availability's throughput.
  const unitRows = (await db.query(
    'SELECT id, resource FROM booking_unit WHERE centre_id = $1 AND resource = ANY($2) ORDER BY id',
    [centre.id, runMinutes ? [resource, 'bench'] : [resource]],
  )) as { id: string; resource: BookingResource }[];
  const benchRows = runMinutes ? unitRows.filter((unit) => unit.resource === 'bench') : [];
  const ownRows = unitRows.filter((unit) => unit.resource === resource);
  if (ownRows.length === 0 || (runMinutes && benchRows.length === 0)) return null;
  const today = localParts(now, timeZone).date;
  // A job dropped off near the horizon's end runs on into the days after it: their closures, holidays and bookings
  // count too. An appointment ends the day it starts.
  const beyond = byDropOff(service) ? MAX_JOB_SPAN_DAYS : 0;
  const lastDay = addDays(today, booking.horizonDays + beyond);
  const closures = (await db.query(
    `SELECT unit_id, to_char(day, 'YYYY-MM-DD') AS day
       FROM booking_closure, generate_series(greatest(starts_on, $2::date), least(ends_on, $3::date), interval '1 day') AS day
      WHERE centre_id = $1 AND ends_on >= $2::date AND starts_on <= $3::date`,
    [centre.id, today, lastDay],
  )) as { unit_id: string | null; day: string }[];
  const closedDates = holidayClosures(centre, today, lastDay, await openedHolidays(services, centre.id));
  for (const row of closures) if (row.unit_id === null) closedDates.add(row.day);
  const bookable = (rows: readonly { id: string }[]): BookableUnit[] =>
    rows.map((unit) => ({
      id: unit.id,
      closedDates: new Set(closures.filter((row) => row.unit_id === unit.id).map((row) => row.day)),
    }));
  const horizonEnd = new Date(now.getTime() + (booking.horizonDays + beyond + 1) * 86_400_000);
  return {
    timeZone,
    openingHours: centre.openingHours,
    seasons: centre.seasonalHours,
    closedDates,
    units: bookable(ownRows),
    ...(runMinutes && { benchRuns: { minutes: runMinutes, units: bookable(benchRows) } }),
    busy: await busyPeriods(db, centre.id, now, horizonEnd, ignoring),
    durationMinutes: slotMinutes(centre, service, vehicleType),
    dropOff: byDropOff(service),
    stepMinutes: SLOT_STEP_MINUTES,
    now,
    leadMinutes: booking.leadMinutes,
    horizonDays: booking.horizonDays,
    busyUntil: horizonEnd,
  };
}

/** What a visitor's booking page shows of a service at a centre: its free starts, or why there are none. */
export interface ServiceAvailability {
  timeZone: string;
  /** The job's minutes in opening hours, its bench runs included. */
  durationMinutes: number;
  /** The minutes of each of its runs on the bench, before and after the work; 0 without. */
  benchRunMinutes: number;
  /** Why nothing can be booked online here (no bench at the centre); null otherwise. */
  notice: string | null;
  /** The mobile centre's window of arrival from each start; 0 elsewhere. */
  arrivalWindowMinutes: number;
  /** Each start is a time to drop the vehicle off, collected when its work ends. */
  dropOff: boolean;
  days: { date: string; times: string[]; slots: { time: string; endDate: string; endTime: string }[] }[];
}

export async function serviceAvailability(
  services: Pick<AppServices, 'dataSource' | 'clock' | 'booking'>,
  centre: Centre,
  service: GarageService,
  scope: SlotScope = {},
): Promise<ServiceAvailability> {
  const days = await serviceSlots(services, centre, service, scope);
  const noBench = !centreOffers(centre, service);
  return {
    timeZone: timeZoneOf(centre),
    durationMinutes: jobMinutesOf(centre, service, scope.vehicleType),
    benchRunMinutes: benchRunMinutesOf(centre, service, scope.vehicleType),
    arrivalWindowMinutes: arrivalWindowOf(centre),
    dropOff: byDropOff(service),
    notice: noBench ? `Pas de banc de puissance au centre de ${centre.name}.` : null,
    days: days.map((day) => ({
      date: day.date,
      times: day.slots.map((slot) => slot.time),
      slots: day.slots.map(({ time, endDate, endTime }) => ({ time, endDate, endTime })),
    })),
  };
}
