import type { OpeningSlot } from '../../content/types.js';

/** A resource a booking takes whole while it lasts: one workshop bay, one bench. */
export interface BookableUnit {
  id: string;
  /** Local dates (« AAAA-MM-JJ ») it cannot be booked on beyond the centre's own closures (a bench under repair). */
  closedDates?: ReadonlySet<string>;
}

/** A booking or a live hold on a unit: [start, end). */
export interface BusyPeriod {
  unitId: string;
  start: Date;
  end: Date;
  /** A live hold (a visitor giving their details, or awaiting their e-mail's link), not a booking. */
  held?: boolean;
}

export interface AvailabilityQuery {
  /** The centre's time zone (`Europe/Paris`, `Africa/Casablanca`): its opening hours are local times. */
  timeZone: string;
  openingHours: readonly OpeningSlot[];
  /** Seasons with other hours (Ramadan, summer): on their dates, theirs replace `openingHours`. */
  seasons?: readonly Season[];
  /** Local dates the whole centre is closed: public holidays and the closures entered in the admin. */
  closedDates: ReadonlySet<string>;
  /** The units of the resource the service uses (its bays, or its bench). */
  units: readonly BookableUnit[];
  busy: readonly BusyPeriod[];
  /** Opening-hours minutes a booking takes its unit: the work, and the mobile centre's window of arrival before it. */
  durationMinutes: number;
  /**
   * Booked by a drop-off time: it starts at an opening or within its first hour, and its work runs over the lunch
   * break and into the next open days if it must. Otherwise an exact start whose job ends within its opening period.
   */
  dropOff: boolean;
  /** Slots start on this grid from each opening (30: 9:00, 9:30…). */
  stepMinutes: number;
  now: Date;
  /** No slot starts sooner than this after `now`. */
  leadMinutes: number;
  /** Local days from today that can be booked, today included. */
  horizonDays: number;
  /**
   * A run on the bench before the work and another after it (a remap measured before and after): `minutes` of
   * opening hours each, on one of `units`. The unit of `units` above is then held for the whole job, runs included
   * (`durationMinutes` counts them): the vehicle keeps its bay while it is on the bench.
   */
  benchRuns?: { minutes: number; units: readonly BookableUnit[] };
  /** Only this local date is computed (whether a day keeps a free start); all the horizon's otherwise. */
  onlyDate?: string;
  /** The end of the span `busy` was read over (from `now`): a day's check reads the same span again. */
  busyUntil?: Date;
}

/** Hours kept for a season instead of the usual ones, local dates both included. */
export interface Season {
  from: string;
  to: string;
  openingHours: readonly OpeningSlot[];
}

/** The opening hours of a local date: a season's where one covers it, else the usual ones. */
export function hoursOn(
  openingHours: readonly OpeningSlot[],
  seasons: readonly Season[] | undefined,
  date: string,
): readonly OpeningSlot[] {
  return seasons?.find((season) => season.from <= date && date <= season.to)?.openingHours ?? openingHours;
}

export interface FreeSlot {
  /** Local start time, « HH:MM ». */
  time: string;
  start: Date;
  end: Date;
  /** The free unit a booking of this slot would take. */
  unitId: string;
  /**
   * Every unit open on each day the job spans, that one first: the units a booking tries in turn when another takes
   * the first meanwhile. A unit closed then is never among them (the database does not know closures).
   */
  openUnitIds: string[];
  /** When the work ends, as the centre's clock shows it: when a vehicle left at a drop-off time can be collected. */
  endDate: string;
  endTime: string;
  /** The bench runs before and after the work (`AvailabilityQuery.benchRuns`), each with the bench units free then. */
  benchRuns?: BenchRun[];
}

/** A run on the bench within a job: its period, and the free benches open then, the one to try first leading. */
export interface BenchRun {
  part: 'bench-before' | 'bench-after';
  start: Date;
  end: Date;
  unitIds: string[];
}

