import Holidays from 'date-holidays';

type Country = 'FR' | 'MA';

export interface PublicHoliday {
  /** Local date, « AAAA-MM-JJ ». */
  date: string;
  /** Its French name, e.g. « Lundi de Pâques », « Aïd al-Fitr ». */
  name: string;
  /** A date computed from the lunar calendar that the authorities may shift by a day once the crescent is seen: shown « à confirmer ». */
  lunar: boolean;
}

/**
 * Metropolitan France without Alsace-Moselle (no Good Friday, no 26 December): the country alone, no state. The zone
 * only sets the library's start/end instants; dates are read from its local `date` field.
 */
const ZONES: Record<Country, string> = { FR: 'Europe/Paris', MA: 'Africa/Casablanca' };

/** Fixed days off that date-holidays (3.37) does not know yet. */
const ADDED: Record<Country, readonly { monthDay: string; name: string; since: number }[]> = {
  FR: [],
  MA: [
    // Made a national holiday by royal decision in May 2023, first day off on 14 January 2024.
    { monthDay: '01-14', name: 'Nouvel an amazigh', since: 2024 },
    // Instituted on 4 November 2025, after that year's 31 October, and made a paid day off by the decrees of 2026
    // (n° 2.26.14, private sector; n° 2.25.1140, public sector): the first day off is 31 October 2026.
    { monthDay: '10-31', name: 'Fête de l’Unité (Aïd al-Wahda)', since: 2026 },
  ],
};

/** The library's generic names (« Fête du mouton ») are not the ones Moroccan calendars and customers use. */
const ISLAMIC_NAMES: Readonly<Record<string, string>> = {
  '1 Muharram': '1er Moharram',
  '12 Rabi al-awwal': 'Aïd al-Mawlid',
  '1 Shawwal': 'Aïd al-Fitr',
  '10 Dhu al-Hijjah': 'Aïd al-Adha',
};

/** The month names of date-holidays' Hijri rules: such a date follows the sighting of the crescent. */
const HIJRI_RULE = /\b(Muharram|Safar|Rabi al-|Jumada al-|Rajab|Shaban|Ramadan|Shawwal|Dhu al-)/;

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Building a calendar parses all of a country's rules: once per country for the life of the process. */
const calendars = new Map<Country, Holidays>();
function calendarOf(country: Country): Holidays {
  let calendar = calendars.get(country);
  if (!calendar) {
    calendar = new Holidays(country, { languages: 'fr', timezone: ZONES[country] });
    calendars.set(country, calendar);
  }
  return calendar;
}

/** The library's days off of one year, a multi-day holiday giving each of its days (the last may fall in January). */
function libraryDays(country: Country, year: number): { days: PublicHoliday[]; rules: Set<string> } {
  const days: PublicHoliday[] = [];
  const rules = new Set<string>();
  for (const holiday of calendarOf(country).getHolidays(year, 'fr')) {
    // Only days off by law: not Pentecost Sunday or Mothers' Day (observances). Whit Monday is typed `public`, which
    // it is (the « journée de solidarité » only lets some employers make it a working day): the network closes.
    if (holiday.type !== 'public') continue;
    rules.add(holiday.rule);
    // Its `date` is the local day observed; `start` is the eve's sunset for Islamic holidays, so it is not used.
    const first = holiday.date.slice(0, 10);
    const length = Math.max(1, Math.round((holiday.end.getTime() - holiday.start.getTime()) / DAY_MS));
    const lunar = HIJRI_RULE.test(holiday.rule);
    const name = ISLAMIC_NAMES[holiday.rule] ?? holiday.name;
    for (let day = 0; day < length; day++) days.push({ date: addDays(first, day), name, lunar });
  }
  return { days, rules };
}

/** Availability asks on every request: a year's list is computed once, then shared (frozen, so nobody alters it). */
const years = new Map<string, readonly PublicHoliday[]>();
function holidaysOfYear(country: Country, year: number): readonly PublicHoliday[] {
  const key = `${country}-${year}`;
  const cached = years.get(key);
  if (cached) return cached;

  const { days, rules } = libraryDays(country, year);
  const all = [...days, ...libraryDays(country, year - 1).days];
  for (const { monthDay, name, since } of ADDED[country]) {
    // A later version of the library that knows the day must not list it twice.
    if (year >= since && !rules.has(monthDay)) all.push({ date: `${year}-${monthDay}`, name, lunar: false });
  }

  const byDate = new Map<string, PublicHoliday[]>();
  for (const day of all) {
    if (day.date.startsWith(`${year}-`)) byDate.set(day.date, [...(byDate.get(day.date) ?? []), day]);
  }
  // One entry per day. A fixed holiday on the same day as a lunar one makes the day off certain, whatever the crescent.
  const list = [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, same]) =>
      Object.freeze({
        date,
        name: [...new Set(same.map((h) => h.name))].join(' et '),
        lunar: same.every((h) => h.lunar),
      }),
    );
  years.set(key, Object.freeze(list));
  return list;
}

/** The public holidays of a market from `from` to `to` (local dates, both included), by date, one entry per day. */
export function publicHolidays(country: 'FR' | 'MA', from: string, to: string): PublicHoliday[] {
  if (!LOCAL_DATE.test(from) || !LOCAL_DATE.test(to))
    throw new RangeError(`Dates attendues « AAAA-MM-JJ » : ${from}, ${to}`);
  const result: PublicHoliday[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const holiday of holidaysOfYear(country, year)) {
      if (holiday.date >= from && holiday.date <= to) result.push(holiday);
    }
  }
  return result;
}

/** The local dates alone (« AAAA-MM-JJ »), as availability's closed dates. */
export function holidayDatesBetween(country: 'FR' | 'MA', from: string, to: string): Set<string> {
  return new Set(publicHolidays(country, from, to).map((holiday) => holiday.date));
}
