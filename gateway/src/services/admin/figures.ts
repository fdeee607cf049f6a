import type { AppServices } from '../../app-services.js';
import { Booking } from '../../entities/booking.js';
import type { Centre } from '../../entities/centre.js';
import { ContactRequest } from '../../entities/contact-request.js';
import { VehicleManufacturer } from '../../entities/vehicle.js';
import { InvalidInputError } from '../../lib/domain-errors.js';
import { addDays, localParts, zonedInstant } from '../booking/availability.js';
import { timeZoneOf } from '../booking/booking-slots.js';
import { SITE_TIME_ZONES } from '../mail/templates.js';
import { topSearchMisses } from '../vehicles/search.js';
import { centreScope, isNetworkAdmin, type Actor } from './permissions.js';

/*
 * The network's figures in the admin (issue 42, decision 050): per centre and per week (Monday to Sunday, in the
 * centre's time zone), counted in the database by QueryBuilder aggregates grouped by week.
 */

export type FiguresServices = Pick<AppServices, 'dataSource' | 'reference' | 'clock'>;

export const FIGURES_DEFAULT_WEEKS = 12;
/** A year of weeks at most: enough to compare a season with the last, and a bounded answer. */
export const FIGURES_MAX_WEEKS = 53;
/** The services and makes listed: the most asked for. */
export const FIGURES_TOP = 10;
/** A request counts as turned into a booking when its sender's e-mail booked within this many days of it. */
export const CONVERSION_DAYS = 30;
const DAY = 86_400_000;
/** The series of the requests that named no centre (the network's), shown to network administrators. */
export const UNASSIGNED_NAME = 'Sans centre choisi';

export interface WeekFigures {
  /** The week's Monday, local date « AAAA-MM-JJ ». */
  week: string;
  requests: number;
  /** Of the week's requests, those a booking came from. */
  converted: number;
  bookingsOnline: number;
  bookingsPhone: number;
  /** Jobs of the week marked honoured, and missed. */
  honoured: number;
  missed: number;
  /** Median days from a booking's making to its job, over the bookings made that week; null without any. */
  leadTimeDays: number | null;
}

export interface CentreFigures {
  /** Null: requests that named no centre. */
  centreId: string | null;
  name: string;
  weeks: WeekFigures[];
  /** Services of the bookings made over the period, most booked first. */
  services: FigureCount[];
  /** Vehicle makes of the period's requests and bookings, most asked for first. */
  makes: FigureCount[];
}

export interface FigureCount {
  label: string;
  count: number;
}

export interface Figures {
  /** The weeks' Mondays, oldest first, the current week last. */
  weeks: string[];
  centres: CentreFigures[];
  /** Every centre shown, added up; its lead time is the median over all their bookings. */
  network: WeekFigures[];
  /** The centres' services and makes added up. */
  services: FigureCount[];
  makes: FigureCount[];
  /** The network's vehicle searches that found nothing over the period (decision 051), most frequent first. */
  searchMisses: FigureCount[];
}

/** The centres of one time zone, and whether the requests without a centre are counted with them. */
interface Zone {
  timeZone: string;
  centres: string[];
  unassigned: boolean;
  from: Date;
  to: Date;
}

type Counts = Omit<WeekFigures, 'week' | 'leadTimeDays'> & { leads: number[] };

const emptyCounts = (): Counts => ({
  requests: 0,
  converted: 0,
  bookingsOnline: 0,
  bookingsPhone: 0,
  honoured: 0,
  missed: 0,
  leads: [],
});

/** The Monday of a local date's ISO week. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** The instant a local day starts (at 01:00 where the clocks skip midnight). */
const dayStart = (date: string, timeZone: string) =>
  zonedInstant(date, 0, timeZone) ?? zonedInstant(date, 60, timeZone)!;

/** The local Monday of a timestamp column's week, « AAAA-MM-JJ » (`date_trunc` weeks start on Monday). */
const weekOf = (column: string) => `to_char(date_trunc('week', ${column} AT TIME ZONE :zone), 'YYYY-MM-DD')`;

