import { MoreThan, type DataSource, type EntityManager } from 'typeorm';
import { ContactRequest } from '../entities/contact-request.js';
import { OutboxMessage } from '../entities/outbox-message.js';
import { isEmailAddress, mailboxKey } from '../lib/email-address.js';
import { domainOf, queueMails, type OutboxHandle, type QueuedMail } from './mail/outbox.js';
import {
  centreNotification,
  requestReference,
  visitorConfirmation,
  type QuoteFacts,
  type RequestMailFacts,
} from './mail/templates.js';
import type { ReferenceReader, ReferenceSnapshot } from './reference-reader.js';
import { serviceVehicleFor } from './garage-services.js';
import { resolveTrail } from './vehicles/catalogue.js';

/** At most this many requests per client in the window; beyond, the form is refused until the window passes. */
export const CONTACT_BURST_LIMIT = 5;
export const CONTACT_WINDOW_MINUTES = 10;

export interface ContactInput {
  name: string;
  email?: string | null;
  phone?: string | null;
  vehicle?: string | null;
  message: string;
  centre?: string | null;
  consent: boolean;
  /** Honeypot: a field hidden from people; robots fill it in. */
  website?: string | null;
  /** A quote asked from an engine page: its path under the configurator (type/brand/model/year/engine). */
  configuratorEngine?: string | null;
  /** The stage asked for (1 or 2); unset: the engine's first stage. */
  stage?: number | null;
}

export interface FieldError {
  field: string;
  message: string;
}

/**
 * What became of the visitor's confirmation: queued, not asked for (no e-mail, or a honeypot hit), or skipped because
 * its mailbox had one within the hour or the hourly cap of all confirmations was reached (decision 031).
 */
export type ConfirmationOutcome = 'queued' | 'none' | 'recipient-limit' | 'hourly-cap';

export type ContactOutcome =
  | { kind: 'accepted'; id: string; confirmation: ConfirmationOutcome }
  | { kind: 'invalid'; fieldErrors: FieldError[] }
  | { kind: 'rate-limited'; message: string };

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
/** A form field as stored: control characters (NUL included, which PostgreSQL text refuses) dropped, trimmed. */
const trimmed = (v: string | null | undefined) =>
  typeof v === 'string' ? v.replace(CONTROL_CHARACTERS, '').trim() : '';

/** Checks a contact request; returns the French message of each bad field. */
export function validateContactInput(input: ContactInput, centreIds: string[]): FieldError[] {
  const errors: FieldError[] = [];
  const name = trimmed(input.name);
  const email = trimmed(input.email);
  const phone = trimmed(input.phone);
  const message = trimmed(input.message);
  const vehicle = trimmed(input.vehicle);
  const centre = trimmed(input.centre);

  if (name.length < 2) errors.push({ field: 'name', message: 'Indiquez votre nom.' });
  else if (name.length > 100) errors.push({ field: 'name', message: 'Nom trop long (100 caractères au plus).' });
  if (!email && !phone) {
    errors.push({
      field: 'email',
      message: 'Indiquez un téléphone ou une adresse e-mail pour que nous puissions vous répondre.',
    });
  }
  if (email && !isEmailAddress(email)) errors.push({ field: 'email', message: 'Adresse e-mail invalide.' });
  if (phone) {
    const digits = phone.replace(/[\s.()-]/g, '');
    if (!/^\+?\d{8,15}$/.test(digits)) errors.push({ field: 'phone', message: 'Numéro de téléphone invalide.' });
  }
  if (vehicle.length > 120) errors.push({ field: 'vehicle', message: 'Véhicule : 120 caractères au plus.' });
  if (message.length < 10)
    errors.push({ field: 'message', message: 'Écrivez votre message (10 caractères au moins).' });
  else if (message.length > 2000)
    errors.push({ field: 'message', message: 'Message trop long (2 000 caractères au plus).' });
  if (centre && !centreIds.includes(centre)) errors.push({ field: 'centre', message: 'Centre inconnu.' });
  if (input.consent !== true) {
    errors.push({ field: 'consent', message: 'Votre accord est nécessaire pour que nous traitions votre demande.' });
  }
  return errors;
}

