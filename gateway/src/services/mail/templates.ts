import { summariseOpeningHours } from '@garage/contract/opening-hours';
import type { OpeningSlot } from '../../content/types.js';
import { centreContacts } from '../centre-contacts.js';
import { QUOTE_WORK, type QuoteWork } from '@garage/contract/contact-request-form';

/**
 * The French e-mails of the site, each with a text part and an HTML part made from the same facts. Everything a
 * visitor typed goes through `escapeHtml` before it reaches the HTML part, and only the centre's notification carries
 * any of it: the visitor's confirmation goes to an address anyone may type, so it says nothing a visitor wrote.
 */

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** An iCalendar invitation to attach (a booking's), if any. */
  calendar?: string;
  /**
   * An e-mail of a list: the address that takes the recipient off it in one POST, which mail clients offer as their
   * own « se désabonner » (`List-Unsubscribe` and `List-Unsubscribe-Post`, RFC 8058).
   */
  listUnsubscribe?: string;
}

/** The estimate a visitor saw on an engine page of the configurator, as kept with the request. */
export interface QuoteFacts {
  vehicleLabel: string;
  stage: number | null;
  powerBeforeHp: number | null;
  powerAfterHp: number | null;
  torqueBeforeNm: number | null;
  torqueAfterNm: number | null;
  /** Whole units of `currency`, taxes included. */
  priceFrom: number | null;
  priceTo: number | null;
  currency: string | null;
}

export interface RequestMailFacts {
  /** The request's reference (`requestReference`), given to the visitor and to the centre. */
  reference: string;
  request: {
    name: string;
    email: string | null;
    phone: string | null;
    vehicle: string | null;
    message: string;
    receivedAt: Date;
    /** What the quote is for (`QUOTE_WORK`); null: not said. */
    work: QuoteWork | null;
    mileageKm: number | null;
    plate: string | null;
  };
  quote: QuoteFacts | null;
  /** The centre in charge; null when the visitor had no preference. */
  centre: { name: string; phone: string | null; address: string } | null;
  site: { brandName: string; contactEmail: string; contactPhone: string; country: string };
  /** Where the request is handled (the admin area). */
  adminUrl: string;
}

/**
 * The id's first eight hex digits in capitals: short enough to read on the phone, found by the admin's search. Two
 * requests may share one (one chance in four billion per pair); the date and the centre tell them apart.
 */
export function requestReference(id: string): string {
  return id.replace(/-/g, '').slice(0, 8).toUpperCase();
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** One line: a subject never carries the line breaks a visitor typed in a field. */
export const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The time zone of each market, for the dates and hours the site names. */
export const SITE_TIME_ZONES: Record<string, string> = { FR: 'Europe/Paris', MA: 'Africa/Casablanca' };

function receivedOn(receivedAt: Date, site: { country: string }): string {
  return new Intl.DateTimeFormat('fr-FR', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: SITE_TIME_ZONES[site.country] ?? 'Europe/Paris',
  }).format(receivedAt);
}

function money(amount: number, currency: string): string {
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
}

/** The estimate as label/value lines (empty without one). */
export function quoteLines(quote: QuoteFacts | null): [string, string][] {
  if (!quote) return [];
  const lines: [string, string][] = [['Véhicule du configurateur', quote.vehicleLabel]];
  if (quote.stage !== null) lines.push(['Stage', `Stage ${quote.stage}`]);
  if (quote.powerBeforeHp !== null) {
    lines.push([
      'Puissance',
      quote.powerAfterHp === null ? `${quote.powerBeforeHp} ch` : `${quote.powerBeforeHp} → ${quote.powerAfterHp} ch`,
    ]);
  }
  if (quote.torqueBeforeNm !== null) {
    lines.push([
      'Couple',
      quote.torqueAfterNm === null
        ? `${quote.torqueBeforeNm} Nm`
        : `${quote.torqueBeforeNm} → ${quote.torqueAfterNm} Nm`,
    ]);
  }
  if (quote.priceFrom !== null && quote.priceTo !== null && quote.currency) {
    // The grid's price of the stage (decision 052); a request made before the grid kept the page's range.
    lines.push(
      quote.priceFrom === quote.priceTo
        ? [
            quote.stage === null ? 'Prix indiqué' : `Prix du stage ${quote.stage}`,
            `${money(quote.priceFrom, quote.currency)} TTC`,
          ]
        : ['Prix indiqué', `de ${money(quote.priceFrom, quote.currency)} à ${money(quote.priceTo, quote.currency)}`],
    );
  }
  return lines;
}

