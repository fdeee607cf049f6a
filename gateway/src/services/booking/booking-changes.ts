import type { EntityManager } from 'typeorm';
import { mailboxKey } from '@garage/contract/email-address';
import type { AppServices } from '../../app-services.js';
import type { Centre } from '../../entities/centre.js';
import type { GarageService } from '../../entities/garage-service.js';
import { bookingCalendar } from '../mail/booking/calendar.js';
import { bookingCentreChange, bookingVisitorChange } from '../mail/booking/changes.js';
import { bookingCentreNotice, bookingVisitorConfirmation } from '../mail/booking/confirmation.js';
import type { BookingChange } from '../mail/booking/facts.js';
import { centreContacts } from '../centre-contacts.js';
import { paths } from '@garage/contract/paths';
import {
  adminLink,
  changeNoticeAllowed,
  CHANGE_NOTICES_PER_MAILBOX_HOUR,
  domainOf,
  queueMails,
  WITHHELD_REASONS,
  type QueuedMail,
} from '../mail/outbox.js';
import { clockTime, localParts } from './availability.js';
import { bookingFacts } from './booking-facts.js';
import { changeDeadline, changeLink, verifyBookingLink } from './booking-links.js';
import { locateSlot, messageOf, nearestTo, type BookingRefusal, type SlotChoice } from './booking-requests.js';
import { serviceAvailability, serviceSlots, timeZoneOf, type ServiceAvailability } from './booking-slots.js';
import { confirmAwaiting, onFirstFreeUnit, range, setAsideExpiredHolds, takeBenchRuns } from './holds.js';
import { offerFreedSlotLater } from './waitlist.js';

/** The booking in the centre's agenda, on its day: the link of the centre's notices. */
const agendaLink = (services: Pick<AppServices, 'outbox'>, centre: string, date: string, booking: string | number) =>
  adminLink(services.outbox, paths.adminSection('agenda', { centre, jour: date, rdv: String(booking) }));

type Services = Pick<AppServices, 'dataSource' | 'reference' | 'clock' | 'booking' | 'outbox'>;

/** Who changes a booking: its visitor by the e-mail's link (until the change deadline), or the centre's staff. */
export type ChangeActor = { kind: 'visitor' } | { kind: 'staff'; username: string };

/** Why the visitor's link opens or changes nothing. */
export type LinkRefusal = 'forged' | 'expired' | 'cancelled' | 'too-late' | 'unconfirmed' | 'too-many-changes';

/** Moves and cancellations one booking's link may make in an hour (decision 043); the centre's staff have no limit. */
export const VISITOR_CHANGES_PER_HOUR = 3;

const LINK_MESSAGES: Record<LinkRefusal, (phone: string) => string> = {
  forged: (phone) =>
    `Ce lien n’est pas valable : ouvrez-le tel qu’il figure dans l’e-mail de confirmation, en entier, ou appelez-nous au ${phone}.`,
  expired: (phone) =>
    `Ce lien a expiré : l’heure du rendez-vous est passée. Pour un autre rendez-vous, appelez-nous au ${phone}.`,
  cancelled: (phone) =>
    `Ce rendez-vous est annulé. Pour en prendre un autre, réservez en ligne ou appelez le ${phone}.`,
  'too-late': (phone) =>
    `Il est trop tard pour changer ce rendez-vous en ligne : appelez le centre au ${phone}, il vous répondra.`,
  unconfirmed: (phone) =>
    'Ce rendez-vous n’a pas été confirmé à temps et son créneau a été libéré : réservez-en un autre en ligne, ou ' +
    `appelez le ${phone}.`,
  'too-many-changes': (phone) =>
    `Ce rendez-vous a déjà été changé ${VISITOR_CHANGES_PER_HOUR} fois dans l’heure : réessayez plus tard, ou ` +
    `appelez le centre au ${phone}.`,
};

interface BookingRow {
  id: string;
  reference: string;
  revision: number;
  status: string;
  centre_id: string;
  unit_id: string;
  service_slug: string;
  start: Date;
  end: Date;
  customer_name: string;
  phone: string;
  /** Null for a booking taken by phone without one. */
  email: string | null;
  /** Its details given, it waits for the link of its e-mail (still `held`, not yet expired). */
  awaiting: boolean;
  /** Moves and cancellations its link made within the last hour. */
  recent_changes: number;
  vehicle: string | null;
  work: string | null;
  plate: string | null;
  mileage_km: number | null;
  address: string | null;
  /** The stage's price kept from an engine page (decision 052), for the e-mails. */
  quotedPrice: number | null;
  quotedCurrency: string | null;
  /** The engine page booked for, when the catalogue knows it: `vehicle` is then its name (the site's words). */
  enginePath: string | null;
  /** The vehicle's type when known: the work time the booking takes, kept by a move. */
  vehicleType: string | null;
}

