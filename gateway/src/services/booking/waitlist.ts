import { randomUUID } from 'node:crypto';
import { centreOffers } from '@garage/contract/centre-offers';
import { mailboxKey } from '@garage/contract/email-address';
import type { FieldProblem } from '@garage/contract/form-fields';
import { checkWaitlistRequest, type WaitlistInput } from '@garage/contract/waitlist-form';
import type { AppServices } from '../../app-services.js';
import { BookingWaitlistEntry } from '../../entities/booking.js';
import type { Centre } from '../../entities/centre.js';
import type { GarageService } from '../../entities/garage-service.js';
import type { Logger } from '../../lib/logger.js';
import { waitlistOffer } from '../mail/booking/waitlist-offer.js';
import { bookingDay } from '../mail/booking/when.js';
import { domainOf, queueMails } from '../mail/outbox.js';
import { addDays, clockTime, localParts } from './availability.js';
import { messageOf } from './booking-requests.js';
import { arrivalWindowOf, byDropOff, serviceSlots, timeZoneOf } from './booking-slots.js';
import { holdLinkUrl, leaveLinkUrl, oneClickLeaveUrl, waitlistEntryOf, waitlistToken } from './waitlist-links.js';

/*
 * The booking waiting list (issue « Booking that fits a garage's day », item 8; decision 040). A visitor for whom no
 * slot suits leaves an e-mail and the last day they could come; when a booking of that service at that centre is
 * cancelled or moved, the freed start goes by e-mail to the oldest entry it suits, with a link that holds it.
 */

type Services = Pick<AppServices, 'dataSource' | 'reference' | 'clock' | 'booking' | 'outbox'>;

/** Joins one client may make in an hour: a visitor on a few lists, not a script filling mailboxes. */
export const WAITLIST_JOINS_PER_HOUR = 3;
/** Offers one mailbox may receive in this many hours, whatever lists it is on. */
export const OFFER_INTERVAL_HOURS = 24;
/** Entries a freed slot tries when another gateway claims the first at the same moment. */
const CANDIDATES = 5;

/** The waiting list's form, for a service at a centre. */
export type WaitlistJoin = WaitlistInput & { centre: string; service: string };

export type WaitlistJoinOutcome =
  | { kind: 'joined'; message: string; latestDate: string }
  | { kind: 'invalid'; fieldErrors: FieldProblem[] }
  | { kind: 'refused'; reason: 'unavailable' | 'rate-limited'; message: string };

export type WaitlistLeaveOutcome =
  { kind: 'left'; message: string } | { kind: 'refused'; reason: 'forged'; message: string };

/**
 * Puts a visitor on the waiting list of a service at a centre until `latestDate` (from tomorrow to the booking
 * horizon's last day, the centre's local dates). One live entry per mailbox, centre and service: joining again
 * replaces its date and keeps its place. A client joins at most `WAITLIST_JOINS_PER_HOUR` times an hour, counted under
 * a lock on its key as holds are, so parallel requests count each other.
 */
export async function joinWaitlist(
  services: Services,
  clientKey: string,
  request: WaitlistJoin,
): Promise<WaitlistJoinOutcome> {
  const centre = await services.reference.centre(request.centre);
  const service = await services.reference.service(request.service);
  const leadHours = Math.round(services.booking.leadMinutes / 60);
  if (!centre || !service || !centreOffers(centre, service))
    return { kind: 'refused', reason: 'unavailable', message: messageOf('unavailable', centre, leadHours) };
  const today = localParts(services.clock(), timeZoneOf(centre)).date;
  const last = addDays(today, services.booking.horizonDays - 1);
  const checked = checkWaitlistRequest(request, {
    first: addDays(today, 1),
    last,
    outside: `Choisissez un jour entre demain et le ${bookingDay(last)} : les rendez-vous en ligne ne s’ouvrent pas au-delà.`,
  });
  if (!checked.ok) return { kind: 'invalid', fieldErrors: checked.problems };
  const { email, latestDate } = checked.fields;
  const joined = await services.dataSource.transaction(async (manager) => {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`waitlist:${clientKey}`]);
    const entries = manager.getRepository(BookingWaitlistEntry);
    // The database's clock: gateways on several machines count the same hour.
    const recent = await entries
      .createQueryBuilder('w')
      .where('w.clientHash = :clientKey', { clientKey })
      .andWhere(`w.createdAt > now() - interval '1 hour'`)
      .getCount();
    if (recent >= WAITLIST_JOINS_PER_HOUR) return false;
    await entries
      .createQueryBuilder()
      .insert()
      .values({
        id: randomUUID(),
        centreId: centre.id,
        serviceSlug: service.slug,
        email,
        mailboxKey: mailboxKey(email),
        latestDate,
        clientHash: clientKey,
      })
      .orUpdate(['email', 'latest_date'], ['centre_id', 'service_slug', 'mailbox_key'], {
        indexPredicate: 'unsubscribed_at IS NULL',
      })
      .execute();
    return true;
  });
  if (!joined) {
    const call = centre.phone ? `, ou appelez le centre au ${centre.phone}` : '';
    return {
      kind: 'refused',
      reason: 'rate-limited',
      message: `Trop d’inscriptions depuis ce poste en une heure : réessayez plus tard${call}.`,
    };
  }
  return {
    kind: 'joined',
    latestDate,
    message:
      `C’est noté : si un créneau se libère pour « ${service.name} » au centre de ${centre.name}, ` +
      `au plus tard le ${bookingDay(latestDate)}, nous vous l’écrirons (un e-mail par jour au plus).`,
  };
}

