/**
 * The contact form and the quote asked from an engine page, as one zod schema: the gateway parses what GraphQL and
 * REST receive with it, and answers every field's problem at once, in the form's order, in French. The public form
 * shows the gateway's answer beside each field rather than carrying these rules in its bundle (decision 036).
 *
 * The honeypot field (`website`) is not checked here: a filled one is answered as accepted and dropped before.
 */
import * as z from 'zod/mini';
import { isEmailAddress } from './email-address.js';
import {
  checkForm,
  choice,
  consent,
  inFormOrder,
  integer,
  isPhoneNumber,
  loose,
  oneLine,
  optional,
  readOptional,
  sized,
  type FormCheck,
  type FormInput,
} from './form-fields.js';
import { CONTACT_LIMITS } from './form-limits.js';
import { readMileage, readPlate } from './vehicle-details.js';
import { QUOTE_WORK, type QuoteWork } from './quote-work.js';

export { QUOTE_WORK, type QuoteWork };
const QUOTE_WORK_IDS = Object.keys(QUOTE_WORK) as QuoteWork[];

export const CONTACT_MESSAGES = {
  name: 'Indiquez votre nom.',
  nameTooLong: `Nom trop long (${CONTACT_LIMITS.name} caractères au plus).`,
  reach: 'Indiquez un téléphone ou une adresse e-mail pour que nous puissions vous répondre.',
  email: 'Adresse e-mail invalide.',
  phone: 'Numéro de téléphone invalide.',
  vehicle: `Véhicule : ${CONTACT_LIMITS.vehicle} caractères au plus.`,
  message: `Écrivez votre message (${CONTACT_LIMITS.messageMin} caractères au moins).`,
  messageTooLong: 'Message trop long (2 000 caractères au plus).',
  centre: 'Centre inconnu.',
  consent: 'Votre accord est nécessaire pour que nous traitions votre demande.',
  engine: 'Véhicule du configurateur introuvable : choisissez-le à nouveau.',
  work: 'Prestation inconnue : choisissez-en une dans la liste.',
  mileage: 'Kilométrage : un nombre de kilomètres, par exemple 85 000.',
  // Both markets' plates are read, whatever the site's market: the example is the form's hint, in its market's format.
  plate: 'Immatriculation non reconnue : recopiez-la telle qu’elle figure sur la carte grise.',
} as const;

/** The form's fields in the order it shows them: the first problem is the field the screen moves to. */
const FIELD_ORDER: readonly (keyof ContactRequestInput)[] = [
  'name',
  'phone',
  'email',
  'centre',
  'vehicle',
  'work',
  'stage',
  'mileage',
  'plate',
  'message',
  'consent',
];

/** The visitor's name, as every public form asks it. */
export const visitorName = oneLine(
  sized('Nom', CONTACT_LIMITS.nameMin, CONTACT_LIMITS.name, CONTACT_MESSAGES.name, CONTACT_MESSAGES.nameTooLong),
);

/** The vehicle in the visitor's or the staff's words. */
export const vehicleDescription = oneLine(optional('Véhicule', CONTACT_LIMITS.vehicle, CONTACT_MESSAGES.vehicle));

/** The number plate and mileage, as the quote and the booking forms read them. */
export const vehicleDetails = {
  plate: oneLine(readOptional('Immatriculation', CONTACT_LIMITS.plate, CONTACT_MESSAGES.plate, readPlate)),
  mileage: oneLine(readOptional('Kilométrage', CONTACT_LIMITS.mileage, CONTACT_MESSAGES.mileage, readMileage)),
};

/** The form's schema for the network's centres. */
export function contactRequestSchema(centreIds: readonly string[]) {
  return z.pipe(
    loose({
      name: visitorName,
      email: oneLine(
        optional('E-mail', CONTACT_LIMITS.email, CONTACT_MESSAGES.email).check(
          z.refine((email: string | null) => email === null || isEmailAddress(email), CONTACT_MESSAGES.email),
        ),
      ),
      phone: oneLine(
        optional('Téléphone', CONTACT_LIMITS.phone, CONTACT_MESSAGES.phone).check(
          z.refine((phone: string | null) => phone === null || isPhoneNumber(phone), CONTACT_MESSAGES.phone),
        ),
      ),
      vehicle: vehicleDescription,
      // The one field of several lines.
      message: sized(
        'Message',
        CONTACT_LIMITS.messageMin,
        CONTACT_LIMITS.message,
        CONTACT_MESSAGES.message,
        CONTACT_MESSAGES.messageTooLong,
      ),
      centre: oneLine(
        optional('Centre', CONTACT_LIMITS.centre, CONTACT_MESSAGES.centre).check(
          z.refine((centre: string | null) => centre === null || centreIds.includes(centre), CONTACT_MESSAGES.centre),
        ),
      ),
      consent: consent(CONTACT_MESSAGES.consent),
      configuratorEngine: oneLine(optional('Véhicule', CONTACT_LIMITS.enginePath, CONTACT_MESSAGES.engine)),
      stage: integer('Stage', null, 1, CONTACT_LIMITS.stage),
      work: choice<QuoteWork | ''>(QUOTE_WORK_IDS, '', CONTACT_MESSAGES.work),
      ...vehicleDetails,
    }).check(
      // A way to answer: checked even when other fields are at fault, so that the visitor sees it with them.
      z.refine((form) => Boolean(form.email || form.phone), {
        message: CONTACT_MESSAGES.reach,
        path: ['email'],
        when: () => true,
      }),
    ),
    z.transform((form, ctx) => ({
      name: form.name,
      email: form.email,
      phone: form.phone,
      vehicle: form.vehicle,
      message: form.message,
      centre: form.centre,
      /** The engine page's path under the configurator, in its five parts. */
      configuratorEngine: form.configuratorEngine ? engineTrail(form.configuratorEngine, ctx) : null,
      enginePath: form.configuratorEngine,
      /** The stage asked for; null: the engine's first. A stage chosen as the work is the stage kept. */
      stage: form.stage ?? (form.work === 'stage1' ? 1 : form.work === 'stage2' ? 2 : null),
      /** The work asked for (stage 1 or 2, E85, gearbox); null: not said. */
      work: form.work || null,
      mileageKm: form.mileage,
      /** Normalised (`readPlate`). */
      plate: form.plate,
    })),
  );
}

/** What GraphQL hands the schema (the honeypot `website` aside, which the gateway reads first). */
export type ContactRequestInput = FormInput<ReturnType<typeof contactRequestSchema>>;

/** The request once checked, as stored: empty optional fields are null. */
export type ContactRequestFields = z.output<ReturnType<typeof contactRequestSchema>>;

/** The five parts of an engine page's path; a path of another shape is the field `vehicle`'s problem. */
function engineTrail(path: string, ctx: z.core.ParsePayload) {
  const parts = path.split('/');
  if (parts.length === 5 && parts.every(Boolean)) {
    const [type, manufacturer, model, year, engine] = parts as [string, string, string, string, string];
    return { type, manufacturer, model, year, engine };
  }
  ctx.issues.push({ code: 'custom', message: CONTACT_MESSAGES.engine, path: ['vehicle'], input: path });
  return null;
}

/** Checks a contact or quote request against the network's centres: the fields to store, or every problem at once. */
export function checkContactRequest(input: unknown, centreIds: readonly string[]): FormCheck<ContactRequestFields> {
  const result = checkForm(contactRequestSchema(centreIds), input);
  return result.ok ? result : { ok: false, problems: inFormOrder(result.problems, FIELD_ORDER) };
}
