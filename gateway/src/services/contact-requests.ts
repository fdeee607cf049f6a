import { createHash } from 'node:crypto';
import { In, MoreThan, type DataSource } from 'typeorm';
import { ContactRequest } from '../entities/contact-request.js';
import { centreScope, type Actor } from './admin/permissions.js';
import type { ReferenceReader } from './reference-reader.js';

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
}

export interface FieldError {
  field: string;
  message: string;
}

export type ContactOutcome =
  | { kind: 'accepted'; id: string }
  | { kind: 'invalid'; fieldErrors: FieldError[] }
  | { kind: 'rate-limited'; message: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
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
  if (email && (email.length > 254 || !EMAIL.test(email)))
    errors.push({ field: 'email', message: 'Adresse e-mail invalide.' });
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

/** A stable, non-reversible key for the client (its IP address is not stored). */
export function clientKey(ip: string | undefined): string {
  return createHash('sha256')
    .update(`contact:${ip ?? 'inconnu'}`)
    .digest('base64url');
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
): Promise<ContactOutcome> {
  if (trimmed(input.website)) return { kind: 'accepted', id: '00000000-0000-0000-0000-000000000000' };
  const { centres } = await reference.get();
  const fieldErrors = validateContactInput(
    input,
    centres.map((c) => c.id),
  );
  if (fieldErrors.length) return { kind: 'invalid', fieldErrors };

  return dataSource.transaction(async (manager) => {
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
    });
    return { kind: 'accepted', id: saved.id } as const;
  });
}

export interface ContactRequestListing {
  id: string;
  createdAt: Date;
  name: string;
  email: string | null;
  phone: string | null;
  vehicle: string | null;
  message: string;
  centre: string | null;
}

/**
 * The latest contact requests, newest first, for the admin screen (read-only). A centre manager sees those of
 * their centres; a request that names no centre is the network's.
 */
export async function listContactRequests(
  dataSource: DataSource,
  actor: Actor,
  limit: number,
): Promise<ContactRequestListing[]> {
  const centres = centreScope(actor);
  const rows = await dataSource.getRepository(ContactRequest).find({
    where: centres ? { centreId: In([...centres]) } : {},
    order: { createdAt: 'DESC' },
    take: Math.min(Math.max(1, Math.trunc(limit) || 1), 500),
  });
  return rows.map(({ id, createdAt, name, email, phone, vehicle, message, centreId }) => ({
    id,
    createdAt,
    name,
    email,
    phone,
    vehicle,
    message,
    centre: centreId,
  }));
}
