import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import nodeIcal, { type ParameterValue, type VEvent } from 'node-ical';
import { expect } from 'vitest';
import type { EntityManager } from 'typeorm';
import { mailboxKey } from '@garage/contract/email-address';
import type { RunningGateway } from '../../gateway/src/app.js';
import {
  confirmAwaiting,
  giveDetails,
  type ConfirmationDetails,
  type SlotRequest,
} from '../../gateway/src/services/booking/holds.js';
import { graphql } from './gateway.js';

const AVAILABILITY = `query ($centre: ID!, $service: String!) {
  bookingAvailability(centre: $centre, service: $service) { days { date times } }
}`;
const HOLD = `mutation ($input: BookingHoldInput!) {
  holdBookingSlot(input: $input) { __typename ... on BookingHeld { id reference } ... on BookingRefused { reason message } }
}`;
const CONFIRM = `mutation ($input: BookingConfirmInput!) {
  confirmBooking(input: $input) { __typename ... on BookingRefused { reason message } }
}`;
const CONFIRM_BY_LINK = `mutation ($token: String!) {
  confirmMyBooking(token: $token) {
    __typename ... on MyBooking { status reference } ... on BookingRefused { reason message }
  }
}`;

/**
 * The signed token of the link a booking's e-mail carries (`/mon-rendez-vous#<token>`), read from the last message
 * about it in the outbox, as the visitor's mail client would show it.
 */
export async function emailedToken(gateway: RunningGateway, reference: string): Promise<string> {
  const rows = (await gateway.database.dataSource.query(
    `SELECT text_body FROM outbox_message WHERE subject LIKE $1 AND text_body LIKE '%#b1.%' ORDER BY created_at DESC`,
    [`%${reference}%`],
  )) as { text_body: string }[];
  const token = /#(b1\.[0-9a-f]{32}\.\d+\.[A-Za-z0-9_-]{43})/.exec(rows[0]?.text_body ?? '')?.[1];
  if (!token) throw new Error(`aucun lien dans les e-mails de ${reference}`);
  return token;
}

/** Opens the link of the e-mail sent when the details were given, as the visitor does: the booking is confirmed. */
export async function confirmByEmail(gateway: RunningGateway, reference: string) {
  const token = await emailedToken(gateway, reference);
  const { data } = await graphql<{ confirmMyBooking: { __typename: string; status?: string } }>(
    gateway.url,
    CONFIRM_BY_LINK,
    { token },
  );
  expect(data?.confirmMyBooking, JSON.stringify(data)).toMatchObject({ __typename: 'MyBooking', status: 'confirmed' });
  return token;
}

/** The first free start of a service at a centre, on or after `from` (local date at the centre). */
export async function firstFreeSlot(gateway: RunningGateway, centre: string, service: string, from = '') {
  const { data, errors } = await graphql<{ bookingAvailability: { days: { date: string; times: string[] }[] } }>(
    gateway.url,
    AVAILABILITY,
    { centre, service },
  );
  expect(errors).toBeUndefined();
  const day = data!.bookingAvailability.days.find((d) => d.date >= from && d.times.length > 0)!;
  return { date: day.date, time: day.times[0]! };
}

/**
 * Books a slot as a visitor does (held, their details given, the link of their e-mail opened) and returns its id and
 * reference. The hold is dated back a day: a suite books more than one visitor may hold in ten minutes.
 */
export async function bookAsVisitor(
  gateway: RunningGateway,
  slot: { centre: string; service: string; date: string; time: string },
  visitor: { email: string; address?: string },
): Promise<{ id: string; reference: string }> {
  const held = await graphql<{ holdBookingSlot: { __typename: string; id: string; reference: string } }>(
    gateway.url,
    HOLD,
    { input: slot },
  );
  expect(held.data?.holdBookingSlot.__typename, JSON.stringify(held)).toBe('BookingHeld');
  const { id, reference } = held.data!.holdBookingSlot;
  const input = { hold: id, name: 'Léa Martin', phone: '0612345678', consent: true, ...visitor };
  const confirmed = await graphql<{ confirmBooking: { __typename: string } }>(gateway.url, CONFIRM, { input });
  expect(confirmed.data?.confirmBooking.__typename, JSON.stringify(confirmed)).toBe('BookingAwaitingEmail');
  await confirmByEmail(gateway, reference);
  // Out of the client's and its network's recent holds: the next booking starts afresh.
  await gateway.database.dataSource.query(
    `UPDATE booking SET created_at = created_at - interval '1 day' WHERE id = $1`,
    [id],
  );
  return { id, reference };
}

