import { frenchTime, frenchWindow } from '@garage/contract/opening-hours';
import { QUOTE_WORK, type QuoteWork } from '@garage/contract/contact-request-form';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { centreContacts } from '../centre-contacts.js';
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
  /** « de 350 € à 800 € »: the service's range the booking page showed. */
  priceRange?: string | null;
}

/** The visitor's signed link to move or cancel, and the last local day and time it can. */
export interface ChangeLink {
  url: string;
  /** The same page on this site (path and fragment), for a page that links to it. */
  path: string;
  until: { date: string; time: string };
}

/** Whom the visitor calls about the booking: the centre, or the network of its market (`centreContacts`). */
const phoneOf = (facts: BookingMailFacts) => centreContacts(facts.centre, facts.site).phone;

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
function readyWhen(facts: Pick<BookingMailFacts, 'date' | 'endDate' | 'endTime'>): string {
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

const lengthOf = (minutes: number) =>
  minutes % 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60}` : `${minutes / 60} h`;

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

/** « jusqu’au lundi 22 mars 2027 à 9h30 » or, without a link, whom to call. */
function changeLine(facts: BookingMailFacts, link: ChangeLink | null): string {
  const phone = phoneOf(facts);
  return link
    ? `Pour déplacer ou annuler ce rendez-vous, jusqu’au ${bookingWhen(link.until.date, link.until.time)} : ${link.url} (ensuite, appelez le centre au ${phone}).`
    : `Pour déplacer ou annuler ce rendez-vous, appelez le centre au ${phone} en rappelant la référence.`;
}

/** A message to the visitor about their booking: the site's words only, with its calendar event and how to change it. */
function visitorMessage(
  facts: BookingMailFacts,
  subject: string,
  intro: string,
  /** Null: nothing is left to change (a cancellation). */
  link: ChangeLink | null | 'nothing-to-change',
  calendar: string,
): MailContent {
  const details: [string, string][] = [
    ['Prestation', facts.serviceName],
    ...(facts.work ? [['Travaux', facts.work] as [string, string]] : []),
    ...(facts.priceRange
      ? [['Prix indicatif', `${facts.priceRange} pour une voiture, confirmé par le centre`] as [string, string]]
      : []),
    // A job left at the garage says when to collect it instead: its span runs over the lunch break.
    ...(facts.dropOff ? [] : [['Durée prévue', lengthOf(facts.durationMinutes)] as [string, string]]),
    ['Centre', facts.centre.name],
    ['Adresse', facts.centre.address],
    ['Téléphone', phoneOf(facts)],
    ['Référence', facts.reference],
  ];
  const change = link === 'nothing-to-change' ? null : changeLine(facts, link);
  // The mobile centre's visit: where it goes is the visitor's own text, which never goes to the address they typed.
  const visit = facts.arrivalWindowMinutes ? 'Le technicien vient à l’adresse que vous nous avez indiquée.' : null;
  const notYou = 'Vous n’avez pas pris ce rendez-vous ? Appelez le centre en indiquant sa référence : il sera annulé.';
  const signature = `L’équipe ${facts.site.brandName}`;
  const text = [
    'Bonjour,',
    '',
    intro,
    ...(visit ? [visit] : []),
    '',
    textTable(details),
    '',
    ...(change ? [change] : []),
    notYou,
    '',
    signature,
    `Ce message est envoyé automatiquement : pour toute question, écrivez à ${facts.site.contactEmail}.`,
  ].join('\n');
  const button =
    change && link && link !== 'nothing-to-change'
      ? `<p style="margin:20px 0 0"><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 16px;` +
        `background:#0b5cad;color:#fff;border-radius:6px;text-decoration:none">Déplacer ou annuler</a></p>` +
        `<p style="margin:8px 0 0;font-size:13px;color:#555">Jusqu’au ${escapeHtml(bookingWhen(link.until.date, link.until.time))} ; ` +
        `ensuite, appelez le centre au ${escapeHtml(phoneOf(facts))}.</p>`
      : change
        ? `<p style="margin:20px 0 0">${escapeHtml(change)}</p>`
        : '';
  const html = htmlPage(
    subject,
    '<p style="margin:0 0 12px">Bonjour,</p>' +
      `<p style="margin:0 0 12px">${escapeHtml(intro)}${visit ? `<br>${escapeHtml(visit)}` : ''}</p>` +
      htmlTable(details) +
      button +
      `<p style="margin:20px 0 0">${escapeHtml(notYou)}</p>` +
      `<p style="margin:20px 0 0">${escapeHtml(signature)}</p>` +
      `<p style="margin:8px 0 0;font-size:13px;color:#555">Ce message est envoyé automatiquement : pour toute ` +
      `question, écrivez à <a href="mailto:${escapeHtml(facts.site.contactEmail)}">${escapeHtml(facts.site.contactEmail)}</a>.</p>`,
  );
  return { subject, text, html, calendar };
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

