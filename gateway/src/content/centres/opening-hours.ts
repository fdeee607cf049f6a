import type { OpeningSlot, Weekday } from '../types.js';

/** Morning 9h-12h and afternoon 14h-18h30 on each given day. */
export function standardHours(days: Weekday[]): OpeningSlot[] {
  return days.flatMap((day) => [
    { day, opens: '09:00', closes: '12:00' },
    { day, opens: '14:00', closes: '18:30' },
  ]);
}

export const TUESDAY_TO_SATURDAY: Weekday[] = ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
export const MONDAY_TO_SATURDAY: Weekday[] = ['monday', ...TUESDAY_TO_SATURDAY];

/** One continuous opening on each given day, « HH:MM » to « HH:MM ». */
export function continuousHours(days: Weekday[], opens: string, closes: string): OpeningSlot[] {
  return days.map((day) => ({ day, opens, closes }));
}

/**
 * The month of Ramadan as the Moroccan authorities announced it or, ahead of the announcement, as the lunar calendar
 * computes it (a day either way may move once the crescent is seen: the centre corrects its dates then). Workshops
 * keep a continuous day and close before the breaking of the fast.
 */
export const RAMADAN: readonly { from: string; to: string }[] = [
  { from: '2026-02-19', to: '2026-03-19' },
  { from: '2027-02-08', to: '2027-03-09' },
  { from: '2028-01-28', to: '2028-02-26' },
];
