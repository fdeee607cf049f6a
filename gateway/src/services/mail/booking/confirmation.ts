import { QUOTE_WORK, type QuoteWork } from '@garage/contract/contact-request-form';
import { escapeHtml, htmlPage, htmlTable, oneLine, textTable, type MailContent } from '../templates.js';
import { bookingCalendar } from './calendar.js';
import { lengthOf, type BookingMailFacts, type BookingVisitorFacts, type ChangeLink } from './facts.js';
import { visitorMessage } from './visitor-message.js';
import { appointmentWhen, bookingWhen } from './when.js';

/** The messages of a new booking: to the centre, and to the visitor (confirm it, then it is confirmed). */

/** To the centre: a visitor booked a slot online. */
export function bookingCentreNotice(
  facts: BookingMailFacts,
  visitor: BookingVisitorFacts,
  adminUrl: string,
): MailContent {
  const when = appointmentWhen(facts);
  const subject = oneLine(`Nouveau rendez-vous en ligne : ${visitor.name}, ${when}`);
  const work = visitor.work && visitor.work in QUOTE_WORK ? QUOTE_WORK[visitor.work as QuoteWork] : null;
  const details: [string, string][] = [
    ['Rendez-vous', when],
    [
      'Prestation',
      // A job left at the garage keeps its bay over the lunch break: its span is not its working time.
      facts.dropOff ? facts.serviceName : `${facts.serviceName} (${lengthOf(facts.durationMinutes)} réservées)`,
    ],
    ...(work ? [['Demande', work] as [string, string]] : []),
    ['Nom', visitor.name],
    ['Téléphone', visitor.phone],
    ['E-mail', visitor.email],
    ...(visitor.address ? [['Adresse d’intervention', visitor.address] as [string, string]] : []),
    ['Véhicule', visitor.vehicle ?? 'non indiqué'],
    ...(visitor.plate ? [['Immatriculation', visitor.plate] as [string, string]] : []),
    ...(visitor.mileageKm !== null
      ? [['Kilométrage', `${new Intl.NumberFormat('fr-FR').format(visitor.mileageKm)} km`] as [string, string]]
      : []),
    ['Centre', facts.centre.name],
    ['Référence', facts.reference],
  ];
  const text = [
    `Un visiteur a pris rendez-vous sur le site ${facts.site.brandName}.`,
    '',
    textTable(details),
    '',
    'Répondre à ce message écrit directement au visiteur.',
    `L’agenda du centre : ${adminUrl}`,
  ].join('\n');
  const html = htmlPage(
    subject,
    '<h1 style="font-size:20px;margin:0 0 16px">Nouveau rendez-vous en ligne</h1>' +
      htmlTable(details) +
      '<p style="margin:20px 0 0">Répondre à ce message écrit directement au visiteur.<br>' +
      `<a href="${escapeHtml(adminUrl)}">L’agenda du centre</a></p>`,
  );
  return { subject, text, html };
}

/** To the visitor: the appointment is taken, where and when, with its calendar event and the link to change it. */
export function bookingVisitorConfirmation(facts: BookingMailFacts, link: ChangeLink | null): MailContent {
  const when = appointmentWhen(facts);
  return visitorMessage(
    facts,
    `${facts.site.brandName} : votre rendez-vous du ${when} (${facts.reference})`,
    `Votre rendez-vous est confirmé le ${when}, au centre de ${facts.centre.name}, sous la référence ${facts.reference}.`,
    link,
    bookingCalendar(facts),
  );
}

/**
 * To the visitor, once they gave their details: the one click that confirms the booking (decision 043). Until they
 * open the link, the slot stays theirs until `confirmBy`; then it is given back. No calendar event yet: an
 * appointment nobody confirmed must not sit in a calendar. Like the others, the site's words only.
 */
export function bookingVisitorVerification(
  facts: BookingMailFacts,
  link: { url: string; confirmBy: { date: string; time: string } },
): MailContent {
  const when = appointmentWhen(facts);
  const deadline = bookingWhen(link.confirmBy.date, link.confirmBy.time).replace(/ \d{4} à /, ' à ');
  const subject = `${facts.site.brandName} : confirmez votre rendez-vous du ${when} (${facts.reference})`;
  const intro =
    `Il reste une étape : confirmez votre rendez-vous du ${when}, au centre de ${facts.centre.name}, en ouvrant ` +
    `ce lien avant le ${deadline}. Sans confirmation, le créneau sera libéré.`;
  const details: [string, string][] = [
    ['Prestation', facts.serviceName],
    ['Centre', facts.centre.name],
    ['Adresse', facts.centre.address],
    ['Référence', facts.reference],
  ];
  const notYou = 'Vous n’avez pas demandé ce rendez-vous ? Ignorez ce message : rien ne sera réservé.';
  const signature = `L’équipe ${facts.site.brandName}`;
  const text = ['Bonjour,', '', intro, link.url, '', textTable(details), '', notYou, '', signature].join('\n');
  const html = htmlPage(
    subject,
    '<p style="margin:0 0 12px">Bonjour,</p>' +
      `<p style="margin:0 0 12px">${escapeHtml(intro)}</p>` +
      `<p style="margin:0 0 20px"><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 16px;` +
      'background:#0b5cad;color:#fff;border-radius:6px;text-decoration:none">Confirmer mon rendez-vous</a></p>' +
      htmlTable(details) +
      `<p style="margin:20px 0 0">${escapeHtml(notYou)}</p>` +
      `<p style="margin:20px 0 0">${escapeHtml(signature)}</p>`,
  );
  return { subject, text, html };
}