const valueOf = (value: ParameterValue | undefined) => (typeof value === 'object' ? value.val : value);

/**
 * The calendar part of a message as sent (the `text/calendar` alternative a mail client applies): the method of its
 * Content-Type, and the calendar read by two independent parsers, ical.js and node-ical, which must agree.
 */
export function calendarOf(mail: ParsedMail) {
  const part = mail.attachments.find((a) => a.contentType === 'text/calendar');
  if (!part) throw new Error(`pas de calendrier dans « ${mail.subject} »`);
  const contentType = part.headers.get('content-type') as { params: Record<string, string> };
  const text = part.content.toString('utf8');

  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevents = calendar.getAllSubcomponents('vevent');
  expect(vevents).toHaveLength(1);
  const event = new ICAL.Event(vevents[0]!);
  const organizer = vevents[0]!.getFirstProperty('organizer');
  const read = {
    method: calendar.getFirstPropertyValue('method') as string | null,
    uid: event.uid,
    sequence: event.sequence,
    status: vevents[0]!.getFirstPropertyValue('status') as string | null,
    organizer: organizer && {
      name: organizer.getParameter('cn') as string | undefined,
      address: organizer.getFirstValue() as string,
    },
    start: event.startDate.toJSDate().toISOString(),
    summary: event.summary,
    location: event.location,
    description: event.description,
  };

  const parsed = nodeIcal.sync.parseICS(text);
  const other = Object.values(parsed).find((c): c is VEvent => c?.type === 'VEVENT')!;
  const otherOrganizer = other.organizer;
  expect({
    method: parsed.vcalendar?.method ?? null,
    uid: other.uid,
    sequence: Number(other.sequence),
    status: other.status ?? null,
    organizer: otherOrganizer
      ? typeof otherOrganizer === 'object'
        ? { name: otherOrganizer.params.CN, address: otherOrganizer.val }
        : { name: undefined, address: otherOrganizer }
      : null,
    start: new Date(other.start).toISOString(),
    summary: valueOf(other.summary),
    location: valueOf(other.location),
    description: valueOf(other.description),
  }).toEqual(read);

  // Its lines unfolded (RFC 5545 folds them at 75 octets, so a number may be cut in two).
  return { contentTypeMethod: contentType.params.method, ...read, text: text.replace(/\r\n[ \t]/g, '') };
}

/**
 * A request for `holdSlot` in a test that is not about the limits of decision 043: its client is its own network,
 * and its day is as wide as the centre could ever need, so no share of it is reached.
 */
export function slotRequest(request: Omit<SlotRequest, 'networkKey' | 'day'> & Partial<SlotRequest>): SlotRequest {
  const start = new Date(request.start.getTime() - 86_400_000);
  const end = new Date(request.end.getTime() + 86_400_000);
  return {
    networkKey: request.clientKey,
    day: { start, end, minutes: (end.getTime() - start.getTime()) / 60_000, units: 100, resource: 'bay' },
    ...request,
  };
}

/** A hold given its visitor's details and confirmed by their e-mail's link, straight through the domain. */
export async function confirmHeld(
  db: Pick<EntityManager, 'transaction'>,
  bookingId: string,
  details: ConfirmationDetails,
) {
  return db.transaction(async (manager) => {
    const given = await giveDetails(manager, bookingId, details, mailboxKey(details.email));
    return given.kind === 'awaiting' ? confirmAwaiting(manager, bookingId) : null;
  });
}