export function textTable(lines: [string, string][]): string {
  return lines.map(([label, value]) => `${label} : ${value}`).join('\n');
}

export function htmlTable(lines: [string, string][]): string {
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellspacing="0" cellpadding="0">${rows}</table>`;
}

/** A visitor's text as HTML paragraphs, line breaks kept. */
function htmlText(value: string): string {
  return value
    .split(/\n{2,}/)
    .map((paragraph) => `<p style="margin:0 0 12px">${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

export function htmlPage(title: string, body: string): string {
  return (
    '<!doctype html><html lang="fr"><head><meta charset="utf-8">' +
    `<meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>` +
    '<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">' +
    `<div style="max-width:600px">${body}</div></body></html>`
  );
}

/** To the centre in charge: someone asked for a quote or wrote through the contact form. */
export function centreNotification(facts: RequestMailFacts): MailContent {
  const { request, quote, centre } = facts;
  const what = quote ? 'demande de devis' : 'demande de contact';
  const subject = oneLine(`Nouvelle ${what} : ${request.name}${quote ? ` (${quote.vehicleLabel})` : ''}`);
  const details: [string, string][] = [
    ['Nom', request.name],
    ['E-mail', request.email ?? 'non indiqué'],
    ['Téléphone', request.phone ?? 'non indiqué'],
    ['Véhicule', request.vehicle ?? 'non indiqué'],
    ['Centre', centre?.name ?? 'pas de préférence'],
    ...(request.work ? [['Prestation souhaitée', QUOTE_WORK[request.work]] as [string, string]] : []),
    ...(request.mileageKm !== null
      ? [['Kilométrage', `${new Intl.NumberFormat('fr-FR').format(request.mileageKm)} km`] as [string, string]]
      : []),
    ...(request.plate ? [['Immatriculation', request.plate] as [string, string]] : []),
    ['Référence', facts.reference],
    ['Reçue le', receivedOn(request.receivedAt, facts.site)],
  ];
  const estimate = quoteLines(quote);
  const reply = request.email
    ? 'Répondre à ce message écrit directement au visiteur.'
    : 'Le visiteur n’a pas laissé d’e-mail : rappelez-le par téléphone.';
  const text = [
    `Nouvelle ${what} reçue sur le site ${facts.site.brandName}.`,
    '',
    textTable(details),
    ...(estimate.length ? ['', 'Estimation affichée au visiteur :', textTable(estimate)] : []),
    '',
    'Message :',
    request.message,
    '',
    reply,
    `Suivre la demande dans l’administration : ${facts.adminUrl}`,
  ].join('\n');
  const html = htmlPage(
    subject,
    `<h1 style="font-size:20px;margin:0 0 16px">Nouvelle ${what}</h1>` +
      htmlTable(details) +
      (estimate.length
        ? `<h2 style="font-size:16px;margin:20px 0 8px">Estimation affichée au visiteur</h2>${htmlTable(estimate)}`
        : '') +
      '<h2 style="font-size:16px;margin:20px 0 8px">Message</h2>' +
      htmlText(request.message) +
      `<p style="margin:20px 0 0">${escapeHtml(reply)}<br>` +
      `<a href="${escapeHtml(facts.adminUrl)}">Suivre la demande dans l’administration</a></p>`,
  );
  return { subject, text, html };
}

/**
 * What the visitor's confirmation is made of: the site's own facts only. It has no field for the name, the message
 * or the vehicle a visitor typed, so no template change can send them to an address a visitor typed.
 */
export interface ConfirmationFacts {
  reference: string;
  receivedAt: Date;
  /** The configurator's estimate, computed from the catalogue (the visitor chose an engine, not its figures). */
  quote: QuoteFacts | null;
  centre: { name: string; phone: string | null; address: string; openingHours: OpeningSlot[] } | null;
  site: RequestMailFacts['site'];
}

/** To the visitor who gave an e-mail: we have the request, its reference, and whom to call when. */
export function visitorConfirmation(facts: ConfirmationFacts): MailContent {
  const { quote, centre, site } = facts;
  const subject = `${site.brandName} : nous avons bien reçu votre demande ${facts.reference}`;
  const intro =
    `Nous avons bien reçu votre demande le ${receivedOn(facts.receivedAt, site)}, sous la référence ` +
    `${facts.reference}. ${centre ? `Le centre ${centre.name}` : `L’équipe ${site.brandName}`} vous répond dans ` +
    'les meilleurs délais, par téléphone ou par e-mail.';
  const contact: [string, string][] = centre
    ? [
        ['Votre centre', centre.name],
        ['Adresse', centre.address],
        ['Téléphone', centreContacts(centre, site).phone],
      ]
    : [
        ['Votre centre', `pas de préférence : l’équipe ${site.brandName} vous oriente vers le plus proche`],
        ['Téléphone', site.contactPhone],
      ];
  const hours = centre
    ? summariseOpeningHours(centre.openingHours).map((l): [string, string] => [l.days, l.hours])
    : [];
  const estimate = quoteLines(quote);
  const estimateNote =
    'Ces chiffres sont ceux affichés par le configurateur : le gain réel est confirmé après diagnostic de votre véhicule.';
  const notYou =
    'Vous n’avez pas fait cette demande ? Ignorez ce message, ou écrivez-nous en indiquant sa référence pour ' +
    'qu’elle soit effacée.';
  const signature = `L’équipe ${site.brandName}`;
  const automatic = `Ce message est envoyé automatiquement : pour toute question, écrivez à ${site.contactEmail}.`;
  const text = [
    'Bonjour,',
    '',
    intro,
    '',
    textTable(contact),
    ...(hours.length ? ['', 'Horaires d’ouverture :', textTable(hours)] : []),
    ...(estimate.length ? ['', 'Votre estimation :', textTable(estimate), estimateNote] : []),
    '',
    notYou,
    '',
    signature,
    automatic,
  ].join('\n');
  const html = htmlPage(
    subject,
    '<p style="margin:0 0 12px">Bonjour,</p>' +
      `<p style="margin:0 0 12px">${escapeHtml(intro)}</p>` +
      htmlTable(contact) +
      (hours.length
        ? `<h2 style="font-size:16px;margin:20px 0 8px">Horaires d’ouverture</h2>${htmlTable(hours)}`
        : '') +
      (estimate.length
        ? `<h2 style="font-size:16px;margin:20px 0 8px">Votre estimation</h2>${htmlTable(estimate)}` +
          `<p style="margin:8px 0 0;font-size:13px;color:#555">${escapeHtml(estimateNote)}</p>`
        : '') +
      `<p style="margin:20px 0 0">${escapeHtml(notYou)}</p>` +
      `<p style="margin:20px 0 0">${escapeHtml(signature)}</p>` +
      `<p style="margin:8px 0 0;font-size:13px;color:#555">Ce message est envoyé automatiquement : pour toute ` +
      `question, écrivez à <a href="mailto:${escapeHtml(site.contactEmail)}">${escapeHtml(site.contactEmail)}</a>.</p>`,
  );
  return { subject, text, html };
}
