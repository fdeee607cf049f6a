import { frenchTime, frenchWindow } from '@garage/contract/opening-hours';
import type { BookingMailFacts } from './facts.js';

/** Days and times as the booking e-mails write them. */

/** « mardi 23 mars 2027 à 9h30 », as the centre's clock shows it. */
export function bookingWhen(date: string, time: string): string {
  const day = new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .formatToParts(new Date(`${date}T12:00:00Z`))
    // French writes the first of the month as an ordinal: « mardi 1er décembre ».
    .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('');
  return `${day} à ${frenchTime(time)}`;
}

/** « vers 17h », or when the work ends another day « le mercredi 24 mars vers 10h30 ». */
export function readyWhen(facts: Pick<BookingMailFacts, 'date' | 'endDate' | 'endTime'>): string {
  if (facts.endDate === facts.date) return `vers ${frenchTime(facts.endTime)}`;
  const day = bookingWhen(facts.endDate, facts.endTime).replace(/ \d{4} à [^ ]+$/, '');
  return `le ${day} vers ${frenchTime(facts.endTime)}`;
}

/**
 * « mardi 23 mars 2027 à 9h »; a long job « mardi 23 mars 2027, dépôt du véhicule à 9h, à récupérer vers 17h »; for
 * the mobile centre « mardi 23 mars 2027, arrivée entre 9h et 10h » (and when a long job ends).
 */
export function appointmentWhen(
  facts: Pick<BookingMailFacts, 'date' | 'time' | 'arrivalWindowMinutes' | 'dropOff' | 'endDate' | 'endTime'>,
): string {
  const day = bookingWhen(facts.date, facts.time).replace(/ à [^ ]+$/, '');
  if (facts.arrivalWindowMinutes) {
    const arrival = `${day}, arrivée entre ${frenchWindow(facts.time, facts.arrivalWindowMinutes)}`;
    return facts.dropOff ? `${arrival}, fin des travaux ${readyWhen(facts)}` : arrival;
  }
  if (facts.dropOff) return `${day}, dépôt du véhicule à ${frenchTime(facts.time)}, à récupérer ${readyWhen(facts)}`;
  return bookingWhen(facts.date, facts.time);
}

/** « mardi 13 avril 2027 ». */
export const bookingDay = (date: string) => bookingWhen(date, '12:00').replace(/ à [^ ]+$/, '');
