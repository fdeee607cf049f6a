import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { PAGE_QUERY, SCRIPT_QUERY } from '@garage/contract/page-contract';
import { paths } from '@garage/contract/paths';

/**
 * The waiting list's one-click way off it, sent in every offer: `w1.<entry id, 32 hex digits>.<mac>`, an
 * HMAC-SHA256 of the rest under a key derived from the booking links' server secret (decision 041's pattern, its own
 * HKDF info). Nothing is stored per link, and it does not expire: leaving must work whenever the e-mail is read. It
 * can do nothing but take its own entry off the list.
 */

const VERSION = 'w1';
const SHAPE = /^w1\.([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/;

/** The HMAC key of these links: HKDF-SHA256 of the server secret, for this use only. */
export function waitlistLinkKey(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, '', `waitlist ${VERSION}`, 32));
}

const signed = (key: Buffer, hex: string) => createHmac('sha256', key).update(`${VERSION}.${hex}`).digest('base64url');

/** The token naming a waiting list's entry. */
export function waitlistToken(key: Buffer, entryId: string): string {
  const hex = entryId.replace(/-/g, '').toLowerCase();
  return `${VERSION}.${hex}.${signed(key, hex)}`;
}

/** The entry a token names, or null when this site did not sign it (compared in constant time, as text). */
export function waitlistEntryOf(key: Buffer, token: string): string | null {
  const match = SHAPE.exec(token.trim());
  if (!match) return null;
  const [, hex, given] = match as unknown as [string, string, string];
  if (!timingSafeEqual(Buffer.from(given), Buffer.from(signed(key, hex)))) return null;
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-');
}

/** The booking page with the freed start held at once (`?prestation=&jour=&heure=`), as a click on it would. */
export const holdLinkUrl = (publicUrl: string, centre: string, service: string, date: string, time: string) =>
  `${publicUrl}${paths.booking(centre)}?${PAGE_QUERY.service}=${encodeURIComponent(service)}` +
  `&${SCRIPT_QUERY.day}=${date}&${SCRIPT_QUERY.time}=${time}`;

/** The booking page that takes the token's entry off the list as it opens. */
export const leaveLinkUrl = (publicUrl: string, centre: string, token: string) =>
  `${publicUrl}${paths.booking(centre)}?${SCRIPT_QUERY.unsubscribe}=${token}`;

/**
 * The address a waiting list's e-mail names in its `List-Unsubscribe` header: a POST to it (the mail client's own
 * « se désabonner », RFC 8058) takes the token's entry off the list, with no page to open.
 */
export const oneClickLeaveUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/waitlist/leave?token=${encodeURIComponent(token)}`;
