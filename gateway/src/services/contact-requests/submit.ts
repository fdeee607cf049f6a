import { MoreThan, type DataSource } from 'typeorm';
import { ContactRequest } from '../../entities/contact-request.js';
import {
  checkContactRequest,
  CONTACT_MESSAGES,
  type ContactRequestFields,
  type ContactRequestInput,
} from '@garage/contract/contact-request-form';
import { mailboxKey } from '@garage/contract/email-address';
import type { FieldProblem } from '@garage/contract/form-fields';
import { paths } from '@garage/contract/paths';
import {
  adminLink,
  confirmationAllowance,
  domainOf,
  queueMails,
  WITHHELD_REASONS,
  type OutboxHandle,
  type QueuedMail,
} from '../mail/outbox.js';
import {
  centreNotification,
  requestReference,
  SITE_TIME_ZONES,
  visitorConfirmation,
  type QuoteFacts,
  type RequestMailFacts,
} from '../mail/templates.js';
import type { ReferenceReader, ReferenceSnapshot } from '../reference-reader.js';
import { enginePrices, stagePrice } from '../prices/engine-prices.js';
import { readPriceGrid } from '../prices/price-grid.js';
import { resolveTrail } from '../vehicles/catalogue.js';
import { SERVICE } from '@garage/contract/service-slugs';
import { answerTime } from './answer-time.js';
import { centreContacts } from '../centre-contacts.js';

/** At most this many requests per client in the window; beyond, the form is refused until the window passes. */
export const CONTACT_BURST_LIMIT = 5;
export const CONTACT_WINDOW_MINUTES = 10;

/** The form's fields (the contact schema's), and its honeypot: a field hidden from people; robots fill it in. */
export type ContactInput = ContactRequestInput & { website?: string | null };

/** What the visitor is told once the request is stored: its reference, who answers, about what, and when. */
export interface AcceptedRequest {
  id: string;
  reference: string;
  centreName: string | null;
  vehicle: string | null;
  /** « demain à partir de 9h »; null when no centre's hours say. */
  answerBy: string | null;
}

export type FieldError = FieldProblem;

/**
 * What became of the visitor's confirmation: queued, not asked for (no e-mail, or a honeypot hit), or skipped because
 * its mailbox had one within the hour or the hourly cap of all confirmations was reached (decision 031).
 */
export type ConfirmationOutcome = 'queued' | 'none' | 'recipient-limit' | 'hourly-cap';

export type ContactOutcome =
  | ({ kind: 'accepted'; confirmation: ConfirmationOutcome } & AcceptedRequest)
  | { kind: 'invalid'; fieldErrors: FieldError[] }
  | { kind: 'rate-limited'; message: string };