const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value * 10) / 10;
};

/** Lower case, without accents: « Citroën » and « citroen » are one make. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** The catalogue's make a vehicle's text starts with (the longest, « Land Rover » before « Land »); null if none. */
export function makeOf(vehicle: string, makes: readonly string[]): string | null {
  const text = folded(vehicle);
  let found: string | null = null;
  for (const make of makes) {
    const key = folded(make);
    if (!key || (found && key.length <= folded(found).length)) continue;
    if (text === key || text.startsWith(`${key} `)) found = make;
  }
  return found;
}

const top = (counts: Map<string, number>): FigureCount[] =>
  [...counts]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'fr'))
    .slice(0, FIGURES_TOP);

const add = (counts: Map<string, number>, label: string, count: number) =>
  counts.set(label, (counts.get(label) ?? 0) + count);

/**
 * The figures of the actor's centres (a centre manager: theirs; a network administrator: all, and the requests that
 * named no centre) over the last `weeks` weeks, the current one included.
 */
export async function adminFigures(
  services: FiguresServices,
  actor: Actor,
  weeks: number = FIGURES_DEFAULT_WEEKS,
): Promise<Figures> {
  if (!Number.isInteger(weeks) || weeks < 1 || weeks > FIGURES_MAX_WEEKS)
    throw new InvalidInputError(`Entre 1 et ${FIGURES_MAX_WEEKS} semaines.`);
  const { centres: configured, services: offered, site } = await services.reference.get();
  const scope = centreScope(actor);
  const centres = configured.filter((c) => scope === null || scope.includes(c.id));
  const siteZone = SITE_TIME_ZONES[site.country] ?? 'Europe/Paris';
  // The current week is the site's; each centre's rows fall in its own zone's weeks, which carry the same Mondays.
  const current = mondayOf(localParts(services.clock(), siteZone).date);
  const mondays = Array.from({ length: weeks }, (_, i) => addDays(current, 7 * (i - weeks + 1)));
  const zones = zonesOf(centres, isNetworkAdmin(actor) ? siteZone : null, mondays);

  const cells = new Map<string, Counts>();
  const cell = (centre: string | null, week: string) => {
    const key = `${centre ?? ''}|${week}`;
    let found = cells.get(key);
    if (!found) cells.set(key, (found = emptyCounts()));
    return found;
  };
  // Per series (a centre's id, '' for no centre): services booked by name, vehicles as written.
  const asked = { services: new Map<string, Map<string, number>>(), vehicles: new Map<string, Map<string, number>>() };
  const tally = (kind: keyof typeof asked, centre: string | null, label: string, count: number) => {
    let counts = asked[kind].get(centre ?? '');
    if (!counts) asked[kind].set(centre ?? '', (counts = new Map()));
    add(counts, label, count);
  };
  const names = new Map(offered.map((s) => [s.slug, s.name]));
  for (const zone of zones) {
    for (const row of await requestsOf(services, zone)) {
      Object.assign(cell(row.centre, row.week), { requests: row.requests, converted: row.converted });
    }
    const { requests, bookings } = await byEmailOf(services, zone);
    for (const row of bookedByEmail(requests, bookings)) cell(row.centre, row.week).converted += 1;
    for (const row of await bookingsMadeOf(services, zone)) {
      Object.assign(cell(row.centre, row.week), {
        bookingsOnline: row.online,
        bookingsPhone: row.phone,
        leads: (row.leads ?? []).map(Number),
      });
    }
    for (const row of await jobsOf(services, zone)) {
      Object.assign(cell(row.centre, row.week), { honoured: row.honoured, missed: row.missed });
    }
    for (const row of await servicesOf(services, zone))
      tally('services', row.centre, names.get(row.slug) ?? row.slug, row.count);
    for (const row of await vehiclesOf(services, zone)) tally('vehicles', row.centre, row.vehicle, row.count);
  }
  const makes = asked.vehicles.size > 0 ? await catalogueMakes(services) : [];
  const makesOf = (vehicles: Map<string, number> | undefined) => {
    const counts = new Map<string, number>();
    for (const [vehicle, count] of vehicles ?? []) {
      const make = makeOf(vehicle, makes);
      if (make) add(counts, make, count);
    }
    return counts;
  };

  const weekFigures = (parts: (week: string) => Counts[]): WeekFigures[] =>
    mondays.map((week) => {
      const sum = emptyCounts();
      for (const part of parts(week)) {
        for (const key of ['requests', 'converted', 'bookingsOnline', 'bookingsPhone', 'honoured', 'missed'] as const)
          sum[key] += part[key];
        sum.leads.push(...part.leads);
      }
      const { leads, ...counts } = sum;
      return { week, ...counts, leadTimeDays: median(leads) };
    });
  const seriesOf = (centreId: string | null, name: string) => {
    const serviceCounts = asked.services.get(centreId ?? '') ?? new Map<string, number>();
    const makeCounts = makesOf(asked.vehicles.get(centreId ?? ''));
    const figures: CentreFigures = {
      centreId,
      name,
      weeks: weekFigures((week) => [cell(centreId, week)]),
      services: top(serviceCounts),
      makes: top(makeCounts),
    };
    return {
      figures,
      serviceCounts,
      makeCounts,
    };
  };
  const series = centres.map((c) => seriesOf(c.id, c.name));
  const unassigned = seriesOf(null, UNASSIGNED_NAME);
  if (unassigned.figures.weeks.some((w) => w.requests > 0)) series.push(unassigned);
  const sum = (maps: Map<string, number>[]) => {
    const total = new Map<string, number>();
    for (const counts of maps) for (const [label, count] of counts) add(total, label, count);
    return total;
  };
  return {
    weeks: mondays,
    centres: series.map((s) => s.figures),
    network: weekFigures((week) => series.map((s) => cell(s.figures.centreId, week))),
    services: top(sum(series.map((s) => s.serviceCounts))),
    makes: top(sum(series.map((s) => s.makeCounts))),
    searchMisses: await topSearchMisses(services, mondays[0]!, FIGURES_TOP),
  };
}