/** What a booking's free starts are computed for: its vehicle's work time, its own time free to it. */
const scopeOf = (row: Pick<BookingRow, 'id' | 'vehicleType'>) => ({ vehicleType: row.vehicleType, ignoring: row.id });

/** A booking as its own page shows it. */
export interface ManagedBooking {
  reference: string;
  /** `awaiting`: its visitor has not opened the link of their e-mail yet (`confirmByLink` confirms it). */
  status: 'awaiting' | 'confirmed' | 'cancelled' | 'honoured' | 'missed';
  centre: Centre;
  service: GarageService;
  date: string;
  time: string;
  /** When its work ends (local date and time): a vehicle dropped off is collected then. */
  endDate: string;
  endTime: string;
  durationMinutes: number;
  /** Whether the link may still move or cancel it, and until when (local date and time at the centre). */
  changeable: boolean;
  changeUntil: { date: string; time: string };
  /** Free starts to move to, its own time counted free; null when it cannot be moved. */
  availability: ServiceAvailability | null;
  /** A confirmed booking's calendar event (RFC 5545), as its e-mail carries it; null otherwise. */
  calendar: string | null;
}

type Loaded = { row: BookingRow; centre: Centre; service: GarageService };

/** The times of the visitor's changes within the last hour, in SQL on a booking row; and how many. */
const LAST_HOUR_CHANGES = `array(SELECT t FROM unnest(visitor_changes) t WHERE t > now() - interval '1 hour')`;
const RECENT_CHANGES = `cardinality(${LAST_HOUR_CHANGES})`;

/**
 * The SQL of a change's UPDATE for who makes it (its parameter `$n` is true for the visitor's link): the condition
 * that the link has changes left this hour, and the assignment that counts this one. Checked on the row as the
 * UPDATE finds it, so parallel changes by one link are counted one after the other.
 */
const visitorChange = (n: number) => ({
  allowed: `(NOT $${n}::boolean OR ${RECENT_CHANGES} < ${VISITOR_CHANGES_PER_HOUR})`,
  counted: `visitor_changes = CASE WHEN $${n}::boolean THEN ${LAST_HOUR_CHANGES} || now() ELSE visitor_changes END`,
});

export async function loadBooking(services: Services, id: string): Promise<Loaded | null> {
  const [row] = (await services.dataSource.query(
    `SELECT id, reference, revision, status, centre_id, unit_id, service_slug, customer_name, phone, email,
            status = 'held' AND hold_expires_at > now() AS awaiting, ${RECENT_CHANGES} AS recent_changes, vehicle, work, plate, mileage_km, address, lower(during) AS start, upper(during) AS "end",
            quoted_price AS "quotedPrice", quoted_currency AS "quotedCurrency", engine_path AS "enginePath",
            vehicle_type AS "vehicleType"
       FROM booking
      WHERE id = $1
        AND (status IN ('confirmed', 'cancelled', 'honoured', 'missed') OR details_at IS NOT NULL)`,
    [id],
  )) as BookingRow[];
  if (!row) return null;
  const centre = await services.reference.centre(row.centre_id);
  const service = (await services.reference.get()).services.find((s) => s.slug === row.service_slug);
  if (!centre || !service) return null;
  return { row: { ...row, start: new Date(row.start), end: new Date(row.end) }, centre, service };
}

export type LinkOutcome<T> =
  | ({ kind: 'ok' } & T)
  | { kind: 'link-refused'; reason: LinkRefusal; message: string }
  | { kind: 'refused'; reason: BookingRefusal; message: string; nearest: SlotChoice[] };

