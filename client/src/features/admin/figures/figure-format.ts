import { formatNumber } from '../../../config/format';

const SHORT_MONTHS = [
  'janv.',
  'févr.',
  'mars',
  'avr.',
  'mai',
  'juin',
  'juil.',
  'août',
  'sept.',
  'oct.',
  'nov.',
  'déc.',
];

/** '2026-11-02' -> '2 nov.'; the first of the month '1er'. A calendar date: no time zone moves it. */
export function shortDay(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const day = Number(match[3]);
  return `${day === 1 ? '1er' : day} ${SHORT_MONTHS[Number(match[2]) - 1] ?? ''}`.trim();
}

/** '2026-11-02' (a Monday) -> 'sem. du 2 nov.'. */
export const weekLabel = (monday: string) => `sem. du ${shortDay(monday)}`;

/** '2026-11-02' -> 'semaine du 2 nov.', for a sentence. */
export const weekName = (monday: string) => `semaine du ${shortDay(monday)}`;

/** « 1 demande », « 3 demandes »: French puts 0 and 1 in the singular. */
export const count = (n: number, one: string, many = `${one}s`) => `${formatNumber(n)} ${n > 1 ? many : one}`;

/** « 35 % », or null when there is nothing to divide. */
export const percent = (part: number, whole: number) =>
  whole > 0 ? `${formatNumber((part / whole) * 100)}\u00a0%` : null;

/** « 3,5 jours », « 1 jour ». */
export const days = (value: number) => `${formatNumber(value, 1)} ${value >= 2 ? 'jours' : 'jour'}`;
