import { frenchTime, frenchWindow } from '@garage/contract/opening-hours';
import { frenchDay } from '../../config/format';
import { readyText } from '../../lib/ready-text';

interface Appointment {
  date: string;
  time: string;
  arrivalWindowMinutes: number;
  /** A long job: the vehicle is dropped off at `time` and collected when its work ends. */
  dropOff?: boolean;
  endDate?: string;
  endTime?: string;
}

/**
 * « mardi 23 mars 2027 à 9h »; a job left at the garage « mardi 23 mars 2027, dépôt du véhicule à 9h, à récupérer
 * vers 17h »; the mobile centre « mardi 23 mars 2027, arrivée entre 9h et 10h » (and for a long job, when it ends).
 */
export function appointmentText(at: Appointment): string {
  const day = frenchDay(at.date, true);
  const ready =
    at.dropOff && at.endDate && at.endTime ? readyText({ ...at, endDate: at.endDate, endTime: at.endTime }) : null;
  if (at.arrivalWindowMinutes) {
    const arrival = `${day}, arrivée entre ${frenchWindow(at.time, at.arrivalWindowMinutes)}`;
    return ready ? `${arrival}, fin des travaux ${ready}` : arrival;
  }
  if (ready) return `${day}, dépôt du véhicule à ${frenchTime(at.time)}, à récupérer ${ready}`;
  return `${day} à ${frenchTime(at.time)}`;
}
