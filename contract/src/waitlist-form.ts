/**
 * The booking waiting list's form (issue « Booking that fits a garage's day », item 8): a visitor for whom no slot
 * suits gives an e-mail and the last day they could come, and is told when an earlier slot frees up. Checked on the
 * gateway, every field's problem at once in the form's order (decision 036). The page shows the gateway's answer and
 * takes its limits from the zod-free `form-limits.ts`, as this schema does: zod stays out of its bundle.
 */
import * as z from 'zod/mini';
import { CONTACT_MESSAGES } from './contact-request-form.js';
import { isEmailAddress } from './email-address.js';
import {
  checkForm,
  consent,
  inFormOrder,
  loose,
  ONE_LINE_MESSAGE,
  oneLine,
  reading,
  type FormCheck,
  type FormInput,
} from './form-fields.js';
import { WAITLIST_LIMITS } from './form-limits.js';

export const WAITLIST_MESSAGES = {
  email: 'Indiquez votre adresse e-mail : c’est là que nous vous prévenons quand un créneau se libère.',
  control: ONE_LINE_MESSAGE,
  latestDate: 'Indiquez le dernier jour où un rendez-vous vous conviendrait.',
  latestDateInvalid: 'Date non reconnue : choisissez un jour dans le calendrier.',
  consent: 'Votre accord est nécessaire pour que nous vous écrivions quand un créneau se libère.',
} as const;

/** The days a latest date may be, local dates at the centre: from tomorrow to the booking horizon's last day. */
export interface WaitlistWindow {
  first: string;
  last: string;
  /** Refusal of a day outside the window, in French (« Choisissez un jour entre demain et le … »). */
  outside: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Text of one line, or a refusal naming what is wrong: invisible characters, missing, not `valid`. */
const line = (max: number, missing: string, invalid: string, valid: (value: string) => boolean) =>
  oneLine(
    reading<string, string | null>((value, refuse) => {
      if (value === undefined || value === null || value === '') return refuse(missing);
      if (typeof value !== 'string') return refuse(invalid);
      const typed = value.trim();
      if (typed === '') return refuse(missing);
      return typed.length <= max && valid(typed) ? typed : refuse(invalid);
    }),
  );

const isCalendarDate = (value: string) =>
  DATE.test(value) && new Date(`${value}T12:00:00Z`).toISOString().slice(0, 10) === value;

/** The form's schema for the days a latest date may be. */
export const waitlistSchema = (window: WaitlistWindow) =>
  loose({
    email: line(WAITLIST_LIMITS.email, WAITLIST_MESSAGES.email, CONTACT_MESSAGES.email, isEmailAddress),
    latestDate: line(
      WAITLIST_LIMITS.latestDate,
      WAITLIST_MESSAGES.latestDate,
      WAITLIST_MESSAGES.latestDateInvalid,
      isCalendarDate,
    ).check(z.refine((day: string) => day >= window.first && day <= window.last, window.outside)),
    consent: consent(WAITLIST_MESSAGES.consent),
  });

export type WaitlistInput = FormInput<ReturnType<typeof waitlistSchema>>;
/** The e-mail and latest date to keep (the consent given is not kept). */
export type WaitlistRequest = Omit<z.output<ReturnType<typeof waitlistSchema>>, 'consent'>;

const FIELD_ORDER: readonly (keyof WaitlistInput)[] = ['email', 'latestDate', 'consent'];

/** The e-mail and latest date to keep, or every problem at once in the form's order. */
export function checkWaitlistRequest(input: unknown, window: WaitlistWindow): FormCheck<WaitlistRequest> {
  const result = checkForm(waitlistSchema(window), input);
  if (!result.ok) return { ok: false, problems: inFormOrder(result.problems, FIELD_ORDER) };
  return { ok: true, fields: { email: result.fields.email, latestDate: result.fields.latestDate } };
}
