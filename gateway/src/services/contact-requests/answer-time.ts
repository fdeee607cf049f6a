import { frenchTime } from '@garage/contract/opening-hours';
import type { OpeningSlot } from '../../content/types.js';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const FRENCH_DAYS: Record<string, string> = {
  monday: 'lundi',
  tuesday: 'mardi',
  wednesday: 'mercredi',
  thursday: 'jeudi',
  friday: 'vendredi',
  saturday: 'samedi',
  sunday: 'dimanche',
};

/** The weekday and « HH:MM » of an instant in a time zone. */
function localTime(at: Date, timeZone: string): { day: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: part('weekday').toLowerCase(), time: `${part('hour')}:${part('minute')}` };
}

/**
 * When the centre (or, without one, the first of the network's centres) can answer a request received at `at`, from
 * its opening hours, in French: « aujourd’hui, avant 18h30 » while it is open (the day's last closing), else « demain à partir de 9h » or
 * « mardi à partir de 9h ». Null for hours that never open.
 */
export function answerTime(openingHours: readonly OpeningSlot[][], at: Date, timeZone: string): string | null {
  const now = localTime(at, timeZone);
  const today = WEEKDAYS.indexOf(now.day as (typeof WEEKDAYS)[number]);
  const slotsOn = (day: string) =>
    openingHours.flatMap((slots) => slots.filter((s) => s.day === day)).sort((a, b) => (a.opens < b.opens ? -1 : 1));
  const todays = slotsOn(now.day);
  if (todays.some((s) => s.opens <= now.time && now.time < s.closes)) {
    // Before the day's last closing, not the lunch break's: a request at 11h55 is answered in the afternoon.
    const closes = todays
      .map((s) => s.closes)
      .sort()
      .at(-1)!;
    return `aujourd’hui, avant ${frenchTime(closes)}`;
  }
  for (let ahead = 0; ahead < 8; ahead++) {
    const day = WEEKDAYS[(today + ahead) % 7]!;
    const next = slotsOn(day).find((s) => ahead > 0 || s.opens > now.time);
    if (!next) continue;
    const when = ahead === 0 ? 'aujourd’hui' : ahead === 1 ? 'demain' : FRENCH_DAYS[day];
    return `${when} à partir de ${frenchTime(next.opens)}`;
  }
  return null;
}
