import { centreContacts } from '../../centre-contacts.js';
import { escapeHtml, htmlPage, htmlTable, textTable, type MailContent } from '../templates.js';
import type { BookingMailFacts } from './facts.js';
import { appointmentWhen, bookingDay, bookingWhen } from './when.js';

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
