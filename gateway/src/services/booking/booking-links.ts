import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { paths } from '@garage/contract/paths';
import type { AppServices } from '../../app-services.js';
import type { Centre } from '../../entities/centre.js';
import type { ChangeLink } from '../mail/booking/facts.js';
import { clockTime, localParts } from './availability.js';
import { timeZoneOf } from './booking-slots.js';

/**
 * The visitor's link to move or cancel their booking (issue 27, decision 041), sent in the confirmation e-mail.
 *
 * `b1.<booking id, 32 hex digits>.<expiry in Unix seconds>.<mac>`: the mac is an HMAC-SHA256 of the rest, keyed from
 * a server secret. Nothing is stored per link: verifying is recomputing the mac. The link expires when its slot
 * starts; whether it may still change anything (until `BOOKING_CHANGE_HOURS` before the slot) is decided from the
 * booking as it is now, so a link made before a move follows the booking it names.
 *
 * The token travels in the page address's fragment (`/mon-rendez-vous#b1.…`), which browsers never send: it stays out
 * of access logs, of the Referer header and of the pages cache.
 */

/** The server secret's name (auth/server-secret.ts). */
export const BOOKING_LINK_SECRET = 'booking-links';

const VERSION = 'b1';
const SHAPE = /^b1\.([0-9a-f]{32})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** The HMAC key of the links: HKDF-SHA256 of the server secret, for this use only. */
export function bookingLinkKey(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, '', `booking-link ${VERSION}`, 32));
}

const mac = (key: Buffer, hex: string, expiry: number) =>
  createHmac('sha256', key).update(`${VERSION}.${hex}.${expiry}`).digest('base64url');

/** The token naming this booking until `expiresAt`. */
export function bookingLinkToken(key: Buffer, bookingId: string, expiresAt: Date): string {
  const hex = bookingId.replace(/-/g, '').toLowerCase();
  const expiry = Math.floor(expiresAt.getTime() / 1000);
  return `${VERSION}.${hex}.${expiry}.${mac(key, hex, expiry)}`;
}

/** The page a token opens, as a path of this site. */
const bookingLinkPath = (token: string) => `${paths.myBooking()}#${token}`;
/** The page a token opens, on the site's public address. */
export const bookingLinkUrl = (publicUrl: string, token: string) => `${publicUrl}${bookingLinkPath(token)}`;

export type LinkCheck = { ok: true; bookingId: string } | { ok: false; reason: 'forged' | 'expired' };

/** The booking a token names, or why it names none: not made by this site (`forged`), or past its slot (`expired`). */
export function verifyBookingLink(key: Buffer, token: string, now: Date): LinkCheck {
  const match = SHAPE.exec(token.trim());
  if (!match) return { ok: false, reason: 'forged' };
  const [, hex, expiryText, macText] = match as unknown as [string, string, string, string];
  const expiry = Number(expiryText);
  // Compared as text: the last base64 character carries spare bits, so other spellings of the same bytes exist.
  const expected = Buffer.from(mac(key, hex, expiry));
  if (!timingSafeEqual(Buffer.from(macText), expected)) return { ok: false, reason: 'forged' };
  if (expiry * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  const bookingId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { ok: true, bookingId };
}

/** The last moment the visitor's link can move or cancel a booking starting at `start`. */
export const changeDeadline = (services: Pick<AppServices, 'booking'>, start: Date) =>
  new Date(start.getTime() - services.booking.changeMinutes * 60_000);

/** The signed link of a booking for its e-mails, or null when it is already too late to change it online. */
export function changeLink(
  services: Pick<AppServices, 'booking' | 'clock'>,
  centre: Centre,
  bookingId: string,
  start: Date,
): ChangeLink | null {
  const until = changeDeadline(services, start);
  if (until.getTime() <= services.clock().getTime()) return null;
  const local = localParts(until, timeZoneOf(centre));
  const token = bookingLinkToken(services.booking.linkKey, bookingId, start);
  return {
    url: bookingLinkUrl(services.booking.publicUrl, token),
    path: bookingLinkPath(token),
    until: { date: local.date, time: clockTime(local.minutes) },
  };
}
