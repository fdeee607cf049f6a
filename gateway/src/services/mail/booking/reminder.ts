import { frenchTime } from '@garage/contract/opening-hours';
import { escapeHtml, htmlPage, htmlTable, textTable, type MailContent } from '../templates.js';
import { bookingCalendar } from './calendar.js';
import { phoneOf, priceDetail, type BookingMailFacts } from './facts.js';
import { appointmentWhen } from './when.js';

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
    ...(facts.vehicle ? [['Véhicule', facts.vehicle] as [string, string]] : []),
    ...(facts.work ? [['Travaux', facts.work] as [string, string]] : []),
    ...priceDetail(facts),
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
