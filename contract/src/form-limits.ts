/**
 * The forms' limits, each written once: the zod schemas (`*-form.ts`) refuse what goes beyond them, and the screens
 * set them as `maxLength`. A module without zod, so that a public page takes its fields' limits without the rules'
 * code (decision 036). A limit with no schema behind it sits here too, named after what checks it on the gateway.
 */
import { EMAIL_ADDRESS_MAX } from './email-address.js';

/** The contact form and the quote asked from an engine page (`contact-request-form.ts`). */
export const CONTACT_LIMITS = {
  nameMin: 2,
  name: 100,
  email: EMAIL_ADDRESS_MAX,
  phone: 30,
  vehicle: 120,
  messageMin: 10,
  message: 2000,
  centre: 64,
  /** type/brand/model/year/engine under the configurator. */
  enginePath: 300,
  stage: 9,
  /** As typed: « 85 000 km ». */
  mileage: 20,
  /** As typed: « ab 123 cd ». */
  plate: 20,
} as const;

/** The visitor's details for a slot, and the agenda's booking by phone (`booking-form.ts`). */
export const BOOKING_LIMITS = {
  name: CONTACT_LIMITS.name,
  phone: CONTACT_LIMITS.phone,
  email: CONTACT_LIMITS.email,
  /** The mobile centre's visit: where to go. */
  address: 200,
  vehicle: CONTACT_LIMITS.vehicle,
  mileage: CONTACT_LIMITS.mileage,
  plate: CONTACT_LIMITS.plate,
} as const;

/** The booking waiting list (`waitlist-form.ts`). */
export const WAITLIST_LIMITS = {
  email: EMAIL_ADDRESS_MAX,
  /** « AAAA-MM-JJ », as a date input sends it. */
  latestDate: 10,
} as const;

/** The realisation form of the admin (`realisation-form.ts`). */
export const REALISATION_LIMITS = {
  centre: 64,
  title: 150,
  description: 5000,
  brand: 60,
  model: 80,
  engine: 120,
  modification: 120,
  modifications: 30,
  gallery: 30,
  alt: 200,
  power: 3000,
  torque: 5000,
  sortOrder: 1_000_000,
  mediaUrl: 500,
} as const;

/** Accounts of the administration (`account-form.ts`); the sign-in refuses longer names and passwords unread. */
export const ACCOUNT_LIMITS = {
  usernameMin: 3,
  username: 64,
  passwordMin: 12,
  password: 256,
} as const;

/** An internal note on a contact request, checked by the gateway's request handling. */
export const REQUEST_NOTE_MAX = 2000;

/** The reason given for an agenda closure, checked by the gateway's closures. */
export const CLOSURE_REASON_MAX = 200;
