import { createHash, randomBytes } from 'node:crypto';
import ical from 'ical-generator';
import { QUOTE_WORK, type QuoteWork } from '@garage/contract/contact-request-form';
import { BookingFeed } from '../../entities/booking.js';
import { recordAudit } from '../admin/audit.js';
import type { Actor } from '../admin/permissions.js';
import { benchRunsOf, centreFor, type AgendaRow, type AgendaServices } from './agenda.js';
import { range } from './holds.js';

/*
 * The centre's private iCalendar feed of its agenda (decision 041): an address with a secret token, shown once and
 * stored as its digest, renewed or revoked in the admin, read by Google Calendar or Outlook.
 */

const digestOf = (token: string) => createHash('sha256').update(token).digest('base64url');
export const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/api/agenda/${token}.ics`;

/** A new private feed address for the centre (shown once); the previous one stops working at once. */
export async function renewFeed(services: AgendaServices, actor: Actor, centreId: string): Promise<string> {
  const centre = await centreFor(services, actor, centreId);
  const token = randomBytes(32).toString('base64url');
  await services.dataSource.transaction(async (manager) => {
    // One statement: the centre's row is made or replaced, created_at taking its default (now()) either way.
    await manager
      .getRepository(BookingFeed)
      .createQueryBuilder()
      .insert()
      .values({ centreId: centre.id, tokenDigest: digestOf(token) })
      .orUpdate(['token_digest', 'created_at'], ['centre_id'])
      .execute();
    await recordAudit(manager, actor.username, {
      action: 'booking-feed',
      centreId: centre.id,
      summary: `Nouvelle adresse d’abonnement à l’agenda de ${centre.name} (l’ancienne ne fonctionne plus)`,
    });
  });
  return feedUrl(services.booking.publicUrl, token);
}

export async function revokeFeed(services: AgendaServices, actor: Actor, centreId: string): Promise<void> {
  const centre = await centreFor(services, actor, centreId);
  await services.dataSource.transaction(async (manager) => {
    await manager.getRepository(BookingFeed).delete({ centreId: centre.id });
    await recordAudit(manager, actor.username, {
      action: 'booking-feed',
      centreId: centre.id,
      summary: `Adresse d’abonnement à l’agenda de ${centre.name} révoquée`,
    });
  });
}

/** Days of past bookings the feed keeps, so that a calendar shows last week too. */
const FEED_PAST_DAYS = 30;

/** A booking of the feed as its query returns it. */
type FeedRow = Omit<AgendaRow, 'mileage_km' | 'created_by' | 'contact_request_id'> & { revision: number };

/**
 * The centre's agenda as an iCalendar feed (RFC 5545) for Google Calendar or Outlook, or null for a token no centre
 * has (never made, renewed or revoked): its bookings from a month ago to the horizon, each with the visitor's
 * details (the feed is the centre's own, behind its secret address).
 */
export async function feedCalendar(services: AgendaServices, token: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const feed = await services.dataSource.getRepository(BookingFeed).findOne({
    select: { centreId: true },
    where: { tokenDigest: digestOf(token) },
  });
  if (!feed) return null;
  const centre = await services.reference.centre(feed.centreId);
  if (!centre) return null;
  const { site, services: offered } = await services.reference.get();
  const now = services.clock();
  const rows = (await services.dataSource.query(
    `SELECT b.id, b.reference, b.revision, b.status, b.service_slug, b.customer_name, b.phone, b.email, b.vehicle,
            b.work, b.plate, b.address, u.label AS unit_label, lower(b.during) AS start, upper(b.during) AS "end"
       FROM booking b JOIN booking_unit u ON u.id = b.unit_id
      WHERE b.centre_id = $1 AND b.status IN ('confirmed', 'honoured', 'missed') AND b.during && $2::tstzrange
      ORDER BY lower(b.during)`,
    [
      centre.id,
      range(
        new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000),
        new Date(now.getTime() + (services.booking.horizonDays + 1) * 86_400_000),
      ),
    ],
  )) as FeedRow[];
  const calendar = ical({
    name: `${site.brandName} ${centre.name} — rendez-vous`,
    prodId: { company: site.brandName, product: 'agenda', language: 'FR' },
    ttl: 15 * 60,
  });
  const domain = site.contactEmail.split('@')[1] ?? 'localhost';
  const runs = await benchRunsOf(services, rows);
  for (const row of rows) {
    const service = offered.find((s) => s.slug === row.service_slug);
    const work = typeof row.work === 'string' && row.work in QUOTE_WORK ? QUOTE_WORK[row.work as QuoteWork] : null;
    calendar.createEvent({
      id: `${row.id}@${domain}`,
      sequence: row.revision,
      start: new Date(row.start),
      end: new Date(row.end),
      summary: `${service?.name ?? row.service_slug} — ${row.customer_name}`,
      location: row.address ?? row.unit_label,
      description: [
        `Référence : ${row.reference}`,
        `Téléphone : ${row.phone}`,
        row.email ? `E-mail : ${row.email}` : null,
        row.vehicle ? `Véhicule : ${row.vehicle}` : null,
        row.plate ? `Immatriculation : ${row.plate}` : null,
        work ? `Demande : ${work}` : null,
        row.status === 'honoured' ? 'Honoré' : row.status === 'missed' ? 'Manqué' : null,
      ]
        .filter(Boolean)
        .join('\n'),
    });
    // A remap measured on the bench: each run an event of its own, so the bench's hours show in the calendar.
    for (const run of runs.filter((r) => r.bookingId === row.id)) {
      const when = run.part === 'bench-before' ? 'avant' : 'après';
      calendar.createEvent({
        id: `${row.id}-${run.part}@${domain}`,
        sequence: row.revision,
        start: run.start,
        end: run.end,
        summary: `Banc ${when} — ${row.customer_name}`,
        location: run.unitLabel,
        description: `Référence : ${row.reference}\nMesure au banc ${when} le travail`,
      });
    }
  }
  return calendar.toString();
}
