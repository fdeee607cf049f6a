import { checkBookingDetails, type BookingDetailsInput } from '@garage/contract/booking-form';
import { QUOTE_WORK } from '@garage/contract/contact-request-form';
import { CONTACT_LIMITS } from '@garage/contract/form-limits';
import { CONTROL_CHARACTERS, type FieldProblem } from '@garage/contract/form-fields';
import { mailboxKey } from '@garage/contract/email-address';
import { SERVICE } from '@garage/contract/service-slugs';
import type { AppServices } from '../../app-services.js';
import { isUuid } from '../../lib/uuid.js';
import { bookingVisitorVerification } from '../mail/booking/confirmation.js';
import { domainOf, queueMails, type QueuedMail } from '../mail/outbox.js';
import type { Centre } from '../../entities/centre.js';
import type { GarageService } from '../../entities/garage-service.js';
import {
  clockTime,
  dayStarts,
  freeSlots,
  hoursOn,
  localParts,
  workingDay,
  zonedInstant,
  type BusyPeriod,
  type DaySlots,
} from './availability.js';
import {
  byDropOff,
  resourceOf,
  serviceSlotQuery,
  serviceSlots,
  slotMinutes,
  SLOT_STEP_MINUTES,
  timeZoneOf,
  vehicleTypeOf,
} from './booking-slots.js';
import { busyPeriods, giveDetails, holdSlot, overClientLimits, releaseHold } from './holds.js';
import { bookingFacts } from './booking-facts.js';
import { quotedStagePrice, vehicleOfEnginePath } from '../prices/engine-prices.js';
import { bookingLinkToken, bookingLinkUrl } from './booking-links.js';

/** Why a slot cannot be held or a hold confirmed; each has its French message. */
export type BookingRefusal =
  | 'unavailable'
  | 'too-soon'
  | 'beyond-horizon'
  | 'closed'
  | 'outside-hours'
  | 'slot-taken'
  | 'rate-limited'
  | 'centre-busy'
  | 'hold-expired';

/** A start the visitor may choose instead: local date and time at the centre. */
export interface SlotChoice {
  date: string;
  time: string;
}

export type HoldOutcome =
  | {
      kind: 'held';
      id: string;
      reference: string;
      expiresAt: Date;
      date: string;
      time: string;
      endDate: string;
      endTime: string;
      dropOff: boolean;
    }
  | { kind: 'refused'; reason: BookingRefusal; message: string; nearest: SlotChoice[] };

export type ConfirmOutcome =
  | {
      /** The details are kept; the booking waits for the visitor to open the link of the e-mail sent to `email`. */
      kind: 'awaiting-email';
      reference: string;
      centre: Centre;
      service: GarageService;
      date: string;
      time: string;
      /** When the work ends: the vehicle dropped off is collected then. */
      endDate: string;
      endTime: string;
      email: string;
      /** The last local date and time the link confirms it; then its place is given back. */
      confirmBy: { date: string; time: string };
    }
  | { kind: 'invalid'; fieldErrors: FieldProblem[] }
  | { kind: 'refused'; reason: BookingRefusal; message: string; nearest: SlotChoice[] };

/** Choices offered with a refusal: the free starts nearest the one asked for. */
export const NEAREST_CHOICES = 5;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function messageOf(reason: BookingRefusal, centre: Centre | null, leadHours: number): string {
  const call = centre?.phone ? ` ou appelez le centre au ${centre.phone}` : '';
  switch (reason) {
    case 'unavailable':
      return `Cette prestation ne se réserve pas en ligne dans ce centre${call ? ` : appelez-le au ${centre!.phone}` : ''}.`;
    case 'too-soon':
      return `Ce créneau est trop proche : réservez au moins ${leadHours} h à l’avance${call}.`;
    case 'beyond-horizon':
      return `Ce jour n’est pas encore ouvert à la réservation en ligne : choisissez une date plus proche${call}.`;
    case 'closed':
      return `Le centre est fermé ce jour-là : choisissez un autre jour${call}.`;
    case 'outside-hours':
      return `Ce créneau est en dehors des horaires du centre : choisissez-en un dans la liste${call}.`;
    case 'slot-taken':
      return `Ce créneau vient d’être pris : voici les plus proches encore libres${call}.`;
    case 'rate-limited':
      return (
        'Trop de créneaux retenus ou en attente de confirmation depuis ce réseau : confirmez ceux en cours par le ' +
        `lien reçu par e-mail, ou réessayez dans quelques minutes${call}.`
      );
    case 'centre-busy':
      return (
        'Beaucoup de créneaux de ce jour sont en cours de réservation : réessayez dans une demi-heure, choisissez ' +
        `un autre jour${call}.`
      );
    case 'hold-expired':
      return `Les 10 minutes pour confirmer sont passées et le créneau a été libéré : choisissez-en un à nouveau${call}.`;
  }
}

