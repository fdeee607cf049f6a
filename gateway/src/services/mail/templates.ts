/**
 * The French e-mails of the site, each with a text part and an HTML part made from the same facts. Everything a
 * visitor typed goes through `escapeHtml` before it reaches the HTML part.
 */

export interface MailContent {
  subject: string;
  text: string;
  html: string;
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
  request: {
    name: string;
    email: string | null;
    phone: string | null;
    vehicle: string | null;
    message: string;
    receivedAt: Date;
  };
  quote: QuoteFacts | null;
  /** The centre in charge; null when the visitor had no preference. */
  centre: { name: string; phone: string | null; address: string } | null;
  site: { brandName: string; contactEmail: string; contactPhone: string; country: string };
  /** Where the request is handled (the admin area). */
  adminUrl: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** One line: a subject never carries the line breaks a visitor typed in a field. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

const TIME_ZONES: Record<string, string> = { FR: 'Europe/Paris', MA: 'Africa/Casablanca' };

function receivedOn(facts: RequestMailFacts): string {
  return new Intl.DateTimeFormat('fr-FR', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: TIME_ZONES[facts.site.country] ?? 'Europe/Paris',
  }).format(facts.request.receivedAt);
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
    lines.push([
      'Prix indiqué',
      `de ${money(quote.priceFrom, quote.currency)} à ${money(quote.priceTo, quote.currency)}`,
    ]);
  }
  return lines;
}

function textTable(lines: [string, string][]): string {
  return lines.map(([label, value]) => `${label} : ${value}`).join('\n');
}

function htmlTable(lines: [string, string][]): string {
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

function htmlPage(title: string, body: string): string {
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
    ['Reçue le', receivedOn(facts)],
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

/** To the visitor who gave an e-mail: we have the request, here is what they sent and whom to call. */
export function visitorConfirmation(facts: RequestMailFacts): MailContent {
  const { request, quote, centre, site } = facts;
  const subject = oneLine(`${site.brandName} : nous avons bien reçu votre demande`);
  const who = centre ? `Le centre ${centre.name}` : `L’équipe ${site.brandName}`;
  const phone = centre?.phone ?? site.contactPhone;
  const intro = `${who} vous répond dans les meilleurs délais, par téléphone ou par e-mail.`;
  const call = `Pour nous joindre avant : ${phone}${centre ? ` (${centre.address})` : ''}.`;
  const estimate = quoteLines(quote);
  const estimateNote =
    'Ces chiffres sont ceux affichés par le configurateur : le gain réel est confirmé après diagnostic de votre véhicule.';
  const text = [
    `Bonjour ${oneLine(request.name)},`,
    '',
    `Merci pour votre demande, reçue le ${receivedOn(facts)}. ${intro}`,
    call,
    ...(estimate.length ? ['', 'Votre estimation :', textTable(estimate), estimateNote] : []),
    '',
    'Votre message :',
    request.message,
    '',
    `L’équipe ${site.brandName}`,
    `Ce message est envoyé automatiquement : pour toute question, écrivez à ${site.contactEmail}.`,
  ].join('\n');
  const html = htmlPage(
    subject,
    `<p style="margin:0 0 12px">Bonjour ${escapeHtml(oneLine(request.name))},</p>` +
      `<p style="margin:0 0 12px">Merci pour votre demande, reçue le ${escapeHtml(receivedOn(facts))}. ` +
      `${escapeHtml(intro)}</p>` +
      `<p style="margin:0 0 12px">${escapeHtml(call)}</p>` +
      (estimate.length
        ? `<h2 style="font-size:16px;margin:20px 0 8px">Votre estimation</h2>${htmlTable(estimate)}` +
          `<p style="margin:8px 0 0;font-size:13px;color:#555">${escapeHtml(estimateNote)}</p>`
        : '') +
      '<h2 style="font-size:16px;margin:20px 0 8px">Votre message</h2>' +
      htmlText(request.message) +
      `<p style="margin:20px 0 0">L’équipe ${escapeHtml(site.brandName)}</p>` +
      `<p style="margin:8px 0 0;font-size:13px;color:#555">Ce message est envoyé automatiquement : pour toute ` +
      `question, écrivez à <a href="mailto:${escapeHtml(site.contactEmail)}">${escapeHtml(site.contactEmail)}</a>.</p>`,
  );
  return { subject, text, html };
}
