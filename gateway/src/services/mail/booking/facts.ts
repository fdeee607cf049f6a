import { centreContacts } from '../../centre-contacts.js';

/**
 * The e-mails of an online booking (issue 27), from the same facts as the site's other e-mails. As for requests, the
 * visitor's confirmation carries only what the site itself wrote (the centre, the service, the day and time, the
 * reference): it goes to an address anyone may type. What the visitor typed goes to the centre only.
 */
export interface BookingMailFacts {
  /** The booking's id: the calendar event's UID, the same in every message about it. */
  id: string;
  reference: string;
  /** The booked period, as instants. */
  start: Date;
  end: Date;
  /** The local date (« AAAA-MM-JJ ») and start (« HH:MM ») at the centre. */
  date: string;
  time: string;
  durationMinutes: number;
  serviceName: string;
  centre: { name: string; phone: string | null; address: string };
  site: { brandName: string; contactEmail: string; contactPhone: string };
  /** Moves and cancellations so far: the calendar event's SEQUENCE. */
  revision: number;
  /** The mobile centre's window of arrival from the start (0: the visitor comes at the time booked). */
  arrivalWindowMinutes: number;
  /** A long job: the vehicle is dropped off at `time`, and collected when its work ends (`endDate`, `endTime`). */
  dropOff: boolean;
  endDate: string;
  endTime: string;
  /** The work asked for (« Reprogrammation stage 2 »), from the site's own list; null without one. */
  work?: string | null;
  /** The vehicle in the catalogue's words (« Volkswagen Golf 1.6 TDI 115 (2020) »); null for any other label. */
  vehicle?: string | null;
  /** « de 350 € à 800 € »: the service's range the booking page showed. */
  priceRange?: string | null;
  /** « 450 € »: the stage's price in the grid, when booked from an engine page (it replaces the range). */
  stagePrice?: string | null;
}

/** The visitor's signed link to move or cancel, and the last local day and time it can. */
export interface ChangeLink {
  url: string;
  /** The same page on this site (path and fragment), for a page that links to it. */
  path: string;
  until: { date: string; time: string };
}

export interface BookingVisitorFacts {
  name: string;
  phone: string;
  email: string;
  plate: string | null;
  mileageKm: number | null;
  vehicle: string | null;
  work: string | null;
  /** Where the mobile centre goes. */
  address: string | null;
}

export type BookingChange = 'moved' | 'cancelled';

/** Whom the visitor calls about the booking: the centre, or the network of its market (`centreContacts`). */
export const phoneOf = (facts: BookingMailFacts) => centreContacts(facts.centre, facts.site).phone;

/** « 2 h » or « 1 h 30 ». */
export const lengthOf = (minutes: number) =>
  minutes % 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60}` : `${minutes / 60} h`;

/**
 * The price line of a booking's e-mails: the stage's price when it was booked from an engine page, else the service's
 * range the booking page showed, else none.
 */
export function priceDetail(facts: BookingMailFacts): [string, string][] {
  if (facts.stagePrice) return [['Prix', `${facts.stagePrice} TTC, confirmé par le centre après le diagnostic`]];
  if (facts.priceRange) return [['Prix indicatif', `${facts.priceRange} pour une voiture, confirmé par le centre`]];
  return [];
}