/** The booking a visitor's link names, or why it names none the visitor can use. */
async function bookingOfLink(services: Services, token: string): Promise<LinkOutcome<{ booking: Loaded }>> {
  const phone = (await services.reference.get()).site.contactPhone;
  const refuse = (reason: LinkRefusal) => ({
    kind: 'link-refused' as const,
    reason,
    message: LINK_MESSAGES[reason](phone),
  });
  const checked = verifyBookingLink(services.booking.linkKey, token, services.clock());
  if (!checked.ok) return refuse(checked.reason);
  const booking = await loadBooking(services, checked.bookingId);
  // A link this site signed names a booking that existed; gone, it was purged (or the database was replaced).
  if (!booking) return refuse('forged');
  // Its details given but its e-mail's link not opened in time: its place was given back.
  if ((booking.row.status === 'held' || booking.row.status === 'expired') && !booking.row.awaiting)
    return refuse('unconfirmed');
  return { kind: 'ok', booking };
}

/** Whether the visitor's link may still move or cancel the booking. */
const changeableByLink = (services: Services, loaded: Loaded) =>
  unchangeable(services, loaded, { kind: 'visitor' }) === null;

async function managedView(services: Services, loaded: Loaded, availability: ServiceAvailability | null) {
  const { row, centre, service } = loaded;
  const { site } = await services.reference.get();
  const local = localParts(row.start, timeZoneOf(centre));
  const end = localParts(row.end, timeZoneOf(centre));
  const until = localParts(changeDeadline(services, row.start), timeZoneOf(centre));
  const changeable = changeableByLink(services, loaded);
  return {
    reference: row.reference,
    status: (row.status === 'held' ? 'awaiting' : row.status) as ManagedBooking['status'],
    centre,
    service,
    date: local.date,
    time: clockTime(local.minutes),
    endDate: end.date,
    endTime: clockTime(end.minutes),
    durationMinutes: Math.round((row.end.getTime() - row.start.getTime()) / 60_000),
    changeable,
    changeUntil: { date: until.date, time: clockTime(until.minutes) },
    availability: changeable ? availability : null,
    // The same event as the e-mail's, for « Ajouter à mon agenda » on the page the link opens.
    calendar: row.status === 'confirmed' ? bookingCalendar(bookingFacts(row, centre, service, site)) : null,
  } satisfies ManagedBooking;
}

/** What the visitor's link opens: their booking, with the free starts it may move to while it may still change. */
export async function openBookingLink(
  services: Services,
  token: string,
): Promise<LinkOutcome<{ booking: ManagedBooking }>> {
  const found = await bookingOfLink(services, token);
  if (found.kind !== 'ok') return found;
  const { row, centre, service } = found.booking;
  // Free starts only while the link may still move it: a late or cancelled booking shows none.
  const availability = changeableByLink(services, found.booking)
    ? await serviceAvailability(services, centre, service, scopeOf(row))
    : null;
  return { kind: 'ok', booking: await managedView(services, found.booking, availability) };
}

/** Why a change is refused before any slot is looked at, for the visitor (staff may change until the slot ends). */
function unchangeable(services: Services, { row }: Loaded, by: ChangeActor): LinkRefusal | null {
  if (row.status === 'cancelled') return 'cancelled';
  if (row.status !== 'confirmed') return 'expired';
  if (by.kind === 'visitor' && changeDeadline(services, row.start) <= services.clock()) return 'too-late';
  if (by.kind === 'visitor' && row.recent_changes >= VISITOR_CHANGES_PER_HOUR) return 'too-many-changes';
  return null;
}

/** The e-mails of a change, queued in its transaction: to the centre, and to the visitor (the site's words only). */
async function queueChangeMails(
  services: Services,
  manager: EntityManager,
  loaded: Loaded,
  after: { start: Date; end: Date; revision: number },
  change: BookingChange,
  by: ChangeActor,
) {
  const { row, centre, service } = loaded;
  const { site } = await services.reference.get();
  const previous = bookingFacts(row, centre, service, site);
  const facts = bookingFacts({ ...row, ...after }, centre, service, site);
  const visitor = { name: row.customer_name, phone: row.phone, email: row.email ?? 'non indiqué' };
  const mails: QueuedMail[] = [
    {
      kind: 'centre-notification',
      recipient: centreContacts(centre, site).noticeEmail,
      replyTo: row.email ?? undefined,
      content: bookingCentreChange(
        facts,
        visitor,
        change,
        previous,
        by.kind === 'visitor' ? 'le visiteur, par le lien de son e-mail' : `l’agenda (${by.username})`,
        agendaLink(services, centre.id, facts.date, row.id),
      ),
    },
  ];
  // A change comes from the link sent to this very mailbox, or from the centre's staff, never from someone typing an
  // address; still, its notices have their own cap per mailbox (a link's changes are limited too), apart from the
  // confirmations'. Over it, the notice is kept back, shown in the outbox.
  if (row.email) {
    const recipientKey = mailboxKey(row.email);
    const withheld = (await changeNoticeAllowed(manager, recipientKey))
      ? null
      : WITHHELD_REASONS['change-notices'](CHANGE_NOTICES_PER_MAILBOX_HOUR);
    if (withheld) services.outbox.withheld({ kind: 'visitor-change', reason: withheld });
    mails.push({
      kind: 'visitor-change',
      recipient: row.email,
      recipientKey,
      withheld,
      content: bookingVisitorChange(
        facts,
        change,
        by.kind === 'staff',
        change === 'moved' ? changeLink(services, centre, row.id, after.start) : null,
      ),
    });
  }
  await queueMails(manager, mails, domainOf(site.contactEmail));
}