/** The centres grouped by time zone, each zone with its period's instants; the unassigned requests in `siteZone`. */
function zonesOf(centres: readonly Centre[], siteZone: string | null, mondays: string[]): Zone[] {
  const byZone = new Map<string, string[]>();
  for (const c of centres) byZone.set(timeZoneOf(c), [...(byZone.get(timeZoneOf(c)) ?? []), c.id]);
  if (siteZone && !byZone.has(siteZone)) byZone.set(siteZone, []);
  return [...byZone].map(([timeZone, ids]) => ({
    timeZone,
    centres: ids,
    unassigned: timeZone === siteZone,
    from: dayStart(mondays[0]!, timeZone),
    to: dayStart(addDays(mondays.at(-1)!, 7), timeZone),
  }));
}

/** The zone's centres (`column IN …`), and the rows without a centre where the zone counts them. */
function inZone(column: string, zone: Zone, unassigned = zone.unassigned): string {
  const parts = [
    ...(zone.centres.length ? [`${column} IN (:...centres)`] : []),
    ...(unassigned ? [`${column} IS NULL`] : []),
  ];
  return parts.length ? `(${parts.join(' OR ')})` : 'false';
}

const zoneParameters = (zone: Zone) => ({
  zone: zone.timeZone,
  centres: zone.centres,
  from: zone.from,
  to: zone.to,
});

/** Made from a request: the staff's phone booking from its « Prendre rendez-vous ». An uncorrelated IN: hashed once. */
const FROM_REQUEST = `r.id IN (
  SELECT cb.contact_request_id FROM booking cb WHERE cb.confirmed_at IS NOT NULL AND cb.contact_request_id IS NOT NULL)`;

