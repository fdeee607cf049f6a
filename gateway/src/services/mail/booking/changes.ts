import { escapeHtml, htmlPage, htmlTable, oneLine, textTable, type MailContent } from '../templates.js';
import { bookingCalendar } from './calendar.js';
import type { BookingChange, BookingMailFacts, ChangeLink } from './facts.js';
import { visitorMessage } from './visitor-message.js';
import { appointmentWhen } from './when.js';

/** The messages of a booking moved, cancelled, or whose day the centre closed. */

/** To the visitor: their booking was moved (the new time, its calendar event replacing the old) or cancelled. */
export function bookingVisitorChange(
  facts: BookingMailFacts,
  change: BookingChange,
  byCentre: boolean,
  link: ChangeLink | null,
): MailContent {
  const when = appointmentWhen(facts);
  // A cancelled appointment is named by its start: when to collect a car never left is no news.
  const was = appointmentWhen({ ...facts, dropOff: false });
  const who = byCentre ? `Le centre de ${facts.centre.name} a` : 'Vous avez';
  return change === 'moved'
    ? visitorMessage(
        facts,
        `${facts.site.brandName} : rendez-vous déplacé au ${when} (${facts.reference})`,
        `${who} déplacé votre rendez-vous ${facts.reference} : il a lieu le ${when}, au centre de ${facts.centre.name}.`,
        link,
        bookingCalendar(facts),
      )
    : visitorMessage(
        facts,
        `${facts.site.brandName} : rendez-vous du ${was} annulé (${facts.reference})`,
        `${who} annulé votre rendez-vous ${facts.reference} du ${was}, au centre de ${facts.centre.name}.`,
        'nothing-to-change',
        bookingCalendar(facts, true),
      );
}

/**
 * To the visitor: the centre will be closed on the day of their appointment (a closure entered in the agenda after it
 * was booked). The booking stands until they choose another time by their link, or call.
 */
export function bookingClosureNotice(facts: BookingMailFacts, link: ChangeLink | null): MailContent {
  const when = appointmentWhen({ ...facts, dropOff: false });
  return visitorMessage(
    facts,
    `${facts.site.brandName} : choisissez un autre créneau pour votre rendez-vous du ${when} (${facts.reference})`,
    `Le centre de ${facts.centre.name} sera fermé le jour de votre rendez-vous ${facts.reference}, le ${when} : ` +
      'nous vous prions de nous en excuser, et de choisir un autre créneau.',
    link,
    bookingCalendar(facts),
  );
}

/** To the centre: a booking was moved or cancelled by its visitor, or by someone of the centre in the agenda. */
export function bookingCentreChange(
  facts: BookingMailFacts,
  visitor: { name: string; phone: string; email: string },
  change: BookingChange,
  previous: { date: string; time: string },
  by: string,
  adminUrl: string,
): MailContent {
  // The time it had: its start (or window), as the agenda showed it.
  const before = appointmentWhen({
    ...previous,
    arrivalWindowMinutes: facts.arrivalWindowMinutes,
    dropOff: false,
    endDate: previous.date,
    endTime: previous.time,
  });
  const subject = oneLine(
    change === 'moved'
      ? `Rendez-vous déplacé : ${visitor.name}, ${before} → ${appointmentWhen(facts)}`
      : `Rendez-vous annulé : ${visitor.name}, ${before}`,
  );
  const details: [string, string][] = [
    ...(change === 'moved'
      ? ([
          ['Nouveau créneau', appointmentWhen(facts)],
          ['Ancien créneau', before],
        ] as [string, string][])
      : ([['Créneau libéré', before]] as [string, string][])),
    ['Prestation', facts.serviceName],
    ['Nom', visitor.name],
    ['Téléphone', visitor.phone],
    ['E-mail', visitor.email],
    ['Par', by],
    ['Référence', facts.reference],
  ];
  const heading = change === 'moved' ? 'Rendez-vous déplacé' : 'Rendez-vous annulé';
  const text = [
    `${heading} (${facts.centre.name}).`,
    '',
    textTable(details),
    '',
    `L’agenda du centre : ${adminUrl}`,
  ].join('\n');
  const html = htmlPage(
    subject,
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>` +
      htmlTable(details) +
      `<p style="margin:20px 0 0"><a href="${escapeHtml(adminUrl)}">L’agenda du centre</a></p>`,
  );
  return { subject, text, html };
}
