import { frenchTime, frenchWindow } from '@garage/contract/opening-hours';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { phoneOf, type BookingMailFacts } from './facts.js';
import { readyWhen } from './when.js';

/**
 * The appointment as an iCalendar event (RFC 5545, made by ical-generator), sent to the visitor as an iTIP message
 * (RFC 5546/6047): mail clients offer to add it to a calendar, and later messages update it. Every message about one
 * booking has the same UID, the same ORGANIZER (the centre by name, at the site's contact address: the sender's
 * unless `MAIL_FROM` names another) and a SEQUENCE raised by each change (`revision`), so a calendar replaces what
 * it has; a cancellation is `METHOD:CANCEL` with `STATUS:CANCELLED`. The METHOD written here is the one the sender
 * gives the message's Content-Type (`calendarMethod`). Times are written in UTC, which every calendar shows in its
 * owner's zone. The mobile centre's event says the window of arrival; where the technician goes is the visitor's own
 * text and never goes to the address they typed.
 */
export function bookingCalendar(facts: BookingMailFacts, cancelled = false): string {
  const calendar = ical({
    prodId: { company: facts.site.brandName, product: 'rendez-vous', language: 'FR' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  const phone = phoneOf(facts);
  const arrival = facts.arrivalWindowMinutes
    ? `Arrivée du technicien entre ${frenchWindow(facts.time, facts.arrivalWindowMinutes)}, à l’adresse que vous nous avez indiquée.`
    : null;
  calendar.createEvent({
    id: `${facts.id}@${facts.site.contactEmail.split('@')[1] ?? 'localhost'}`,
    sequence: facts.revision,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: `${facts.site.brandName} ${facts.centre.name}`, email: facts.site.contactEmail },
    start: facts.start,
    end: facts.end,
    summary: `${facts.serviceName} — ${facts.site.brandName} ${facts.centre.name}`,
    location: facts.centre.address,
    description: [
      cancelled ? `Rendez-vous ${facts.reference} annulé.` : `Rendez-vous ${facts.reference}.`,
      ...(arrival && !cancelled ? [arrival] : []),
      ...(facts.dropOff && !arrival && !cancelled
        ? [`Dépôt du véhicule à ${frenchTime(facts.time)}, à récupérer ${readyWhen(facts)}.`]
        : []),
      cancelled ? `Pour en prendre un autre : ${phone}.` : `Pour le déplacer ou l’annuler : ${phone}.`,
    ].join(' '),
  });
  return calendar.toString();
}