async function requestsOf(services: FiguresServices, zone: Zone) {
  return services.dataSource
    .getRepository(ContactRequest)
    .createQueryBuilder('r')
    .select('r.centre_id', 'centre')
    .addSelect(weekOf('r.created_at'), 'week')
    .addSelect('count(*)::int', 'requests')
    .addSelect(`(count(*) FILTER (WHERE ${FROM_REQUEST}))::int`, 'converted')
    .where(inZone('r.centre_id', zone))
    .andWhere('r.created_at >= :from AND r.created_at < :to')
    .setParameters(zoneParameters(zone))
    .groupBy('r.centre_id')
    .addGroupBy('week')
    .getRawMany<{ centre: string | null; week: string; requests: number; converted: number }>();
}

/**
 * The period's requests with an e-mail and no booking made from them, and the bookings linked to no request made by
 * e-mail up to CONVERSION_DAYS after the period: paired in the service by address, so the cost stays one pass over
 * each whatever the database's planner knows of the tables.
 */
async function byEmailOf(services: FiguresServices, zone: Zone) {
  const requests = await services.dataSource
    .getRepository(ContactRequest)
    .createQueryBuilder('r')
    .select('r.centre_id', 'centre')
    .addSelect(weekOf('r.created_at'), 'week')
    .addSelect('lower(r.email)', 'email')
    .addSelect('r.created_at', 'at')
    .where(inZone('r.centre_id', zone))
    .andWhere('r.created_at >= :from AND r.created_at < :to')
    .andWhere(`r.email IS NOT NULL AND NOT ${FROM_REQUEST}`)
    .setParameters(zoneParameters(zone))
    .getRawMany<{ centre: string | null; week: string; email: string; at: Date }>();
  if (requests.length === 0) return { requests, bookings: [] };
  const bookings = await services.dataSource
    .getRepository(Booking)
    .createQueryBuilder('b')
    .select('lower(b.email)', 'email')
    .addSelect('b.confirmed_at', 'at')
    .where('b.contact_request_id IS NULL AND b.email IS NOT NULL')
    .andWhere('b.confirmed_at >= :from AND b.confirmed_at < :until')
    .setParameters({ from: zone.from, until: new Date(zone.to.getTime() + CONVERSION_DAYS * DAY) })
    .getRawMany<{ email: string; at: Date }>();
  return { requests, bookings };
}

/** The requests of `byEmailOf` that a booking by their address followed within CONVERSION_DAYS. */
export function bookedByEmail<R extends { email: string; at: Date }>(
  requests: readonly R[],
  bookings: readonly { email: string; at: Date }[],
): R[] {
  const booked = new Map<string, number[]>();
  for (const b of bookings) booked.set(b.email, [...(booked.get(b.email) ?? []), new Date(b.at).getTime()]);
  return requests.filter((r) => {
    const sent = new Date(r.at).getTime();
    return (booked.get(r.email) ?? []).some((at) => at >= sent && at < sent + CONVERSION_DAYS * DAY);
  });
}

/** Bookings made: confirmed (a phone booking at once, one online when its e-mail's link was opened). */
const MADE = 'b.confirmed_at >= :from AND b.confirmed_at < :to';

async function bookingsMadeOf(services: FiguresServices, zone: Zone) {
  return services.dataSource
    .getRepository(Booking)
    .createQueryBuilder('b')
    .select('b.centre_id', 'centre')
    .addSelect(weekOf('b.confirmed_at'), 'week')
    .addSelect('(count(*) FILTER (WHERE b.created_by IS NULL))::int', 'online')
    .addSelect('(count(*) FILTER (WHERE b.created_by IS NOT NULL))::int', 'phone')
    .addSelect(`array_agg(greatest(0, extract(epoch FROM lower(b.during) - b.confirmed_at) / 86400)::float8)`, 'leads')
    .where(inZone('b.centre_id', zone, false))
    .andWhere(MADE)
    .setParameters(zoneParameters(zone))
    .groupBy('b.centre_id')
    .addGroupBy('week')
    .getRawMany<{ centre: string; week: string; online: number; phone: number; leads: number[] | null }>();
}

