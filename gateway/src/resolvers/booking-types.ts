import { Field, ID, Int, ObjectType, createUnionType, registerEnumType } from 'type-graphql';
import { ListBound, type ListBoundValue } from '../lib/list-bounds.js';
import { NEAREST_CHOICES, type BookingRefusal, type SlotChoice } from '../services/booking/booking-requests.js';
import { arrivalWindowOf, byDropOff } from '../services/booking/booking-slots.js';
import type { LinkOutcome, LinkRefusal, ManagedBooking } from '../services/booking/booking-changes.js';
import { FieldErrorType } from './contact-resolver.js';

/*
 * What the booking operations answer (the visitor's, the waiting list's and the agenda's): free slots, a slot held or
 * refused and why, a booking as its link shows it. The operations are in booking-resolver.ts and its neighbours.
 */

/** The days of the configured booking horizon; the starts the busiest opening day of a centre can offer. */
const DAYS: ListBoundValue = (sizes) => sizes.bookingDays;
const STARTS_A_DAY: ListBoundValue = (sizes) => sizes.startsADay;

@ObjectType('BookingStart', { description: 'Un début libre et la fin du travail qu’il donnerait.' })
class BookingStart {
  @Field(() => String, { description: 'Heure locale de début ou de dépôt du véhicule, HH:MM.' })
  time: string;

  @Field(() => String, {
    description: 'Date locale de la fin du travail, AAAA-MM-JJ : le véhicule déposé se récupère alors.',
  })
  endDate: string;

  @Field(() => String, { description: 'Heure locale de la fin du travail, HH:MM.' })
  endTime: string;
}

@ObjectType('BookingDay', { description: 'Un jour ouvert du centre et ses créneaux libres.' })
class BookingDay {
  @Field(() => String, { description: 'Date locale du centre, AAAA-MM-JJ.' })
  date: string;

  @Field(() => [String], {
    description: 'Heures de début libres, heure locale du centre (HH:MM) ; vide : le jour est complet.',
  })
  @ListBound(STARTS_A_DAY)
  times: string[];

  @Field(() => [BookingStart], { description: 'Les mêmes débuts, chacun avec la fin de son travail.' })
  @ListBound(STARTS_A_DAY)
  slots: BookingStart[];
}

@ObjectType('BookingAvailability', { description: 'Les créneaux libres d’une prestation dans un centre.' })
export class BookingAvailability {
  @Field(() => ID)
  centre: string;

  @Field(() => String, { description: 'La prestation (son identifiant d’URL).' })
  service: string;

  @Field(() => String, { description: 'Fuseau horaire du centre (Europe/Paris, Africa/Casablanca).' })
  timeZone: string;

  @Field(() => Int, {
    description: 'Durée du travail, passages au banc compris, en minutes comptées dans les heures d’ouverture.',
  })
  durationMinutes: number;

  @Field(() => Int, {
    description:
      'Minutes de chacun des deux passages au banc, avant et après le travail (une reprogrammation mesurée) ; 0 sans.',
  })
  benchRunMinutes: number;

  @Field(() => Boolean, {
    description:
      'Chaque début est une heure de dépôt du véhicule (travaux longs), récupéré à la fin du travail ; ' +
      'sinon une heure de rendez-vous.',
  })
  dropOff: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Pourquoi rien ne peut être réservé en ligne ici (par exemple : pas de banc au centre) ; null sinon.',
  })
  notice: string | null;

  @Field(() => Int, {
    description: 'Centre mobile : chaque heure de début ouvre une fenêtre d’arrivée de cette durée ; 0 ailleurs.',
  })
  arrivalWindowMinutes: number;

  @Field(() => [BookingDay], { description: 'Les jours ouverts de l’horizon de réservation, dans l’ordre.' })
  @ListBound(DAYS)
  days: BookingDay[];
}