/** A honeypot field as filled in: anything but blanks counts. */
const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

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
  if (filled(input.website)) {
    const id = '00000000-0000-0000-0000-000000000000';
    return {
      kind: 'accepted',
      id,
      reference: requestReference(id),
      centreName: null,
      vehicle: null,
      answerBy: null,
      confirmation: 'none',
    };
  }
  const { centres, site, services } = await reference.get();
  const checked = checkContactRequest(
    input,
    centres.map((c) => c.id),
  );
  if (!checked.ok) return { kind: 'invalid', fieldErrors: checked.problems };
  const fields = checked.fields;
  const quote = await resolveQuote(dataSource, { site, centres, services }, fields);
  if (quote && 'field' in quote) return { kind: 'invalid', fieldErrors: [quote] };
  const quoteColumns = quote ?? {};

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
      name: fields.name,
      email: fields.email,
      phone: fields.phone,
      vehicle: fields.vehicle,
      message: fields.message,
      centreId: fields.centre,
      consentAt: new Date(),
      clientHash: client,
      quoteWork: fields.work,
      mileageKm: fields.mileageKm,
      plate: fields.plate,
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
        work: saved.quoteWork,
        mileageKm: saved.mileageKm,
        plate: saved.plate,
      },
      quote,
      centre: centre && { name: centre.name, phone: centre.phone ?? null, address: centre.address },
      site,
      adminUrl: adminLink(outbox, paths.adminSection('requests', { demande: requestReference(saved.id) })),
    };
    const mails: QueuedMail[] = [
      {
        kind: 'centre-notification',
        recipient: centreContacts(centre, site).noticeEmail,
        replyTo: saved.email,
        content: centreNotification(facts),
        contactRequestId: saved.id,
      },
    ];
    const recipientKey = saved.email ? mailboxKey(saved.email) : null;
    const confirmation = recipientKey
      ? await confirmationAllowance(manager, recipientKey, outbox.confirmationsPerHour)
      : 'none';
    if (confirmation !== 'none' && saved.email) {
      // Over a cap, the confirmation is still written, kept back: the outbox shows it and the log says so.
      const withheld =
        confirmation === 'recipient-limit'
          ? WITHHELD_REASONS['recipient-limit']
          : confirmation === 'hourly-cap'
            ? WITHHELD_REASONS['hourly-cap'](outbox.confirmationsPerHour)
            : null;
      if (withheld) outbox.withheld({ kind: 'visitor-confirmation', reason: withheld });
      mails.push({
        kind: 'visitor-confirmation',
        recipient: saved.email,
        recipientKey,
        withheld,
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
    const answerBy = answerTime(
      (centre ? [centre] : centres).map((c) => c.openingHours),
      saved.createdAt,
      SITE_TIME_ZONES[site.country] ?? 'Europe/Paris',
    );
    return {
      kind: 'accepted',
      id: saved.id,
      reference,
      centreName: centre?.name ?? null,
      vehicle: quote?.vehicleLabel ?? saved.vehicle,
      answerBy,
      confirmation,
    } as const;
  });
  if (outcome.kind === 'accepted') outbox.wake();
  return outcome;
}

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
  { site, centres, services }: ReferenceSnapshot,
  fields: ContactRequestFields,
): Promise<QuoteColumns | FieldProblem | null> {
  const path = fields.configuratorEngine;
  if (!path || !fields.enginePath) return null;
  const trail = await resolveTrail(dataSource, path);
  const engine = trail.engine;
  if (!engine || !trail.manufacturer || !trail.model) return { field: 'vehicle', message: CONTACT_MESSAGES.engine };
  const stage =
    fields.stage === null ? (engine.stages[0] ?? null) : engine.stages.find((s) => s.stage === fields.stage);
  if (stage === undefined) return { field: 'stage', message: 'Ce stage n’existe pas pour ce moteur.' };
  // The price of that stage in the grid, as the page showed it (a quote is rare: the grid is read from the database).
  const prices = enginePrices(await readPriceGrid(dataSource), site, path.type, engine, {
    centre: centres.find((c) => c.id === fields.centre) ?? null,
    warranty: services.find((s) => s.slug === SERVICE.engineRemap)?.warranty ?? null,
  });
  const price = stagePrice(prices, stage?.stage ?? prices?.stages[0]?.stage ?? null);
  return {
    engineId: engine.id,
    quoteEnginePath: fields.enginePath,
    quoteVehicle: `${trail.manufacturer.name} ${trail.model.name} ${engine.name} (${trail.year})`,
    quoteStage: stage?.stage ?? null,
    quotePowerBeforeHp: engine.powerHp,
    quotePowerAfterHp: stage?.powerHp ?? null,
    quoteTorqueBeforeNm: engine.torqueNm,
    quoteTorqueAfterNm: stage?.torqueNm ?? null,
    quoteEstimated: stage ? stage.estimated : null,
    // One price, the stage's: the columns' range is kept for requests made before the grid.
    quotePriceFrom: price,
    quotePriceTo: price,
    quoteCurrency: price === null ? null : prices!.currency,
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
