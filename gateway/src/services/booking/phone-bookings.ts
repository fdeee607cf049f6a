import { randomUUID } from 'node:crypto';
import { checkPhoneBookingDetails, type PhoneBookingDetailsInput } from '@garage/contract/booking-form';
import { QUOTE_WORK } from '@garage/contract/contact-request-form';
import type { FieldProblem } from '@garage/contract/form-fields';
import { mailboxKey } from '@garage/contract/email-address';
import { Booking } from '../../entities/booking.js';
import { ContactRequest } from '../../entities/contact-request.js';
import type { GarageService } from '../../entities/garage-service.js';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../lib/domain-errors.js';
import { isUuid } from '../../lib/uuid.js';
import { recordAudit } from '../admin/audit.js';
import { canActOnCentre, type Actor } from '../admin/permissions.js';
import { bookingVisitorConfirmation } from '../mail/booking/confirmation.js';
import { domainOf, queueMails } from '../mail/outbox.js';
import { centreFor, forStaff, type AgendaServices } from './agenda.js';
import { bookingFacts } from './booking-facts.js';
import { changeLink } from './booking-links.js';
import { locateSlot, messageOf, nearestTo, type BookingRefusal, type SlotChoice } from './booking-requests.js';
import { serviceAvailability, serviceSlots, vehicleTypeOf, type ServiceAvailability } from './booking-slots.js';
import { bookingReference, onFirstFreeUnit, range, setAsideExpiredHolds, takeBenchRuns } from './holds.js';

/*
 * Bookings the centre's staff take by phone in the agenda, and the free starts they may book or move to: the same
 * slots as online, without the lead time.
 */

/**
 * The free starts the staff may book or move to: no lead time. `ignoring`: a booking being moved, for its own
 * vehicle's work time; otherwise `vehicleType`'s, a car's when none.
 */
export async function staffSlots(
  services: AgendaServices,
  actor: Actor,
  centreId: string,
  serviceSlug: string,
  ignoring?: string | null,
  vehicleType?: string | null,
): Promise<ServiceAvailability & { centre: string; service: string }> {
  const centre = await centreFor(services, actor, centreId);
  const service = await serviceOf(services, serviceSlug);
  const moved =
    ignoring && isUuid(ignoring)
      ? await services.dataSource
          .getRepository(Booking)
          .findOne({ where: { id: ignoring }, select: { id: true, vehicleType: true } })
      : null;
  return {
    centre: centre.id,
    service: service.slug,
    ...(await serviceAvailability(forStaff(services), centre, service, {
      ignoring: moved?.id,
      vehicleType: moved ? moved.vehicleType : vehicleTypeOf(service, vehicleType),
    })),
  };
}

async function serviceOf(services: AgendaServices, slug: string): Promise<GarageService> {
  const service = (await services.reference.get()).services.find((s) => s.slug === slug);
  if (!service) throw new InvalidInputError('Prestation inconnue.', { service: 'Prestation inconnue.' });
  return service;
}

const PHONE_BOOKING_MESSAGES = {
  unknownRequest: 'Demande de contact introuvable.',
  otherCentreRequest:
    'Cette demande de contact relève d’un autre centre ou du réseau : vous ne pouvez pas y rattacher ce rendez-vous.',
} as const;

/**
 * The contact request a booking answers, if any: it must exist (404 rather than the foreign key's 500) and be one the
 * actor handles, as its list shows it: a centre manager's centres, any for the network (403, as opening it would be).
 */
async function linkedRequest(services: AgendaServices, actor: Actor, id: string | null | undefined) {
  if (!id) return null;
  const row = isUuid(id)
    ? await services.dataSource
        .getRepository(ContactRequest)
        .findOne({ where: { id }, select: { id: true, centreId: true } })
    : null;
  if (!row) throw new NotFoundError(PHONE_BOOKING_MESSAGES.unknownRequest);
  if (!canActOnCentre(actor, row.centreId)) throw new ForbiddenError(PHONE_BOOKING_MESSAGES.otherCentreRequest);
  return row.id;
}