/** The free starts nearest `asked`, in time order. */
export function nearestTo(days: readonly DaySlots[], asked: Date): SlotChoice[] {
  return days
    .flatMap((day) => day.slots.map((slot) => ({ date: day.date, time: slot.time, start: slot.start })))
    .sort((a, b) => Math.abs(a.start.getTime() - asked.getTime()) - Math.abs(b.start.getTime() - asked.getTime()))
    .slice(0, NEAREST_CHOICES)
    .sort((a, b) => a.start.getTime() - b.start.getTime())
    .map(({ date, time }) => ({ date, time }));
}

export type LocatedSlot =
  | { kind: 'free'; day: DaySlots; slot: DaySlots['slots'][number] }
  | { kind: 'refused'; reason: BookingRefusal; nearest: SlotChoice[] };

/**
 * Where a local date and time asked for falls among a service's free starts (`days`, from `serviceSlots`): the free
 * slot, or why it is none (before the first bookable day, after the horizon, a closed day, outside the hours, too
 * soon, taken) with the nearest free starts.
 */
export function locateSlot(
  services: Pick<AppServices, 'clock' | 'booking'>,
  centre: Centre,
  service: GarageService,
  days: readonly DaySlots[],
  date: string,
  time: string,
  vehicleType?: string | null,
): LocatedSlot {
  const now = services.clock();
  const refuse = (reason: BookingRefusal, nearest: SlotChoice[]): LocatedSlot => ({ kind: 'refused', reason, nearest });
  if (!DATE.test(date) || !TIME.test(time)) return refuse('outside-hours', nearestTo(days, now));
  const timeZone = timeZoneOf(centre);
  const today = localParts(now, timeZone).date;
  const lastDay = new Date(Date.parse(`${today}T00:00:00Z`) + (services.booking.horizonDays - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const askedAt = zonedInstant(date, minutes, timeZone) ?? new Date(`${date}T${time}:00Z`);
  const nearest = () => nearestTo(days, askedAt);
  if (date < today) return refuse('too-soon', nearest());
  if (date > lastDay) return refuse('beyond-horizon', nearest());
  const day = days.find((d) => d.date === date);
  if (!day) return refuse('closed', nearest());
  const slot = day.slots.find((s) => s.time === time);
  if (slot) return { kind: 'free', day, slot };
  const inHours = dayStarts(
    hoursOn(centre.openingHours, centre.seasonalHours, day.date),
    day.date,
    slotMinutes(centre, service, vehicleType),
    SLOT_STEP_MINUTES,
    byDropOff(service),
  )
    .map(clockTime)
    .includes(time);
  if (!inHours) return refuse('outside-hours', nearest());
  const tooSoon = askedAt.getTime() < now.getTime() + services.booking.leadMinutes * 60_000;
  return refuse(tooSoon ? 'too-soon' : 'slot-taken', nearest());
}

export interface HoldRequest {
  centre: string;
  service: string;
  /** Local date and time at the centre, as the availability gave them. */
  date: string;
  time: string;
  vehicle?: string | null;
  work?: string | null;
  /** The engine page booked from (its configurator path): the booking keeps its stage's price. */
  engine?: string | null;
  /** The vehicle's type (car, van, truck, motorcycle, boat) when no engine page names it: its work time. */
  vehicleType?: string | null;
}

/**
 * The vehicle a booking is for, as far as it is known: the engine page's, in the catalogue's words and with its
 * type; otherwise only a type the service applies to (a boat has no catalogue). Either may be null.
 */
export async function bookedVehicle(
  services: Pick<AppServices, 'catalogue'>,
  service: Pick<GarageService, 'vehicles'>,
  asked: { engine?: string | null; vehicleType?: string | null },
): Promise<{ name: string | null; type: string | null }> {
  const catalogued = await vehicleOfEnginePath(services.catalogue, asked.engine);
  return catalogued ?? { name: null, type: vehicleTypeOf(service, asked.vehicleType) };
}

/**
 * Holds the slot a visitor chose, for ten minutes, or says why not in French with the nearest free starts: the day
 * too soon, beyond the horizon or closed, the time outside the hours, the slot taken meanwhile.
 */
export async function requestHold(
  services: Pick<AppServices, 'dataSource' | 'reference' | 'clock' | 'booking' | 'prices' | 'catalogue'>,
  client: { clientKey: string; networkKey: string },
  request: HoldRequest,
): Promise<HoldOutcome> {
  const centre = await services.reference.centre(request.centre);
  const service = (await services.reference.get()).services.find((s) => s.slug === request.service);
  const leadHours = Math.round(services.booking.leadMinutes / 60);
  const refuse = (reason: BookingRefusal, nearest: SlotChoice[] = []): HoldOutcome => ({
    kind: 'refused',
    reason,
    message: messageOf(reason, centre, leadHours),
    nearest,
  });
  if (!centre || !service) return refuse('unavailable');
  if (await overClientLimits(services.dataSource, client)) return refuse('rate-limited');
  // An engine page the catalogue knows names the vehicle in its own words, which the visitor's e-mails may repeat;
  // its type sets the work's time.
  const vehicle = await bookedVehicle(services, service, request);
  const scope = { vehicleType: vehicle.type };
  const query = await serviceSlotQuery(services, centre, service, scope);
  const days = query ? freeSlots(query) : [];
  if (!query || days.length === 0) return refuse('unavailable');
  const located = locateSlot(services, centre, service, days, request.date, request.time, vehicle.type);
  if (located.kind === 'refused') return refuse(located.reason, located.nearest);
  const { day, slot } = located;
  const work = request.work && request.work in QUOTE_WORK ? request.work : null;
  const timeZone = timeZoneOf(centre);
  const working = workingDay(hoursOn(centre.openingHours, centre.seasonalHours, day.date), day.date, timeZone);
  const held = await holdSlot(services.dataSource, {
    ...client,
    centreId: centre.id,
    // A slot offered lies in an open day: its hours exist.
    day: { ...working!, units: slot.openUnitIds.length, resource: resourceOf(centre, service) },
    unitIds: slot.openUnitIds,
    serviceSlug: service.slug,
    start: slot.start,
    end: slot.end,
    // Otherwise as the page the visitor books from named it: kept as a label, never sent to an address they typed.
    vehicle:
      vehicle.name ??
      (request.vehicle?.replace(CONTROL_CHARACTERS, '').trim().slice(0, CONTACT_LIMITS.vehicle) || null),
    enginePath: vehicle.name ? request.engine : null,
    vehicleType: vehicle.type,
    benchRuns: slot.benchRuns,
    // The same day's free starts again, from the bookings and holds as the hold's transaction sees them.
    closesDayByHolds: async (db, taken) => {
      const busy = await busyPeriods(db, centre.id, query.now, query.busyUntil!);
      const keepsAStart = (periods: BusyPeriod[]) =>
        freeSlots({ ...query, busy: [...periods, ...taken], onlyDate: day.date }).some((d) => d.slots.length > 0);
      return !keepsAStart(busy) && keepsAStart(busy.filter((period) => !period.held));
    },
    work,
    quoted:
      service.slug === SERVICE.engineRemap ? await quotedStagePrice(services, request.engine, work, centre.id) : null,
  });
  if (held.held) {
    return {
      kind: 'held',
      id: held.bookingId,
      reference: held.reference,
      expiresAt: held.expiresAt,
      date: day.date,
      time: slot.time,
      endDate: slot.endDate,
      endTime: slot.endTime,
      dropOff: byDropOff(service),
    };
  }
  if (held.reason !== 'slot-taken') return refuse(held.reason);
  return refuse('slot-taken', nearestTo(await serviceSlots(services, centre, service, scope), slot.start));
}

/** A visitor's hold given back before its ten minutes (they chose « Changer »): its id is what proves it theirs. */
export async function requestRelease(services: Pick<AppServices, 'dataSource'>, hold: string): Promise<boolean> {
  return isUuid(hold) && releaseHold(services.dataSource, hold);
}

/** The visitor's details (the booking form's fields) for a hold: its id, as `requestHold` gave it. */
export type ConfirmRequest = BookingDetailsInput & { hold: string };

export const MAILBOX_LIMIT_MESSAGE =
  'Deux rendez-vous attendent déjà la confirmation de cette adresse : ouvrez les liens reçus par e-mail, ou ' +
  'attendez une demi-heure.';

/**
 * Takes the visitor's details for a hold: every field's problem at once; or the booking, which then waits for the
 * visitor to open the link of the e-mail sent to them (decision 043: an address nobody reads books nothing, and the
 * centre hears of it once confirmed); or — the ten minutes past and the slot given up — the nearest free starts.
 */
export async function requestConfirmation(
  services: Pick<AppServices, 'dataSource' | 'reference' | 'clock' | 'booking' | 'outbox'>,
  request: ConfirmRequest,
): Promise<ConfirmOutcome> {
  const hold = isUuid(request.hold)
    ? (
        (await services.dataSource.query(
          `SELECT centre_id, service_slug, vehicle_type, lower(during) AS start, upper(during) AS "end"
             FROM booking WHERE id = $1`,
          [request.hold],
        )) as { centre_id: string; service_slug: string; vehicle_type: string | null; start: Date; end: Date }[]
      )[0]
    : undefined;
  const { site, services: offered } = await services.reference.get();
  const centre = hold ? await services.reference.centre(hold.centre_id) : null;
  const service = hold ? offered.find((s) => s.slug === hold.service_slug) : undefined;
  const refused = async (): Promise<ConfirmOutcome> => ({
    kind: 'refused',
    reason: 'hold-expired',
    message: messageOf('hold-expired', centre, Math.round(services.booking.leadMinutes / 60)),
    nearest:
      centre && service
        ? nearestTo(
            await serviceSlots(services, centre, service, { vehicleType: hold!.vehicle_type }),
            new Date(hold!.start),
          )
        : [],
  });
  const checked = checkBookingDetails(request, { mobile: Boolean(centre?.mobileService) });
  if (!checked.ok) return { kind: 'invalid', fieldErrors: checked.problems };
  if (!hold || !centre || !service) return refused();
  const visitor = checked.fields;
  const timeZone = timeZoneOf(centre);
  // The details and the e-mail in one transaction: the e-mail exists if and only if the details were kept.
  const outcome = await services.dataSource.transaction(async (manager) => {
    const given = await giveDetails(manager, request.hold, visitor, mailboxKey(visitor.email));
    if (given.kind !== 'awaiting') return given;
    const until = localParts(given.confirmBy, timeZone);
    const confirmBy = { date: until.date, time: clockTime(until.minutes) };
    // The visitor's own e-mail is never dropped by the contact form's limits: the page promised it, and without it
    // nothing is booked. Strangers typing others' addresses are limited by holds and `AWAITING_PER_MAILBOX`.
    if (given.first) {
      const facts = bookingFacts({ ...given.booking, start: hold.start, end: hold.end }, centre, service, site);
      const token = bookingLinkToken(services.booking.linkKey, given.booking.id, new Date(hold.start));
      const mail: QueuedMail = {
        kind: 'visitor-confirmation',
        recipient: visitor.email,
        recipientKey: given.booking.mailboxKey,
        content: bookingVisitorVerification(facts, {
          url: bookingLinkUrl(services.booking.publicUrl, token),
          confirmBy,
        }),
      };
      await queueMails(manager, [mail], domainOf(site.contactEmail));
    }
    return { ...given, confirmBy };
  });
  if (outcome.kind === 'mailbox-limit')
    return { kind: 'invalid', fieldErrors: [{ field: 'email', message: MAILBOX_LIMIT_MESSAGE }] };
  if (outcome.kind === 'gone') return refused();
  services.outbox.wake();
  const start = localParts(new Date(hold.start), timeZone);
  const end = localParts(new Date(hold.end), timeZone);
  return {
    kind: 'awaiting-email',
    centre,
    service,
    reference: outcome.booking.reference,
    date: start.date,
    time: clockTime(start.minutes),
    endDate: end.date,
    endTime: clockTime(end.minutes),
    email: visitor.email,
    confirmBy: outcome.confirmBy,
  };
}
