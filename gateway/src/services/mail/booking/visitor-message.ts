import { escapeHtml, htmlPage, htmlTable, textTable, type MailContent } from '../templates.js';
import { lengthOf, phoneOf, priceDetail, type BookingMailFacts, type ChangeLink } from './facts.js';
import { bookingWhen } from './when.js';

/** « jusqu’au lundi 22 mars 2027 à 9h30 » or, without a link, whom to call. */
function changeLine(facts: BookingMailFacts, link: ChangeLink | null): string {
  const phone = phoneOf(facts);
  return link
    ? `Pour déplacer ou annuler ce rendez-vous, jusqu’au ${bookingWhen(link.until.date, link.until.time)} : ${link.url} (ensuite, appelez le centre au ${phone}).`
    : `Pour déplacer ou annuler ce rendez-vous, appelez le centre au ${phone} en rappelant la référence.`;
}

/** A message to the visitor about their booking: the site's words only, with its calendar event and how to change it. */
export function visitorMessage(
  facts: BookingMailFacts,
  subject: string,
  intro: string,
  /** Null: nothing is left to change (a cancellation). */
  link: ChangeLink | null | 'nothing-to-change',
  calendar: string,
): MailContent {
  const details: [string, string][] = [
    ['Prestation', facts.serviceName],
    ...(facts.vehicle ? [['Véhicule', facts.vehicle] as [string, string]] : []),
    ...(facts.work ? [['Travaux', facts.work] as [string, string]] : []),
    ...priceDetail(facts),
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