export interface DaySlots {
  /** Local date, « AAAA-MM-JJ ». */
  date: string;
  slots: FreeSlot[];
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const MINUTE = 60_000;

/**
 * One formatter per time zone: making an `Intl.DateTimeFormat` costs far more than using one, and a horizon's slots
 * read the clock thousands of times.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The local calendar date and wall-clock minutes of an instant in a time zone. */
export function localParts(at: Date, timeZone: string): { date: string; minutes: number } {
  const parts = formatterOf(timeZone).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

/**
 * The instant a local date and wall-clock time name in a time zone, or null when that time does not exist there (in
 * the hour skipped when the clocks go forward). The zone's offset is read at a first guess and again at the result,
 * which settles it on both sides of a change.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date | null {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE;
  let guess = wall;
  for (let pass = 0; pass < 2; pass++) {
    const local = localParts(new Date(guess), timeZone);
    const shown = Date.parse(`${local.date}T00:00:00Z`) + local.minutes * MINUTE;
    guess += wall - shown;
  }
  const back = localParts(new Date(guess), timeZone);
  return back.date === date && back.minutes === minutes ? new Date(guess) : null;
}

/**
 * The instants of a local date's wall-clock minutes. On a day whose offset is the same at its first and last minute
 * (every day but those the clocks change), they are plain arithmetic; on the others each is read from the time zone
 * (`zonedInstant`). A horizon's slots then cost a few readings of the time zone per day instead of several per slot.
 */
function dayClock(date: string, timeZone: string): (minutes: number) => Date | null {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  const offset = dayOffset(date, timeZone, midnight);
  if (offset === null) return (minutes) => zonedInstant(date, minutes, timeZone);
  return (minutes) => new Date(midnight + minutes * MINUTE - offset);
}

/**
 * Each day's offset from UTC in a time zone, once read (the zone's rules do not change while the process runs), or
 * null on a day the clocks change. Every booking page reads the same few weeks. Bounded: cleared when full.
 */
const dayOffsets = new Map<string, number | null>();
const DAY_OFFSETS_KEPT = 20_000;

function dayOffset(date: string, timeZone: string, midnight: number): number | null {
  const key = `${timeZone} ${date}`;
  let offset = dayOffsets.get(key);
  if (offset === undefined) {
    const offsetAt = (minutes: number) => {
      const instant = zonedInstant(date, minutes, timeZone);
      return instant && midnight + minutes * MINUTE - instant.getTime();
    };
    const first = offsetAt(0);
    offset = first !== null && first === offsetAt(24 * 60 - 1) ? first : null;
    if (dayOffsets.size >= DAY_OFFSETS_KEPT) dayOffsets.clear();
    dayOffsets.set(key, offset);
  }
  return offset;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Dates already added: a horizon's slots add days to the same few dates thousands of times (each job's end walks the
 * days after its start), and formatting a date costs more than finding it. Bounded: cleared when full.
 */
const addedDays = new Map<string, string>();
const ADDED_DAYS_KEPT = 20_000;

/** The local date `days` after `date` (calendar arithmetic, whatever the clocks do). */
export function addDays(date: string, days: number): string {
  const key = `${date}+${days}`;
  let added = addedDays.get(key);
  if (added === undefined) {
    if (addedDays.size >= ADDED_DAYS_KEPT) addedDays.clear();
    added = new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    addedDays.set(key, added);
  }
  return added;
}

/** The opening periods of a local date, in the order of the day. */
function periodsOf(openingHours: readonly OpeningSlot[], date: string): readonly OpeningPeriod[] {
  const weekday = WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
  // A centre's hours are read for every day of every job's span: each weekday's periods once per list of hours.
  let byWeekday = periodsByWeekday.get(openingHours);
  if (!byWeekday) periodsByWeekday.set(openingHours, (byWeekday = new Map()));
  let periods = byWeekday.get(weekday);
  if (!periods) {
    periods = openingHours
      .filter((slot) => slot.day === weekday)
      .map((slot) => ({ opens: minutesOf(slot.opens), closes: minutesOf(slot.closes) }))
      .sort((a, b) => a.opens - b.opens);
    byWeekday.set(weekday, periods);
  }
  return periods;
}

/** An opening period of a day, in minutes after midnight. */
interface OpeningPeriod {
  opens: number;
  closes: number;
}
const periodsByWeekday = new WeakMap<readonly OpeningSlot[], Map<string, readonly OpeningPeriod[]>>();

/**
 * A local date's working day as instants, from its first opening to its last closing (the lunch break inside), and
 * its length in minutes; null on a day without hours. What a centre's day can hold is this, times its units.
 */
export function workingDay(
  openingHours: readonly OpeningSlot[],
  date: string,
  timeZone: string,
): { start: Date; end: Date; minutes: number } | null {
  const periods = periodsOf(openingHours, date);
  if (periods.length === 0) return null;
  const clock = dayClock(date, timeZone);
  const start = clock(periods[0]!.opens);
  const end = clock(Math.max(...periods.map((p) => p.closes)));
  if (!start || !end || end <= start) return null;
  return { start, end, minutes: Math.round((end.getTime() - start.getTime()) / MINUTE) };
}

/** A vehicle is dropped off at an opening or within its first hour (9:00 or 9:30, 14:00 or 14:30). */
export const DROP_OFF_WINDOW_MINUTES = 60;
/** The longest a job may run from its start, calendar days: past it, a slot is not offered. */
export const MAX_JOB_SPAN_DAYS = 14;

/**
 * The local starts (minutes after midnight) a job may take on a date by the opening hours alone, on the step grid of
 * each opening period. A drop-off job starts within the period's first hour (its work goes on after the period); an
 * appointment of `durationMinutes` ends within its period (it does not run over the lunch break or the closing).
 */
export function dayStarts(
  openingHours: readonly OpeningSlot[],
  date: string,
  durationMinutes: number,
  stepMinutes: number,
  dropOff = false,
): number[] {
  return periodsOf(openingHours, date).flatMap((period) => {
    const last = dropOff
      ? Math.min(period.opens + DROP_OFF_WINDOW_MINUTES, period.closes) - 1
      : period.closes - durationMinutes;
    const starts: number[] = [];
    for (let at = period.opens; at <= last; at += stepMinutes) starts.push(at);
    return starts;
  });
}

/**
 * When `minutes` of work started at `from` on `date` end, counted in each day's opening hours (`hoursOf`) only: the
 * lunch break, the nights and the days `isOpen` refuses (closed weekdays have no hours) do not count. Null when the work would run past
 * `MAX_JOB_SPAN_DAYS`. `resuming`: when the next step of the job starts rather than when this one ends; it differs
 * when the minutes end with a period: the next step starts at the next opening, not at the closing.
 */
export function workEnd(
  hoursOf: (date: string) => readonly OpeningSlot[],
  isOpen: (date: string) => boolean,
  date: string,
  from: number,
  minutes: number,
  resuming = false,
): { date: string; minutes: number } | null {
  let left = minutes;
  for (let offset = 0; offset < MAX_JOB_SPAN_DAYS; offset++) {
    const day = addDays(date, offset);
    if (offset > 0 && !isOpen(day)) continue;
    for (const period of periodsOf(hoursOf(day), day)) {
      const opens = offset === 0 ? Math.max(period.opens, from) : period.opens;
      if (period.closes <= opens) continue;
      const fits = resuming ? left < period.closes - opens : left <= period.closes - opens;
      if (fits) return { date: day, minutes: opens + left };
      left -= period.closes - opens;
    }
  }
  return null;
}

/** « HH:MM » of minutes after midnight. */
export const clockTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The local dates from `first` to `last`, both included. */
function datesFrom(first: string, last: string): string[] {
  const dates = [first];
  while (dates[dates.length - 1]! < last) dates.push(addDays(dates[dates.length - 1]!, 1));
  return dates;
}

/**
 * The free slots of a service at a centre, day by day over the horizon: a slot starts where `dayStarts` allows,
 * at least the lead time after now, and has a unit free from its start to the end of its work (`workEnd`: a drop-off
 * job keeps its bay over the lunch break and the nights it spans) and open on each of those days. Days the centre is
 * closed are left out; a day open with nothing free is kept, empty, so that a visitor sees it is full rather than
 * closed.
 */
export function freeSlots(query: AvailabilityQuery): DaySlots[] {
  const earliest = query.now.getTime() + query.leadMinutes * MINUTE;
  const today = localParts(query.now, query.timeZone).date;
  const isOpen = (date: string) => !query.closedDates.has(date);
  const hoursOf = (date: string) => hoursOn(query.openingHours, query.seasons, date);
  const clocks = new Map<string, (minutes: number) => Date | null>();
  const instantAt = (date: string, minutes: number) => {
    let clock = clocks.get(date);
    if (!clock) clocks.set(date, (clock = dayClock(date, query.timeZone)));
    return clock(minutes);
  };
  /** The unit has no closure of its own on any day from `from` to `to`. */
  const isOpenFor = (unit: BookableUnit, from: string, to: string) =>
    !unit.closedDates?.size || !datesFrom(from, to).some((day) => unit.closedDates!.has(day));
  const isFree = (unit: BookableUnit, start: Date, end: Date) =>
    !query.busy.some((b) => b.unitId === unit.id && b.start < end && start < b.end);
  /**
   * The bench runs of a job started at `at` on `date` and taking `start`–`end`: the first run from its start, the
   * second ending with it, each on the benches free and open then; null when a run finds none.
   */
  const runsOn = (date: string, at: number, start: Date, end: Date, endDate: string): BenchRun[] | null => {
    const { minutes, units } = query.benchRuns!;
    const firstEnd = workEnd(hoursOf, isOpen, date, at, minutes);
    // The second run starts at an opening when the work ends with a period (at noon: at 14h, not over lunch).
    const secondStart = workEnd(hoursOf, isOpen, date, at, query.durationMinutes - minutes, true);
    if (!firstEnd || !secondStart) return null;
    /** A run from `from` to `to` (local dates `fromDate` to `toDate`) on the benches open and free then, or null. */
    const run = (part: BenchRun['part'], from: Date | null, to: Date | null, fromDate: string, toDate: string) => {
      if (!from || !to) return null;
      const unitIds = units.filter((u) => isOpenFor(u, fromDate, toDate) && isFree(u, from, to)).map((u) => u.id);
      return unitIds.length > 0 ? { part, start: from, end: to, unitIds } : null;
    };
    const before = run('bench-before', start, instantAt(firstEnd.date, firstEnd.minutes), date, firstEnd.date);
    const after = run('bench-after', instantAt(secondStart.date, secondStart.minutes), end, secondStart.date, endDate);
    return before && after ? [before, after] : null;
  };
  const days: DaySlots[] = [];
  for (let offset = 0; offset < query.horizonDays; offset++) {
    const date = addDays(today, offset);
    if (query.onlyDate && date !== query.onlyDate) continue;
    const starts = dayStarts(hoursOf(date), date, query.durationMinutes, query.stepMinutes, query.dropOff);
    if (starts.length === 0 || !isOpen(date)) continue;
    const openToday = query.units.filter((unit) => !unit.closedDates?.has(date));
    if (openToday.length === 0) continue;
    const slots: FreeSlot[] = [];
    for (const at of starts) {
      // An appointment ends within its period by construction (`dayStarts`): only a drop-off job walks the days.
      const finish = query.dropOff
        ? workEnd(hoursOf, isOpen, date, at, query.durationMinutes)
        : { date, minutes: at + query.durationMinutes };
      if (!finish) continue;
      const start = instantAt(date, at);
      const end = instantAt(finish.date, finish.minutes);
      if (!start || !end || start.getTime() < earliest) continue;
      const open = finish.date === date ? openToday : openToday.filter((u) => isOpenFor(u, date, finish.date));
      const unit = open.find((u) => isFree(u, start, end));
      const benchRuns = unit && query.benchRuns ? runsOn(date, at, start, end, finish.date) : undefined;
      if (unit && benchRuns !== null) {
        slots.push({
          time: clockTime(at),
          start,
          end,
          unitId: unit.id,
          openUnitIds: [unit.id, ...open.filter((u) => u !== unit).map((u) => u.id)],
          endDate: finish.date,
          endTime: clockTime(finish.minutes),
          ...(benchRuns && { benchRuns }),
        });
      }
    }
    days.push({ date, slots });
  }
  return days;
}
