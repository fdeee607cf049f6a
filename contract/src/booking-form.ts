/**
 * What a visitor gives to confirm a slot they hold (issue 27): a name, a phone and an e-mail, all required (the
 * centre calls if needed; the confirmation, its calendar invitation and its link to move or cancel go by e-mail),
 * and optionally the number plate and mileage, read by the quote's rules. Checked on the gateway, every problem at
 * once in the form's order (decision 036).
 */
import * as z from 'zod/mini';
import { CONTACT_MESSAGES, vehicleDescription, vehicleDetails, visitorName } from './contact-request-form.js';
import { isEmailAddress } from './email-address.js';
import {
  checkForm,
  consent,
  inFormOrder,
  isPhoneNumber,
  loose,
  oneLine,
  optional,
  readOptional,
  text,
  type FormCheck,
  type FormInput,
} from './form-fields.js';
import { BOOKING_LIMITS } from './form-limits.js';

export const BOOKING_MESSAGES = {
  phone: 'Indiquez un numéro de téléphone où le centre peut vous joindre.',
  email: 'Indiquez votre adresse e-mail : la confirmation du rendez-vous y est envoyée.',
  consent: 'Votre accord est nécessaire pour que nous enregistrions votre rendez-vous.',
  address: 'Indiquez l’adresse où le technicien doit venir (rue, code postal, ville).',
  addressTooLong: `Adresse : ${BOOKING_LIMITS.address} caractères au plus.`,
} as const;

/** A required one-line text that must also read as `valid` (a phone, an e-mail): `missing` when empty, `invalid` else. */
const requiredAs = (label: string, max: number, missing: string, invalid: string, valid: (value: string) => boolean) =>
  oneLine(
    text(label, max).check(
      z.refine((value: string) => value !== '', missing),
      z.refine((value: string) => value === '' || valid(value), invalid),
    ),
  );

/** The fields the visitor's form and the staff's share, every one on one line. */
const visitor = {
  name: visitorName,
  phone: requiredAs('Téléphone', BOOKING_LIMITS.phone, BOOKING_MESSAGES.phone, CONTACT_MESSAGES.phone, isPhoneNumber),
  address: oneLine(optional('Adresse', BOOKING_LIMITS.address, BOOKING_MESSAGES.addressTooLong)),
  ...vehicleDetails,
};

/** The visitor's details for a slot they hold. */
export const bookingSchema = z.pipe(
  loose({
    ...visitor,
    email: requiredAs('E-mail', BOOKING_LIMITS.email, BOOKING_MESSAGES.email, CONTACT_MESSAGES.email, isEmailAddress),
    consent: consent(BOOKING_MESSAGES.consent),
  }),
  z.transform((form) => ({
    name: form.name,
    phone: form.phone,
    email: form.email,
    plate: form.plate,
    mileageKm: form.mileage,
    /** Where the mobile centre goes; null at a workshop. */
    address: form.address,
  })),
);

export type BookingDetailsInput = FormInput<typeof bookingSchema>;
export type BookingDetails = z.output<typeof bookingSchema>;

/**
 * A booking taken by phone in the centre's agenda: the caller's name and phone; the e-mail is optional (given, the
 * visitor receives the confirmation and its link), the plate and mileage too. The vehicle is the centre's own words.
 */
export const phoneBookingSchema = z.pipe(
  loose({
    ...visitor,
    email: oneLine(
      readOptional('E-mail', BOOKING_LIMITS.email, CONTACT_MESSAGES.email, (typed) =>
        isEmailAddress(typed) ? typed : null,
      ),
    ),
    vehicle: vehicleDescription,
  }),
  z.transform((form) => ({
    name: form.name,
    phone: form.phone,
    email: form.email,
    vehicle: form.vehicle,
    plate: form.plate,
    mileageKm: form.mileage,
    address: form.address,
  })),
);

export type PhoneBookingDetailsInput = FormInput<typeof phoneBookingSchema>;
export type PhoneBookingDetails = z.output<typeof phoneBookingSchema>;

const FIELD_ORDER: readonly (keyof BookingDetailsInput)[] = [
  'name',
  'phone',
  'email',
  'address',
  'plate',
  'mileage',
  'consent',
];
const PHONE_FIELD_ORDER: readonly (keyof PhoneBookingDetailsInput)[] = [
  'name',
  'phone',
  'email',
  'address',
  'vehicle',
  'plate',
  'mileage',
];

/** The details of a booking taken by phone, or every problem at once in the form's order. */
export function checkPhoneBookingDetails(input: unknown): FormCheck<PhoneBookingDetails> {
  const result = checkForm(phoneBookingSchema, input);
  return result.ok ? result : { ok: false, problems: inFormOrder(result.problems, PHONE_FIELD_ORDER) };
}

/**
 * The details to store, or every problem at once in the form's order. `mobile`: the mobile centre's visit, which
 * needs the address to go to.
 */
export function checkBookingDetails(input: unknown, { mobile = false } = {}): FormCheck<BookingDetails> {
  const result = checkForm(bookingSchema, input);
  const missingAddress =
    mobile && (!result.ok ? !result.problems.some((p) => p.field === 'address') : !result.fields.address);
  const problems = [
    ...(result.ok ? [] : result.problems),
    ...(missingAddress ? [{ field: 'address', message: BOOKING_MESSAGES.address }] : []),
  ];
  if (problems.length) return { ok: false, problems: inFormOrder(problems, FIELD_ORDER) };
  return result.ok && !mobile ? { ...result, fields: { ...result.fields, address: null } } : result;
}
