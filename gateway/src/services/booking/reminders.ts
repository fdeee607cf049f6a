import { mailboxKey } from '@garage/contract/email-address';
import type { AppServices } from '../../app-services.js';
import { bookingReminder } from '../mail/booking/reminder.js';
import { domainOf, queueMails } from '../mail/outbox.js';
import { localParts } from './availability.js';
import { bookingFacts } from './booking-facts.js';
import { timeZoneOf } from './booking-slots.js';

/** Reminders go from this local hour of the day before: not in the night, and before the visitor plans their day. */
export const REMINDER_FROM_HOUR = 9;
/** How often the gateway looks for bookings to remind (the periodic task's interval). */
export const REMINDER_INTERVAL_MS = 15 * 60_000;

/**
 * Queues the reminder of each confirmed booking whose day is tomorrow at its centre, once the centre's clock has
 * passed `REMINDER_FROM_HOUR` today. Each booking is claimed (`reminded_at`) in the transaction that queues its
 * e-mail, so gateways running this together never send two. Returns how many were queued.
 */
export async function queueBookingReminders(
  services: Pick<AppServices, 'dataSource' | 'reference' | 'clock' | 'outbox'>,
): Promise<number> {
  const now = services.clock();
  const { site, centres, services: offered } = await services.reference.get();
  const due = (await services.dataSource.query(
    `SELECT id, reference, revision, centre_id, service_slug, email, lower(during) AS start, upper(during) AS "end",
            work, quoted_price AS "quotedPrice", quoted_currency AS "quotedCurrency", vehicle,
            engine_path AS "enginePath"
       FROM booking
      WHERE status = 'confirmed' AND reminded_at IS NULL AND email IS NOT NULL AND lower(during) > $1 AND lower(during) < $2`,
    [now, new Date(now.getTime() + 48 * 3_600_000)],
  )) as {
    id: string;
    reference: string;
    revision: number;
    centre_id: string;
    service_slug: string;
    email: string;
    start: Date;
    end: Date;
    work: string | null;
    quotedPrice: number | null;
    quotedCurrency: string | null;
    vehicle: string | null;
    enginePath: string | null;
  }[];
  let queued = 0;
  for (const booking of due) {
    const centre = centres.find((c) => c.id === booking.centre_id);
    const service = offered.find((s) => s.slug === booking.service_slug);
    if (!centre || !service) continue;
    const timeZone = timeZoneOf(centre);
    const today = localParts(now, timeZone);
    const day = localParts(new Date(booking.start), timeZone);
    const tomorrow = new Date(Date.parse(`${today.date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    if (day.date !== tomorrow || today.minutes < REMINDER_FROM_HOUR * 60) continue;
    const facts = bookingFacts(booking, centre, service, site);
    const claimed = await services.dataSource.transaction(async (manager) => {
      const [rows] = (await manager.query(
        'UPDATE booking SET reminded_at = now() WHERE id = $1 AND reminded_at IS NULL RETURNING id',
        [booking.id],
      )) as [unknown[], number];
      if (rows.length === 0) return false;
      await queueMails(
        manager,
        [
          {
            kind: 'visitor-reminder',
            recipient: booking.email,
            recipientKey: mailboxKey(booking.email),
            content: bookingReminder(facts),
          },
        ],
        domainOf(site.contactEmail),
      );
      return true;
    });
    if (claimed) queued += 1;
  }
  if (queued) services.outbox.wake();
  return queued;
}
