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