/** The caller's details (the phone booking form's fields), and the slot, the work and the request it answers. */
export type PhoneBookingRequest = PhoneBookingDetailsInput & {
  centre: string;
  service: string;
  date: string;
  time: string;
  work?: string | null;
  /** The vehicle's type (car, van, truck, motorcycle, boat): its work time; absent, a car's. */
  vehicleType?: string | null;
  contactRequest?: string | null;
};

export type PhoneBookingOutcome =
  | { kind: 'created'; id: string; reference: string; date: string; time: string }
  | { kind: 'invalid'; fieldErrors: FieldProblem[] }
  | { kind: 'refused'; reason: BookingRefusal; message: string; nearest: SlotChoice[] };

/**
 * A booking taken by phone: confirmed at once on a free unit (the exclusion constraint decides, as online), audited;
 * the visitor receives the confirmation and its link when an e-mail was given.
 */
export async function createPhoneBooking(
  services: AgendaServices,
  actor: Actor,
  request: PhoneBookingRequest,
): Promise<PhoneBookingOutcome> {
  const centre = await centreFor(services, actor, request.centre);
  const service = await serviceOf(services, request.service);
  const contactRequest = await linkedRequest(services, actor, request.contactRequest);
  const checked = checkPhoneBookingDetails(request);
  if (!checked.ok) return { kind: 'invalid', fieldErrors: checked.problems };
  const staff = forStaff(services);
  const leadHours = 0;
  const vehicleType = vehicleTypeOf(service, request.vehicleType);
  const days = await serviceSlots(staff, centre, service, { vehicleType });
  const located = locateSlot(staff, centre, service, days, request.date, request.time, vehicleType);
  if (located.kind === 'refused') return { ...located, message: messageOf(located.reason, centre, leadHours) };
  const { slot } = located;
  const during = range(slot.start, slot.end);
  const details = checked.fields;
  const { site } = await services.reference.get();
  const id = randomUUID();
  const reference = bookingReference();
  const units = slot.openUnitIds;
  const created = await onFirstFreeUnit(units, (unitId) =>
    services.dataSource.transaction(async (manager) => {
      await setAsideExpiredHolds(manager, unitId, during);
      // Raw: the period is a tstzrange, and the exclusion constraint refuses an overlap (decision 040).
      await manager.query(
        `INSERT INTO booking (id, reference, centre_id, unit_id, service_slug, during, status, created_by,
                                vehicle, work, customer_name, phone, email, plate, mileage_km, contact_request_id,
                                address, vehicle_type, confirmed_at)
           VALUES ($1, $2, $3, $4, $5, $6::tstzrange, 'confirmed', $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
                   $17, now())`,
        [
          id,
          reference,
          centre.id,
          unitId,
          service.slug,
          during,
          actor.username,
          details.vehicle,
          request.work && request.work in QUOTE_WORK ? request.work : null,
          details.name,
          details.phone,
          details.email,
          details.plate,
          details.mileageKm,
          contactRequest,
          details.address,
          vehicleType,
        ],
      );
      if (slot.benchRuns) await takeBenchRuns(manager, id, slot.benchRuns);
      await recordAudit(manager, actor.username, {
        action: 'booking-create',
        centreId: centre.id,
        summary: `Rendez-vous ${reference} pris par téléphone : ${details.name}, ${located.day.date} ${slot.time} (${service.name})`,
        details: { booking: id },
      });
      if (details.email) {
        const facts = bookingFacts({ id, reference, start: slot.start, end: slot.end }, centre, service, site);
        await queueMails(
          manager,
          [
            {
              kind: 'visitor-confirmation',
              recipient: details.email,
              recipientKey: mailboxKey(details.email),
              content: bookingVisitorConfirmation(facts, changeLink(services, centre, id, slot.start)),
            },
          ],
          domainOf(site.contactEmail),
        );
      }
    }),
  );
  if (created) {
    if (details.email) services.outbox.wake();
    return { kind: 'created', id, reference, date: located.day.date, time: slot.time };
  }
  return {
    kind: 'refused',
    reason: 'slot-taken',
    message: messageOf('slot-taken', centre, leadHours),
    nearest: nearestTo(await serviceSlots(staff, centre, service, { vehicleType }), slot.start),
  };
}