export enum BookingRefusalReason {
  UNAVAILABLE = 'unavailable',
  TOO_SOON = 'too-soon',
  BEYOND_HORIZON = 'beyond-horizon',
  CLOSED = 'closed',
  OUTSIDE_HOURS = 'outside-hours',
  SLOT_TAKEN = 'slot-taken',
  RATE_LIMITED = 'rate-limited',
  HOLD_EXPIRED = 'hold-expired',
  /** The e-mail's link was not made by this site, or not whole. */
  LINK_FORGED = 'forged',
  /** The e-mail's link is past its slot. */
  LINK_EXPIRED = 'expired',
  /** The booking is cancelled. */
  CANCELLED = 'cancelled',
  /** Too close to the slot to change it online (BOOKING_CHANGE_HOURS). */
  TOO_LATE = 'too-late',
  /** Live holds of the centre's day already take their share of it (decision 043). */
  CENTRE_BUSY = 'centre-busy',
  /** The e-mail's link was not opened in time: the booking's place was given back. */
  UNCONFIRMED = 'unconfirmed',
  /** The link already moved or cancelled it three times within the hour. */
  TOO_MANY_CHANGES = 'too-many-changes',
}
registerEnumType(BookingRefusalReason, {
  name: 'BookingRefusalReason',
  description: 'Pourquoi un créneau ne peut être retenu ou confirmé.',
});
const REASONS: Record<BookingRefusal | LinkRefusal, BookingRefusalReason> = Object.fromEntries(
  Object.values(BookingRefusalReason).map((reason) => [reason, reason]),
) as Record<BookingRefusal | LinkRefusal, BookingRefusalReason>;

@ObjectType('BookingSlotChoice', { description: 'Un créneau libre proposé : date et heure locales du centre.' })
class BookingSlotChoice implements SlotChoice {
  @Field(() => String)
  date: string;

  @Field(() => String)
  time: string;
}

@ObjectType('BookingRefused', {
  description:
    'Le créneau n’a pas pu être retenu, confirmé ou changé (ou le lien de l’e-mail n’est pas bon), et pourquoi.',
})
export class BookingRefused {
  @Field(() => BookingRefusalReason)
  reason: BookingRefusalReason;

  @Field(() => String, { description: 'Le message à montrer, en français, avec le téléphone du centre.' })
  message: string;

  @Field(() => [BookingSlotChoice], { description: 'Les créneaux libres les plus proches de celui demandé.' })
  @ListBound(NEAREST_CHOICES)
  nearest: BookingSlotChoice[];
}

/** When an appointment is: its start (or drop-off), and when its work ends. The fields of the types that extend it. */
@ObjectType('AppointmentTimes', { description: 'Quand a lieu un rendez-vous : son début, et la fin de son travail.' })
abstract class AppointmentTimes {
  @Field(() => String, { description: 'Date locale du centre, AAAA-MM-JJ.' })
  date: string;

  @Field(() => String, { description: 'Heure locale de début, ou de dépôt du véhicule, HH:MM.' })
  time: string;

  @Field(() => String, { description: 'Date locale de la fin du travail (récupération du véhicule), AAAA-MM-JJ.' })
  endDate: string;

  @Field(() => String, { description: 'Heure locale de la fin du travail, HH:MM.' })
  endTime: string;

  @Field(() => Boolean, { description: 'Le véhicule est déposé à `time` et récupéré à la fin du travail.' })
  dropOff: boolean;
}

@ObjectType('BookingHeld', { description: 'Le créneau est retenu dix minutes, le temps de confirmer.' })
export class BookingHeld extends AppointmentTimes {
  @Field(() => ID, { description: 'À rendre pour confirmer (confirmBooking).' })
  id: string;

  @Field(() => String)
  reference: string;

  @Field(() => String, { description: 'Fin de la retenue (ISO 8601).' })
  expiresAt: string;
}

@ObjectType('BookingAwaitingEmail', {
  description:
    'Les coordonnées sont reçues ; le rendez-vous attend que le visiteur ouvre le lien de l’e-mail envoyé à `email` ' +
    'avant `confirmByDate` `confirmByTime` (heure locale du centre). Sans cela, le créneau est libéré.',
})
export class BookingAwaitingEmail extends AppointmentTimes {
  @Field(() => String, { description: 'Référence à rappeler au centre.' })
  reference: string;

  @Field(() => String)
  centreName: string;

  @Field(() => String, { nullable: true })
  centrePhone: string | null;

  @Field(() => String, { description: 'La prestation réservée.' })
  serviceTitle: string;

  @Field(() => Int, { description: 'Centre mobile : la fenêtre d’arrivée qui part de `time` ; 0 ailleurs.' })
  arrivalWindowMinutes: number;

  @Field(() => String, { description: 'L’adresse où le lien de confirmation est envoyé.' })
  email: string;

  @Field(() => String, { description: 'Dernier jour (AAAA-MM-JJ) pour ouvrir le lien.' })
  confirmByDate: string;

