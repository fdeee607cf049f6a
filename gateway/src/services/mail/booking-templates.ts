import { frenchTime } from '@garage/contract/opening-hours';
import { QUOTE_WORK, type QuoteWork } from '@garage/contract/contact-request-form';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { escapeHtml, htmlPage, htmlTable, oneLine, textTable, type MailContent } from './templates.js';

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
}

/**
 * The appointment as an iCalendar event (RFC 5545, made by ical-generator), published to the visitor: mail clients
 * offer to add it to a calendar. Times are written in UTC, which every calendar shows in its owner's zone.
 */
export function bookingCalendar(facts: BookingMailFacts): string {
  const calendar = ical({
    prodId: { company: facts.site.brandName, product: 'rendez-vous', language: 'FR' },
    method: ICalCalendarMethod.PUBLISH,
  });
  const phone = facts.centre.phone ?? facts.site.contactPhone;
  calendar.createEvent({
    id: `${facts.id}@${facts.site.contactEmail.split('@')[1] ?? 'localhost'}`,
    start: facts.start,
    end: facts.end,
    summary: `${facts.serviceName} — ${facts.site.brandName} ${facts.centre.name}`,
    location: facts.centre.address,
    description: `Rendez-vous ${facts.reference}. Pour le déplacer ou l’annuler : ${phone}.`,
  });
  return calendar.toString();
}

export interface BookingVisitorFacts {
  name: string;
  phone: string;
  email: string;
  plate: string | null;
  mileageKm: number | null;
  vehicle: string | null;
  work: string | null;
}

/** « mardi 23 mars 2027 à 9h30 », as the centre's clock shows it. */
export function bookingWhen(date: string, time: string): string {
  const day = new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
  return `${day} à ${frenchTime(time)}`;
}

const lengthOf = (minutes: number) =>
  minutes % 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60}` : `${minutes / 60} h`;

/** To the centre: a visitor booked a slot online. */
export function bookingCentreNotice(
  facts: BookingMailFacts,
  visitor: BookingVisitorFacts,
  adminUrl: string,
): MailContent {
  const when = bookingWhen(facts.date, facts.time);
  const subject = oneLine(`Nouveau rendez-vous en ligne : ${visitor.name}, ${when}`);
  const work = visitor.work && visitor.work in QUOTE_WORK ? QUOTE_WORK[visitor.work as QuoteWork] : null;
  const details: [string, string][] = [
    ['Rendez-vous', when],
    ['Prestation', `${facts.serviceName} (${lengthOf(facts.durationMinutes)} réservées)`],
    ...(work ? [['Demande', work] as [string, string]] : []),
    ['Nom', visitor.name],
    ['Téléphone', visitor.phone],
    ['E-mail', visitor.email],
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

/** To the visitor: the appointment is taken, where and when, and whom to call to change it. */
export function bookingVisitorConfirmation(facts: BookingMailFacts): MailContent {
  const when = bookingWhen(facts.date, facts.time);
  const subject = `${facts.site.brandName} : votre rendez-vous du ${when} (${facts.reference})`;
  const intro = `Votre rendez-vous est confirmé le ${when} au centre ${facts.centre.name}, sous la référence ${facts.reference}.`;
  const details: [string, string][] = [
    ['Prestation', facts.serviceName],
    ['Durée prévue', lengthOf(facts.durationMinutes)],
    ['Centre', facts.centre.name],
    ['Adresse', facts.centre.address],
    ['Téléphone', facts.centre.phone ?? facts.site.contactPhone],
  ];
  const change = `Pour déplacer ou annuler ce rendez-vous, appelez le centre au ${facts.centre.phone ?? facts.site.contactPhone} en rappelant la référence.`;
  const notYou = 'Vous n’avez pas pris ce rendez-vous ? Appelez le centre en indiquant sa référence : il sera annulé.';
  const signature = `L’équipe ${facts.site.brandName}`;
  const text = [
    'Bonjour,',
    '',
    intro,
    '',
    textTable(details),
    '',
    change,
    notYou,
    '',
    signature,
    `Ce message est envoyé automatiquement : pour toute question, écrivez à ${facts.site.contactEmail}.`,
  ].join('\n');
  const html = htmlPage(
    subject,
    '<p style="margin:0 0 12px">Bonjour,</p>' +
      `<p style="margin:0 0 12px">${escapeHtml(intro)}</p>` +
      htmlTable(details) +
      `<p style="margin:20px 0 0">${escapeHtml(change)}<br>${escapeHtml(notYou)}</p>` +
      `<p style="margin:20px 0 0">${escapeHtml(signature)}</p>` +
      `<p style="margin:8px 0 0;font-size:13px;color:#555">Ce message est envoyé automatiquement : pour toute ` +
      `question, écrivez à <a href="mailto:${escapeHtml(facts.site.contactEmail)}">${escapeHtml(facts.site.contactEmail)}</a>.</p>`,
  );
  return { subject, text, html, calendar: bookingCalendar(facts) };
}

/** To the visitor, the day before: the appointment is tomorrow, where, and whom to call if they cannot come. */
export function bookingReminder(facts: BookingMailFacts): MailContent {
  const subject = `${facts.site.brandName} : rappel de votre rendez-vous demain à ${frenchTime(facts.time)} (${facts.reference})`;
  const phone = facts.centre.phone ?? facts.site.contactPhone;
  const intro = `Nous vous attendons demain, ${bookingWhen(facts.date, facts.time)}, au centre ${facts.centre.name} pour : ${facts.serviceName}.`;
  const details: [string, string][] = [
    ['Adresse', facts.centre.address],
    ['Téléphone', phone],
    ['Référence', facts.reference],
  ];
  const change = `Un empêchement ? Appelez le centre au ${phone} : le créneau pourra servir à un autre client.`;
  const signature = `L’équipe ${facts.site.brandName}`;
  const text = ['Bonjour,', '', intro, '', textTable(details), '', change, '', signature].join('\n');
  const html = htmlPage(
    subject,
    '<p style="margin:0 0 12px">Bonjour,</p>' +
      `<p style="margin:0 0 12px">${escapeHtml(intro)}</p>` +
      htmlTable(details) +
      `<p style="margin:20px 0 0">${escapeHtml(change)}</p>` +
      `<p style="margin:20px 0 0">${escapeHtml(signature)}</p>`,
  );
  return { subject, text, html };
}