/**
 * Stores a contact request. Honeypot hits are answered as accepted and dropped; bursts from one client are
 * refused. The count and the insert run under a per-client transaction lock, so concurrent requests (even on
 * several gateway processes) cannot overshoot the limit.
 */
export async function submitContactRequest(
  dataSource: DataSource,
  reference: ReferenceReader,
  input: ContactInput,
  client: string,
  outbox: OutboxHandle,
): Promise<ContactOutcome> {
  if (trimmed(input.website)) {
    return { kind: 'accepted', id: '00000000-0000-0000-0000-000000000000', confirmation: 'none' };
  }
  const { centres, site, services } = await reference.get();
  const fieldErrors = validateContactInput(
    input,
    centres.map((c) => c.id),
  );
  const quote = await resolveQuote(dataSource, { centres, site, services }, input);
  if (quote && 'field' in quote) fieldErrors.push(quote);
  if (fieldErrors.length) return { kind: 'invalid', fieldErrors };
  const quoteColumns = quote && !('field' in quote) ? quote : {};

  const outcome = await dataSource.transaction(async (manager) => {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [client]);
    const recent = await manager.getRepository(ContactRequest).countBy({
      clientHash: client,
      createdAt: MoreThan(new Date(Date.now() - CONTACT_WINDOW_MINUTES * 60_000)),
    });
    if (recent >= CONTACT_BURST_LIMIT) {
      return {
        kind: 'rate-limited',
        message: 'Trop de demandes envoyées : réessayez dans quelques minutes ou appelez-nous.',
      } as const;
    }
    const saved = await manager.getRepository(ContactRequest).save({
      name: trimmed(input.name),
      email: trimmed(input.email) || null,
      phone: trimmed(input.phone) || null,
      vehicle: trimmed(input.vehicle) || null,
      message: trimmed(input.message),
      centreId: trimmed(input.centre) || null,
      consentAt: new Date(),
      clientHash: client,
      ...quoteColumns,
    });
    // The e-mails are queued in the same transaction: a stored request always has them, a refused one never.
    const centre = centres.find((c) => c.id === saved.centreId) ?? null;
    const reference = requestReference(saved.id);
    const quote = quoteFacts(saved);
    const facts: RequestMailFacts = {
      reference,
      request: {
        name: saved.name,
        email: saved.email,
        phone: saved.phone,
        vehicle: saved.vehicle,
        message: saved.message,
        receivedAt: saved.createdAt,
      },
      quote,
      centre: centre && { name: centre.name, phone: centre.phone ?? null, address: centre.address },
      site,
      adminUrl: outbox.adminUrl,
    };
    const mails: QueuedMail[] = [
      {
        kind: 'centre-notification',
        recipient: centre?.email ?? site.contactEmail,
        replyTo: saved.email,
        content: centreNotification(facts),
        contactRequestId: saved.id,
      },
    ];
    const recipientKey = saved.email ? mailboxKey(saved.email) : null;
    const confirmation = recipientKey
      ? await confirmationAllowance(manager, recipientKey, outbox.confirmationsPerHour)
      : 'none';
    if (confirmation === 'queued' && saved.email) {
      mails.push({
        kind: 'visitor-confirmation',
        recipient: saved.email,
        recipientKey,
        content: visitorConfirmation({
          reference,
          receivedAt: saved.createdAt,
          quote,
          centre: centre && {
            name: centre.name,
            phone: centre.phone ?? null,
            address: centre.address,
            openingHours: centre.openingHours,
          },
          site,
        }),
        contactRequestId: saved.id,
      });
    }
    await queueMails(manager, mails, domainOf(site.contactEmail));
    return { kind: 'accepted', id: saved.id, confirmation } as const;
  });
  if (outcome.kind === 'accepted') outbox.wake();
  return outcome;
}

/**
 * Whether a visitor's confirmation to this mailbox may be queued: none was queued to it within the hour, and fewer
 * than `perHour` were queued to anyone. Every gateway takes the same transaction lock before counting, and keeps it
 * until the confirmation is committed, so parallel requests are counted one after the other and cannot overshoot.
 */
