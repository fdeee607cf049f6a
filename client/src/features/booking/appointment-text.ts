import { frenchTime, frenchWindow } from '@garage/contract/opening-hours';
import { frenchDay } from '../../config/format';

/** « mardi 23 mars 2027 à 9h », or for the mobile centre « mardi 23 mars 2027, arrivée entre 9h et 10h ». */
export function appointmentText(at: { date: string; time: string; arrivalWindowMinutes: number }): string {
  return at.arrivalWindowMinutes
    ? `${frenchDay(at.date, true)}, arrivée entre ${frenchWindow(at.time, at.arrivalWindowMinutes)}`
    : `${frenchDay(at.date, true)} à ${frenchTime(at.time)}`;
}