/**
 * Moves a booking to another free start of its service at its centre, on whichever unit of its resource the database
 * accepts (the exclusion constraint decides, as for a hold), telling the centre and the visitor in the same
 * transaction. Refused with the nearest free starts when the time asked for is not free.
 */
export async function moveBooking(
  services: Services,
  loaded: Loaded,
  date: string,
  time: string,
  by: ChangeActor,
  /** Written in the change's transaction (the agenda's audit line). */
  alsoRecord?: (manager: EntityManager) => Promise<void>,
): Promise<LinkOutcome<{ booking: ManagedBooking }>> {
  const { row, centre, service } = loaded;
  const phone = centre.phone ?? (await services.reference.get()).site.contactPhone;
  const blocked = unchangeable(services, loaded, by);
  if (blocked) return { kind: 'link-refused', reason: blocked, message: LINK_MESSAGES[blocked](phone) };
  const leadHours = Math.round(services.booking.leadMinutes / 60);
  const days = await serviceSlots(services, centre, service, scopeOf(row));
  const located = locateSlot(services, centre, service, days, date, time, row.vehicleType);
  if (located.kind === 'refused') {
    return { ...located, message: messageOf(located.reason, centre, leadHours) };
  }
  const { slot } = located;
  const during = range(slot.start, slot.end);
  const deadline = by.kind === 'visitor' ? changeDeadline(services, row.start) : row.start;
  const units = slot.openUnitIds;
  const moved = await onFirstFreeUnit(units, (unitId) =>
    services.dataSource.transaction(async (manager) => {
      await setAsideExpiredHolds(manager, unitId, during);
      const change = visitorChange(6);
      const [rows] = (await manager.query(
        `UPDATE booking SET during = $2::tstzrange, unit_id = $3, revision = revision + 1, reminded_at = NULL,
                ${change.counted}
          WHERE id = $1 AND status = 'confirmed' AND $4::timestamptz > $5::timestamptz AND ${change.allowed}
          RETURNING revision`,
        [row.id, during, unitId, deadline, services.clock(), by.kind === 'visitor'],
      )) as [{ revision: number }[], number];
      if (rows.length === 0) return false;
      await takeBenchRuns(manager, row.id, slot.benchRuns);
      await queueChangeMails(
        services,
        manager,
        loaded,
        { start: slot.start, end: slot.end, revision: rows[0]!.revision },
        'moved',
        by,
      );
      await alsoRecord?.(manager);
      return true;
    }),
  );
  if (moved?.result === false) {
    const again = await loadBooking(services, row.id);
    const reason = (again && unchangeable(services, again, by)) || 'too-late';
    return { kind: 'link-refused', reason, message: LINK_MESSAGES[reason](phone) };
  }
  if (moved) {
    services.outbox.wake();
    // The old start is free now: the waiting list may have someone for it.
    offerFreedSlotLater(services, centre, service, row.start);
    const after = (await loadBooking(services, row.id))!;
    return {
      kind: 'ok',
      booking: await managedView(services, after, await serviceAvailability(services, centre, service, scopeOf(row))),
    };
  }
  return {
    kind: 'refused',
    reason: 'slot-taken',
    message: messageOf('slot-taken', centre, leadHours),
    nearest: nearestTo(await serviceSlots(services, centre, service, scopeOf(row)), slot.start),
  };
}

