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
}

export interface AvailabilityQuery {
  /** The centre's time zone (`Europe/Paris`, `Africa/Casablanca`): its opening hours are local times. */
  timeZone: string;
  openingHours: readonly OpeningSlot[];
  /** Local dates the whole centre is closed: public holidays and the closures entered in the admin. */
  closedDates: ReadonlySet<string>;
  /** The units of the resource the service uses (its bays, or its bench). */
  units: readonly BookableUnit[];
  busy: readonly BusyPeriod[];
  /** How long the service holds its unit. */
  durationMinutes: number;
  /** Slots start on this grid from each opening (30: 9:00, 9:30…). */
  stepMinutes: number;
  now: Date;
  /** No slot starts sooner than this after `now`. */
  leadMinutes: number;
  /** Local days from today that can be booked, today included. */
  horizonDays: number;
}

export interface FreeSlot {
  /** Local start time, « HH:MM ». */
  time: string;
  start: Date;
  end: Date;
  /** The free unit a booking of this slot would take. */
  unitId: string;
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
  const offsetAt = (minutes: number) => {
    const instant = zonedInstant(date, minutes, timeZone);
    return instant && midnight + minutes * MINUTE - instant.getTime();
  };
  const offset = offsetAt(0);
  if (offset === null || offset !== offsetAt(24 * 60 - 1)) return (minutes) => zonedInstant(date, minutes, timeZone);
  return (minutes) => new Date(midnight + minutes * MINUTE - offset);
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The local date `days` after `date` (calendar arithmetic, whatever the clocks do). */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The local starts (minutes after midnight) a job of `durationMinutes` may take on a date by the opening hours
 * alone: on the step grid of each opening period, ending within it (a job does not run over the lunch break or the
 * closing).
 */
export function dayStarts(
  openingHours: readonly OpeningSlot[],
  date: string,
  durationMinutes: number,
  stepMinutes: number,
): number[] {
  const weekday = WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
  return openingHours
    .filter((slot) => slot.day === weekday)
    .sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens))
    .flatMap((period) => {
      const starts: number[] = [];
      for (let at = minutesOf(period.opens); at + durationMinutes <= minutesOf(period.closes); at += stepMinutes)
        starts.push(at);
      return starts;
    });
}

/** « HH:MM » of minutes after midnight. */
export const clockTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The free slots of a service at a centre, day by day over the horizon: a slot starts on the step grid of an
 * opening period, ends within it (a job does not run over the lunch break or the closing), starts at least the lead
 * time after now, and has a unit free for its whole length. Days the centre is closed are left out; a day open
 * with nothing free is kept, empty, so that a visitor sees it is full rather than closed.
 */
export function freeSlots(query: AvailabilityQuery): DaySlots[] {
  const earliest = query.now.getTime() + query.leadMinutes * MINUTE;
  const today = localParts(query.now, query.timeZone).date;
  const days: DaySlots[] = [];
  for (let offset = 0; offset < query.horizonDays; offset++) {
    const date = addDays(today, offset);
    const starts = dayStarts(query.openingHours, date, query.durationMinutes, query.stepMinutes);
    if (starts.length === 0 || query.closedDates.has(date)) continue;
    const units = query.units.filter((unit) => !unit.closedDates?.has(date));
    if (units.length === 0) continue;
    const slots: FreeSlot[] = [];
    const instantAt = dayClock(date, query.timeZone);
    for (const at of starts) {
      const start = instantAt(at);
      const end = instantAt(at + query.durationMinutes);
      if (!start || !end || start.getTime() < earliest) continue;
      const unit = units.find((u) => !query.busy.some((b) => b.unitId === u.id && b.start < end && start < b.end));
      if (unit) slots.push({ time: clockTime(at), start, end, unitId: unit.id });
    }
    days.push({ date, slots });
  }
  return days;
}

/** The local dates of fixed public holidays (« MM-JJ ») in the years a horizon from `from` spans. */
export function holidayDates(monthDays: readonly string[], from: string, horizonDays: number): Set<string> {
  const years = new Set([from.slice(0, 4), addDays(from, horizonDays).slice(0, 4)]);
  return new Set([...years].flatMap((year) => monthDays.map((monthDay) => `${year}-${monthDay}`)));
}