/** The mailbox (an SQL expression) had an offer within `OFFER_INTERVAL_HOURS` (`:hours`), by the database's clock. */
const recentlyOffered = (mailbox: string) =>
  `EXISTS (SELECT 1 FROM booking_waitlist o WHERE o.mailbox_key = ${mailbox}
     AND o.last_offered_at > now() - make_interval(hours => :hours))`;

/**
 * Offers a start freed by a cancellation or a move to the waiting list: to the oldest live entry of that service at
 * that centre whose latest date is on or after the freed day, whose mailbox had no offer within a day, once the start
 * is checked free for the service now (not taken again, not too soon). One e-mail per freed start at most. The entry
 * is claimed (`last_offered_at`) in the transaction that queues the e-mail, under a lock on its mailbox, so two
 * gateways never send two. The id of the entry offered, or null.
 */
export async function offerFreedSlot(
  services: Services,
  centre: Centre,
  service: GarageService,
  freedStart: Date,
): Promise<string | null> {
  const local = localParts(freedStart, timeZoneOf(centre));
  const time = clockTime(local.minutes);
  // Free for a visitor: a slot the staff freed inside the visitors' lead time is not one they could book.
  const { visitorLeadMinutes, ...booking } = services.booking;
  const visitors = { ...services, booking: { ...booking, leadMinutes: visitorLeadMinutes ?? booking.leadMinutes } };
  const days = await serviceSlots(visitors, centre, service);
  const slot = days.find((day) => day.date === local.date)?.slots.find((free) => free.time === time);
  if (!slot) return null;
  const entries = services.dataSource.getRepository(BookingWaitlistEntry);
  const candidates = await entries
    .createQueryBuilder('w')
    .where('w.centreId = :centre', { centre: centre.id })
    .andWhere('w.serviceSlug = :service', { service: service.slug })
    .andWhere('w.latestDate >= :day', { day: local.date })
    .andWhere('w.unsubscribedAt IS NULL')
    .andWhere(`NOT ${recentlyOffered('w.mailbox_key')}`, { hours: OFFER_INTERVAL_HOURS })
    .orderBy('w.createdAt', 'ASC')
    .addOrderBy('w.id', 'ASC')
    .limit(CANDIDATES)
    .getMany();
  const { site } = await services.reference.get();
  for (const entry of candidates) {
    const offered = await services.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`waitlist-offer:${entry.mailboxKey}`]);
      const claim = await manager
        .getRepository(BookingWaitlistEntry)
        .createQueryBuilder()
        .update()
        .set({ lastOfferedAt: () => 'now()' })
        .where('id = :id', { id: entry.id })
        .andWhere('unsubscribed_at IS NULL')
        .andWhere(`NOT ${recentlyOffered(':mailbox')}`, { mailbox: entry.mailboxKey, hours: OFFER_INTERVAL_HOURS })
        .execute();
      if (!claim.affected) return false;
      const { publicUrl, waitlistKey } = services.booking;
      const token = waitlistToken(waitlistKey, entry.id);
      const offer = waitlistOffer({
        date: local.date,
        time,
        endDate: slot.endDate,
        endTime: slot.endTime,
        arrivalWindowMinutes: arrivalWindowOf(centre),
        dropOff: byDropOff(service),
        serviceName: service.name,
        centre: { name: centre.name, phone: centre.phone, address: centre.address },
        site,
        latestDate: entry.latestDate,
        holdUrl: holdLinkUrl(publicUrl, centre.id, service.slug, local.date, time),
        leaveUrl: leaveLinkUrl(publicUrl, centre.id, token),
      });
      const content = { ...offer, listUnsubscribe: oneClickLeaveUrl(publicUrl, token) };
      const mail = { kind: 'waitlist-offer' as const, recipient: entry.email, recipientKey: entry.mailboxKey, content };
      await queueMails(manager, [mail], domainOf(site.contactEmail));
      return true;
    });
    if (offered) {
      services.outbox.wake();
      return entry.id;
    }
  }
  return null;
}

/**
 * `offerFreedSlot` once a cancellation or a move has committed, without making it wait: a failure is logged (the
 * request's context carries the logger), never the visitor's or the staff's problem.
 */
export function offerFreedSlotLater(
  services: Services & { logger?: Logger },
  centre: Centre,
  service: GarageService,
  freedStart: Date,
): void {
  offerFreedSlot(services, centre, service, freedStart).catch((error: unknown) =>
    services.logger?.error(
      { err: error, centre: centre.id, service: service.slug },
      'liste d’attente : le créneau libéré n’a pas pu être proposé',
    ),
  );
}

/** Takes the entry a leave link names off the waiting list; again is fine. A link this site did not sign is refused. */
export async function leaveWaitlist(services: Services, token: string): Promise<WaitlistLeaveOutcome> {
  const id = waitlistEntryOf(services.booking.waitlistKey, token);
  if (!id) {
    const { site } = await services.reference.get();
    return {
      kind: 'refused',
      reason: 'forged',
      message: `Ce lien de désinscription n’est pas valable : ouvrez-le tel qu’il figure dans l’e-mail, en entier, ou écrivez-nous à ${site.contactEmail}.`,
    };
  }
  const entries = services.dataSource.getRepository(BookingWaitlistEntry);
  await entries
    .createQueryBuilder()
    .update()
    .set({ unsubscribedAt: () => 'now()' })
    .where('id = :id', { id })
    .andWhere('unsubscribed_at IS NULL')
    .execute();
  const entry = await entries.findOneBy({ id });
  const centre = entry && (await services.reference.centre(entry.centreId));
  const service = entry && (await services.reference.service(entry.serviceSlug));
  return {
    kind: 'left',
    message:
      centre && service
        ? `C’est fait : vous ne serez plus prévenu des créneaux libérés pour « ${service.name} » au centre de ${centre.name}.`
        : 'C’est fait : vous ne recevrez plus d’e-mail de cette liste d’attente.',
  };
}