  @Field(() => String, { description: 'Dernière heure locale (HH:MM) ce jour-là.' })
  confirmByTime: string;
}

@ObjectType('BookingFormInvalid', { description: 'Des champs sont à corriger ; un message par champ.' })
export class BookingFormInvalid {
  @Field(() => [FieldErrorType])
  // At most one per field of BookingConfirmInput (and of PhoneBookingInput, which has no more).
  @ListBound(10)
  fieldErrors: FieldErrorType[];
}

@ObjectType('MyBooking', { description: 'Un rendez-vous, tel que le lien de son e-mail le montre à son visiteur.' })
export class MyBooking extends AppointmentTimes {
  @Field(() => String)
  reference: string;

  @Field(() => String, {
    description: 'awaiting (le lien de l’e-mail n’est pas encore ouvert), confirmed, cancelled, honoured ou missed.',
  })
  status: string;

  @Field(() => ID)
  centreId: string;

  @Field(() => String)
  centreName: string;

  @Field(() => String, { nullable: true })
  centrePhone: string | null;

  @Field(() => String)
  centreAddress: string;

  @Field(() => String, { description: 'La prestation (son identifiant d’URL).' })
  serviceSlug: string;

  @Field(() => String)
  serviceTitle: string;

  @Field(() => Int)
  durationMinutes: number;

  @Field(() => Int, { description: 'Centre mobile : la fenêtre d’arrivée qui part de `time` ; 0 ailleurs.' })
  arrivalWindowMinutes: number;

  @Field(() => Boolean, { description: 'Le lien peut encore le déplacer ou l’annuler.' })
  changeable: boolean;

  @Field(() => String, { description: 'Dernier jour (AAAA-MM-JJ) où le lien peut le changer.' })
  changeUntilDate: string;

  @Field(() => String, { description: 'Dernière heure locale (HH:MM) de ce jour-là.' })
  changeUntilTime: string;

  @Field(() => BookingAvailability, {
    nullable: true,
    description: 'Les créneaux où le déplacer (le sien compté libre) ; null s’il ne peut plus changer.',
  })
  availability: BookingAvailability | null;

  @Field(() => String, {
    nullable: true,
    description: 'Confirmé : le rendez-vous en iCalendar (RFC 5545), le même que celui de l’e-mail ; null sinon.',
  })
  calendar: string | null;
}

export const BookingHoldResult = createUnionType({
  name: 'BookingHoldResult',
  types: () => [BookingHeld, BookingRefused] as const,
});
export const BookingConfirmResult = createUnionType({
  name: 'BookingConfirmResult',
  types: () => [BookingAwaitingEmail, BookingFormInvalid, BookingRefused] as const,
});

export const MyBookingResult = createUnionType({
  name: 'MyBookingResult',
  types: () => [MyBooking, BookingRefused] as const,
});

export const refused = (outcome: { reason: BookingRefusal | LinkRefusal; message: string; nearest: SlotChoice[] }) =>
  Object.assign(new BookingRefused(), {
    reason: REASONS[outcome.reason],
    message: outcome.message,
    nearest: outcome.nearest,
  });

/** The GraphQL answer of a link's outcome: the booking, or why the link or the slot is refused. */
export function myBookingAnswer(outcome: LinkOutcome<{ booking: ManagedBooking }>) {
  switch (outcome.kind) {
    case 'link-refused':
      return refused({ ...outcome, nearest: [] });
    case 'refused':
      return refused(outcome);
    case 'ok': {
      const { booking } = outcome;
      return Object.assign(new MyBooking(), {
        reference: booking.reference,
        status: booking.status,
        centreId: booking.centre.id,
        centreName: booking.centre.name,
        centrePhone: booking.centre.phone,
        centreAddress: booking.centre.address,
        serviceSlug: booking.service.slug,
        serviceTitle: booking.service.name,
        date: booking.date,
        time: booking.time,
        endDate: booking.endDate,
        endTime: booking.endTime,
        dropOff: byDropOff(booking.service),
        durationMinutes: booking.durationMinutes,
        arrivalWindowMinutes: arrivalWindowOf(booking.centre),
        changeable: booking.changeable,
        changeUntilDate: booking.changeUntil.date,
        changeUntilTime: booking.changeUntil.time,
        calendar: booking.calendar,
        availability: booking.availability && {
          centre: booking.centre.id,
          service: booking.service.slug,
          ...booking.availability,
        },
      });
    }
  }
}