export type BookingChange = 'moved' | 'cancelled';

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

/**
 * To the visitor, the day before: the appointment is tomorrow, where, and whom to call if they cannot come; with its
 * calendar event again (same UID and SEQUENCE), for a visitor who did not keep the first.
 */
export function bookingReminder(facts: BookingMailFacts): MailContent {
  const subject = `${facts.site.brandName} : rappel de votre rendez-vous demain à ${frenchTime(facts.time)} (${facts.reference})`;
  const phone = phoneOf(facts);
  const intro = facts.arrivalWindowMinutes
    ? `Notre technicien vient demain, ${appointmentWhen(facts)}, à l’adresse que vous avez indiquée, pour : ${facts.serviceName}.`
    : `Nous vous attendons demain, ${appointmentWhen(facts)}, au centre de ${facts.centre.name} pour : ${facts.serviceName}.`;
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
  return { subject, text, html, calendar: bookingCalendar(facts) };
}

/** « mardi 13 avril 2027 ». */
export const bookingDay = (date: string) => bookingWhen(date, '12:00').replace(/ à [^ ]+$/, '');

/**
 * A slot freed by a cancellation or a move, offered to a visitor of the waiting list. It goes to an address anyone
 * may have typed, so it carries only the site's words (decision 031): the centre, the service, the freed day and
 * time, the link that holds it, and the one that takes the address off the list in one click.
 */
export interface WaitlistOfferFacts extends Pick<
  BookingMailFacts,
  'date' | 'time' | 'arrivalWindowMinutes' | 'dropOff' | 'endDate' | 'endTime' | 'serviceName' | 'centre' | 'site'
> {
  /** The last day the visitor said they could come. */
  latestDate: string;
  holdUrl: string;
  leaveUrl: string;
}

/** To a visitor of the waiting list: a slot is free, first come first served, with the link that holds it. */
export function waitlistOffer(facts: WaitlistOfferFacts): MailContent {
  const when = appointmentWhen(facts);
  const subject = `${facts.site.brandName} : un créneau s’est libéré le ${bookingWhen(facts.date, facts.time)}`;
  const intro = `Un créneau vient de se libérer au centre de ${facts.centre.name} pour : ${facts.serviceName}, le ${when}.`;
  const first =
    'Il revient à qui le retient le premier : le lien ci-dessous vous le garde dix minutes, le temps de donner vos coordonnées.';
  const details: [string, string][] = [
    ['Prestation', facts.serviceName],
    ['Quand', when],
    ['Centre', facts.centre.name],
    ['Adresse', facts.centre.address],
    ['Téléphone', centreContacts(facts.centre, facts.site).phone],
  ];
  const why =
    `Vous recevez cet e-mail car cette adresse a demandé à être prévenue d’un créneau libéré pour cette prestation, ` +
    `jusqu’au ${bookingDay(facts.latestDate)}. Un e-mail par jour au plus.`;
  const leave = 'Ne plus être prévenu, ou vous n’avez rien demandé : un clic suffit.';
  const signature = `L’équipe ${facts.site.brandName}`;
  const text = [
    'Bonjour,',
    '',
    intro,
    first,
    '',
    `Retenir ce créneau : ${facts.holdUrl}`,
    '',
    textTable(details),
    '',
    why,
    `${leave} ${facts.leaveUrl}`,
    '',
    signature,
  ].join('\n');
  const html = htmlPage(
    subject,
    '<p style="margin:0 0 12px">Bonjour,</p>' +
      `<p style="margin:0 0 12px">${escapeHtml(intro)}<br>${escapeHtml(first)}</p>` +
      `<p style="margin:0 0 20px"><a href="${escapeHtml(facts.holdUrl)}" style="display:inline-block;padding:10px 16px;` +
      `background:#0b5cad;color:#fff;border-radius:6px;text-decoration:none">Retenir ce créneau</a></p>` +
      htmlTable(details) +
      `<p style="margin:20px 0 0;font-size:13px;color:#555">${escapeHtml(why)}<br>${escapeHtml(leave)} ` +
      `<a href="${escapeHtml(facts.leaveUrl)}">Me retirer de la liste d’attente</a></p>` +
      `<p style="margin:20px 0 0">${escapeHtml(signature)}</p>`,
  );
  return { subject, text, html };
}
