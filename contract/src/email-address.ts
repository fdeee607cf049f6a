/**
 * One e-mail address as a visitor may give it: a dot-atom local part (the characters of the HTML standard's
 * `type="email"` rule, no leading, trailing or doubled dot), one `@`, and a domain of letters, digits and hyphens
 * whose last label is a top-level domain. Nothing else: no list (`,` `;`), no space, no display name, no quotes or
 * angle brackets, no comment, no IP literal. An SMTP client reads any of those as more recipients or as a name, so
 * one form field would write to several addresses or to one other than the one stored.
 */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL_DOMAIN = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** The longest address SMTP carries (RFC 5321's path, less its angle brackets). */
export const EMAIL_ADDRESS_MAX = 254;

export function isEmailAddress(value: string): boolean {
  if (value.length > EMAIL_ADDRESS_MAX) return false;
  const parts = value.split('@');
  if (parts.length !== 2) return false;
  const [local, domain] = parts as [string, string];
  if (local.length > 64 || !LOCAL_PART.test(local)) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((l) => DOMAIN_LABEL.test(l)) && TOP_LEVEL_DOMAIN.test(labels.at(-1)!);
}

/** Gmail's domains: one mailbox under either, whatever dots its local part has. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, for counting what is sent to it: lower case, without a `+tag` (sub-addressing,
 * which Gmail, Outlook, iCloud, Fastmail and Proton deliver to the same inbox), and for Gmail without the dots of
 * the local part, under `gmail.com` (Gmail ignores both). Only for limits: mail goes to the address as given.
 */
export function mailboxKey(address: string): string {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at).replace(/\+.*$/, '').toLowerCase();
  const domain = address.slice(at + 1).toLowerCase();
  return GMAIL_DOMAINS.has(domain) ? `${local.replaceAll('.', '')}@gmail.com` : `${local}@${domain}`;
}