/** Cancels a booking, its time free again at once, telling the centre and the visitor in the same transaction. */
export async function cancelBooking(
  services: Services,
  loaded: Loaded,
  by: ChangeActor,
  /** Written in the change's transaction (the agenda's audit line). */
  alsoRecord?: (manager: EntityManager) => Promise<void>,
): Promise<LinkOutcome<{ booking: ManagedBooking }>> {
  const { row, centre } = loaded;
  const phone = centre.phone ?? (await services.reference.get()).site.contactPhone;
  const blocked = unchangeable(services, loaded, by);
  if (blocked) return { kind: 'link-refused', reason: blocked, message: LINK_MESSAGES[blocked](phone) };
  const deadline = by.kind === 'visitor' ? changeDeadline(services, row.start) : row.end;
  const cancelled = await services.dataSource.transaction(async (manager) => {
    const change = visitorChange(4);
    const [rows] = (await manager.query(
      `UPDATE booking SET status = 'cancelled', revision = revision + 1, ${change.counted}
        WHERE id = $1 AND status = 'confirmed' AND $2::timestamptz > $3::timestamptz AND ${change.allowed}
        RETURNING revision`,
      [row.id, deadline, services.clock(), by.kind === 'visitor'],
    )) as [{ revision: number }[], number];
    if (rows.length === 0) return false;
    await queueChangeMails(services, manager, loaded, { ...row, revision: rows[0]!.revision }, 'cancelled', by);
    await alsoRecord?.(manager);
    return true;
  });
  const after = (await loadBooking(services, row.id))!;
  if (!cancelled) {
    const reason = unchangeable(services, after, by) ?? 'too-late';
    return { kind: 'link-refused', reason, message: LINK_MESSAGES[reason](phone) };
  }
  services.outbox.wake();
  offerFreedSlotLater(services, centre, loaded.service, row.start);
  return { kind: 'ok', booking: await managedView(services, after, null) };
}

/** The visitor's link moves their booking. */
export async function moveByLink(services: Services, token: string, date: string, time: string) {
  const found = await bookingOfLink(services, token);
  if (found.kind !== 'ok') return found;
  return moveBooking(services, found.booking, date, time, { kind: 'visitor' });
}

/** The visitor's link cancels their booking. */
export async function cancelByLink(services: Services, token: string) {
  const found = await bookingOfLink(services, token);
  if (found.kind !== 'ok') return found;
  return cancelBooking(services, found.booking, { kind: 'visitor' });
}

/**
 * The visitor opened the link of their e-mail: the booking waiting for it is confirmed, and the centre and the
 * visitor are told in the same transaction (the visitor's message with its calendar event and the link to change
 * it). Opened again, or after the confirmation, it shows the booking as it is; past its half hour, it says its place
 * was given back.
 */
export async function confirmByLink(services: Services, token: string) {
  const found = await bookingOfLink(services, token);
  if (found.kind !== 'ok') return found;
  const { row, centre, service } = found.booking;
  if (row.status === 'held') {
    const { site } = await services.reference.get();
    const confirmed = await services.dataSource.transaction(async (manager) => {
      const booking = await confirmAwaiting(manager, row.id);
      if (!booking) return false;
      const facts = bookingFacts(row, centre, service, site);
      const link = changeLink(services, centre, row.id, row.start);
      const visitor = {
        name: row.customer_name,
        phone: row.phone,
        email: row.email!,
        plate: row.plate,
        mileageKm: row.mileage_km,
        vehicle: row.vehicle,
        work: row.work,
        address: row.address,
      };
      const mails: QueuedMail[] = [
        {
          kind: 'centre-notification',
          recipient: centreContacts(centre, site).noticeEmail,
          replyTo: visitor.email,
          content: bookingCentreNotice(facts, visitor, agendaLink(services, centre.id, facts.date, row.id)),
        },
        {
          kind: 'visitor-confirmation',
          recipient: visitor.email,
          recipientKey: mailboxKey(visitor.email),
          content: bookingVisitorConfirmation(facts, link),
        },
      ];
      await queueMails(manager, mails, domainOf(site.contactEmail));
      return true;
    });
    if (!confirmed) {
      const phone = centre.phone ?? (await services.reference.get()).site.contactPhone;
      return {
        kind: 'link-refused' as const,
        reason: 'unconfirmed' as const,
        message: LINK_MESSAGES.unconfirmed(phone),
      };
    }
    services.outbox.wake();
  }
  return openBookingLink(services, token);
}