/** Jobs marked honoured or missed, by the week they started. */
async function jobsOf(services: FiguresServices, zone: Zone) {
  return services.dataSource
    .getRepository(Booking)
    .createQueryBuilder('b')
    .select('b.centre_id', 'centre')
    .addSelect(weekOf('lower(b.during)'), 'week')
    .addSelect(`(count(*) FILTER (WHERE b.status = 'honoured'))::int`, 'honoured')
    .addSelect(`(count(*) FILTER (WHERE b.status = 'missed'))::int`, 'missed')
    .where(inZone('b.centre_id', zone, false))
    .andWhere(`b.status IN ('honoured', 'missed')`)
    .andWhere('lower(b.during) >= :from AND lower(b.during) < :to')
    .setParameters(zoneParameters(zone))
    .groupBy('b.centre_id')
    .addGroupBy('week')
    .getRawMany<{ centre: string; week: string; honoured: number; missed: number }>();
}

async function servicesOf(services: FiguresServices, zone: Zone) {
  return services.dataSource
    .getRepository(Booking)
    .createQueryBuilder('b')
    .select('b.centre_id', 'centre')
    .addSelect('b.service_slug', 'slug')
    .addSelect('count(*)::int', 'count')
    .where(inZone('b.centre_id', zone, false))
    .andWhere(MADE)
    .setParameters(zoneParameters(zone))
    .groupBy('b.centre_id')
    .addGroupBy('b.service_slug')
    .getRawMany<{ centre: string; slug: string; count: number }>();
}

/**
 * The vehicles asked for over the period, as written, with their counts: the requests' (the configurator engine's
 * make when it has one) and the bookings' not made from a request (that request counts them already).
 */
async function vehiclesOf(services: FiguresServices, zone: Zone) {
  const vehicle = 'COALESCE(m.name, r.quote_vehicle, r.vehicle)';
  const fromRequests = await services.dataSource
    .getRepository(ContactRequest)
    .createQueryBuilder('r')
    .leftJoin('r.engine', 'e')
    .leftJoin('e.model', 'mo')
    .leftJoin('mo.manufacturer', 'm')
    .select('r.centre_id', 'centre')
    .addSelect(vehicle, 'vehicle')
    .addSelect('count(*)::int', 'count')
    .where(inZone('r.centre_id', zone))
    .andWhere('r.created_at >= :from AND r.created_at < :to')
    .andWhere(`${vehicle} IS NOT NULL`)
    .setParameters(zoneParameters(zone))
    .groupBy('r.centre_id')
    .addGroupBy(vehicle)
    .getRawMany<{ centre: string | null; vehicle: string; count: number }>();
  const fromBookings = await services.dataSource
    .getRepository(Booking)
    .createQueryBuilder('b')
    .select('b.centre_id', 'centre')
    .addSelect('b.vehicle', 'vehicle')
    .addSelect('count(*)::int', 'count')
    .where(inZone('b.centre_id', zone, false))
    .andWhere(MADE)
    .andWhere('b.contact_request_id IS NULL AND b.vehicle IS NOT NULL')
    .setParameters(zoneParameters(zone))
    .groupBy('b.centre_id')
    .addGroupBy('b.vehicle')
    .getRawMany<{ centre: string | null; vehicle: string; count: number }>();
  return [...fromRequests, ...fromBookings];
}

/** The makes of the vehicle catalogue, each spelling once. */
async function catalogueMakes(services: FiguresServices): Promise<string[]> {
  const rows = await services.dataSource
    .getRepository(VehicleManufacturer)
    .createQueryBuilder('m')
    .select('DISTINCT m.name', 'name')
    .orderBy('name')
    .getRawMany<{ name: string }>();
  return rows.map((row) => row.name);
}
