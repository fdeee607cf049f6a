import { frenchTime } from '@garage/contract/opening-hours';
import { frenchDay } from '../config/format';

/** When a job left at the garage ends: the local day it was dropped off, and the local day and time its work ends. */
interface Ready {
  date: string;
  endDate: string;
  endTime: string;
}

/** « vers 17h », or on another day « le mercredi 24 mars vers 10h30 ». */
export function readyText(at: Ready): string {
  const when = `vers ${frenchTime(at.endTime)}`;
  return at.endDate === at.date ? when : `le ${frenchDay(at.endDate)} ${when}`;
}

/** The same, short enough for a time button: « vers 17h », « mer. 10h30 ». */
export function shortReadyText(at: Ready): string {
  if (at.endDate === at.date) return `vers ${frenchTime(at.endTime)}`;
  return `${frenchDay(at.endDate).slice(0, 3)}. ${frenchTime(at.endTime)}`;
}
