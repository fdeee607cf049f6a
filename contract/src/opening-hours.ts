export interface Slot {
  day: string;
  opens: string;
  closes: string;
}

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const DAY_LABELS: Record<string, string> = {
  monday: 'Lundi',
  tuesday: 'Mardi',
  wednesday: 'Mercredi',
  thursday: 'Jeudi',
  friday: 'Vendredi',
  saturday: 'Samedi',
  sunday: 'Dimanche',
};

/** "09:00" -> "9h", "18:30" -> "18h30" */
export function frenchTime(time: string): string {
  const [h = '0', m = '00'] = time.split(':');
  return `${Number(h)}h${m === '00' ? '' : m}`;
}

/** "09:00" and 60 -> "9h et 10h": the mobile centre's window of arrival, as a sentence ends it (« entre … »). */
export function frenchWindow(time: string, minutes: number): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const end = h * 60 + m + minutes;
  const until = `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
  return `${frenchTime(time)} et ${frenchTime(until)}`;
}

export interface OpeningLine {
  days: string;
  hours: string;
}

/**
 * Groups consecutive days that share the same hours:
 * Tue-Sat 9-12 / 14-18:30 -> [{ days: 'Du mardi au samedi', hours: '9h-12h / 14h-18h30' }].
 */
export function summariseOpeningHours(slots: Slot[]): OpeningLine[] {
  const hoursByDay = DAYS.map((day) =>
    slots
      .filter((s) => s.day === day)
      // "HH:MM" strings sort as plain strings (a locale collator would cost its set-up during hydration).
      .sort((a, b) => (a.opens < b.opens ? -1 : a.opens > b.opens ? 1 : 0))
      .map((s) => `${frenchTime(s.opens)}-${frenchTime(s.closes)}`)
      .join(' / '),
  );
  const lines: OpeningLine[] = [];
  let start = 0;
  for (let i = 1; i <= DAYS.length; i++) {
    if (i < DAYS.length && hoursByDay[i] === hoursByDay[start]) continue;
    const hours = hoursByDay[start]!;
    if (hours) {
      const first = DAY_LABELS[DAYS[start]!]!;
      const last = DAY_LABELS[DAYS[i - 1]!]!;
      const days = start === i - 1 ? first : `Du ${first.toLowerCase()} au ${last.toLowerCase()}`;
      lines.push({ days, hours });
    }
    start = i;
  }
  return lines;
}

export interface CentreHoursGroup {
  /** Names of the centres that keep these hours, in the given order. */
  centres: string[];
  lines: OpeningLine[];
}

/** The network's hours as the centres' data gives them: centres with the same hours share one group. */
export function groupCentreHours(centres: { name: string; openingHours: Slot[] }[]): CentreHoursGroup[] {
  const groups = new Map<string, CentreHoursGroup>();
  for (const centre of centres) {
    const lines = summariseOpeningHours(centre.openingHours);
    if (!lines.length) continue;
    const key = JSON.stringify(lines);
    const group = groups.get(key);
    if (group) group.centres.push(centre.name);
    else groups.set(key, { centres: [centre.name], lines });
  }
  return [...groups.values()];
}