async function confirmationAllowance(
  manager: EntityManager,
  recipientKey: string,
  perHour: number,
): Promise<'queued' | 'recipient-limit' | 'hourly-cap'> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['outbox:visitor-confirmation']);
  // The database's clock: gateways on several machines count the same hour.
  const counts = await manager
    .getRepository(OutboxMessage)
    .createQueryBuilder('m')
    .select('count(*)::int', 'total')
    .addSelect('(count(*) FILTER (WHERE m.recipient_key = :recipientKey))::int', 'sameMailbox')
    .where('m.kind = :kind', { kind: 'visitor-confirmation' })
    .andWhere(`m.created_at > now() - interval '1 hour'`)
    .setParameter('recipientKey', recipientKey)
    .getRawOne<{ total: number; sameMailbox: number }>();
  if (counts && counts.sameMailbox > 0) return 'recipient-limit';
  if (counts && counts.total >= perHour) return 'hourly-cap';
  return 'queued';
}

/** The engine service whose price the engine page shows. */
const REMAP_SERVICE = 'reprogrammation-moteur';

type QuoteColumns = Pick<
  ContactRequest,
  | 'engineId'
  | 'quoteEnginePath'
  | 'quoteVehicle'
  | 'quoteStage'
  | 'quotePowerBeforeHp'
  | 'quotePowerAfterHp'
  | 'quoteTorqueBeforeNm'
  | 'quoteTorqueAfterNm'
  | 'quoteEstimated'
  | 'quotePriceFrom'
  | 'quotePriceTo'
  | 'quoteCurrency'
>;

/**
 * The estimate of the engine page a quote was asked from, computed again here from the same catalogue and rules as
 * the page (a request cannot bring figures of its own). Null for a plain contact request.
 */
async function resolveQuote(
  dataSource: DataSource,
  reference: Pick<ReferenceSnapshot, 'centres' | 'site' | 'services'>,
  input: ContactInput,
): Promise<QuoteColumns | FieldError | null> {
  const path = trimmed(input.configuratorEngine);
  if (!path) return null;
  const unknown = { field: 'vehicle', message: 'Véhicule du configurateur introuvable : choisissez-le à nouveau.' };
  const parts = path.split('/');
  if (parts.length !== 5 || path.length > 300) return unknown;
  const [type, manufacturer, model, year, engineSlug] = parts as [string, string, string, string, string];
  const trail = await resolveTrail(dataSource, { type, manufacturer, model, year, engine: engineSlug });
  const engine = trail.engine;
  if (!engine || !trail.manufacturer || !trail.model) return unknown;
  const stage =
    input.stage === null || input.stage === undefined
      ? (engine.stages[0] ?? null)
      : engine.stages.find((s) => s.stage === input.stage);
  if (stage === undefined) return { field: 'stage', message: 'Ce stage n’existe pas pour ce moteur.' };
  const service = reference.services.find((s) => s.slug === REMAP_SERVICE);
  const offer = engine.remappable && service ? serviceVehicleFor(service, type, engine.powerHp) : null;
  return {
    engineId: engine.id,
    quoteEnginePath: path,
    quoteVehicle: `${trail.manufacturer.name} ${trail.model.name} ${engine.name} (${trail.year})`,
    quoteStage: stage?.stage ?? null,
    quotePowerBeforeHp: engine.powerHp,
    quotePowerAfterHp: stage?.powerHp ?? null,
    quoteTorqueBeforeNm: engine.torqueNm,
    quoteTorqueAfterNm: stage?.torqueNm ?? null,
    quoteEstimated: stage ? stage.estimated : null,
    quotePriceFrom: offer?.price.from ?? null,
    quotePriceTo: offer?.price.to ?? null,
    quoteCurrency: offer?.price.unit ?? null,
  };
}

/** The estimate kept with a request, for the e-mails and the admin (null without one). */
export function quoteFacts(row: QuoteColumns): QuoteFacts | null {
  if (!row.quoteVehicle) return null;
  return {
    vehicleLabel: row.quoteVehicle,
    stage: row.quoteStage,
    powerBeforeHp: row.quotePowerBeforeHp,
    powerAfterHp: row.quotePowerAfterHp,
    torqueBeforeNm: row.quoteTorqueBeforeNm,
    torqueAfterNm: row.quoteTorqueAfterNm,
    priceFrom: row.quotePriceFrom,
    priceTo: row.quotePriceTo,
    currency: row.quoteCurrency,
  };
}
