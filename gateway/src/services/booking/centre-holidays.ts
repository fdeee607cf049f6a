import type { DataSource } from 'typeorm';
import type { AppServices } from '../../app-services.js';
import type { Centre } from '../../entities/centre.js';
import { BookingHolidayDecision } from '../../entities/booking.js';
import { InvalidInputError, NotFoundError } from '../../lib/domain-errors.js';
import { memoizeWithTtl } from '../../lib/ttl-cache.js';
import { recordAudit } from '../admin/audit.js';
import { requireCentre, type Actor } from '../admin/permissions.js';
import { publicHolidays } from './public-holidays.js';

/** A public holiday as a centre's agenda shows it. */
export interface CentreHoliday {
  /** Local date, « AAAA-MM-JJ ». */
  date: string;
  name: string;
  /** Computed from the lunar calendar: the authorities may shift it by a day (« à confirmer »). */
  lunar: boolean;
  /** The centre takes bookings that day all the same. */
  open: boolean;
  /** Someone of the centre decided (opened it, or confirmed it closed). */
  decided: boolean;
}

/** The centre's market for its public holidays: Morocco for a Moroccan centre, France otherwise. */
const marketOf = (centre: Pick<Centre, 'country'>) => (centre.country === 'MA' ? 'MA' : 'FR');

/**
 * Each centre's decisions on public holidays (day → open), kept for `DECISIONS_TTL_MS` per gateway: every booking page
 * reads them, and the embedded database's single connection made that read a fifth of the availability's cost. A
 * decision clears this gateway's copy at once; another gateway sees it within the delay.
 */
const DECISIONS_TTL_MS = 30_000;
const decisionCaches = new WeakMap<
  DataSource,
  ((centreId: string) => Promise<ReadonlyMap<string, boolean>>) & { clear(): void }
>();

function decisionsOf(dataSource: DataSource, centreId: string): Promise<ReadonlyMap<string, boolean>> {
  let cached = decisionCaches.get(dataSource);
  if (!cached) {
    cached = memoizeWithTtl(
      async (id: string) => {
        const rows = await dataSource
          .getRepository(BookingHolidayDecision)
          .createQueryBuilder('d')
          .select(["to_char(d.day, 'YYYY-MM-DD') AS day", 'd.open AS open'])
          .where('d.centre_id = :centre AND d.day >= current_date - 1', { centre: id })
          .getRawMany<{ day: string; open: boolean }>();
        return new Map(rows.map((row) => [row.day, row.open]));
      },
      { ttlMs: DECISIONS_TTL_MS, maxEntries: 1000 },
    );
    decisionCaches.set(dataSource, cached);
  }
  return cached(centreId);
}

/** The holidays a centre decided to open, from today on. */
export async function openedHolidays(
  services: Pick<AppServices, 'dataSource'>,
  centreId: string,
): Promise<ReadonlySet<string>> {
  const decisions = await decisionsOf(services.dataSource, centreId);
  return new Set([...decisions].filter(([, open]) => open).map(([day]) => day));
}

/** The public holidays of a centre's market between two local dates (both included), with the centre's decisions. */
export async function centreHolidays(
  services: Pick<AppServices, 'dataSource'>,
  centre: Pick<Centre, 'id' | 'country'>,
  from: string,
  to: string,
): Promise<CentreHoliday[]> {
  const holidays = publicHolidays(marketOf(centre), from, to);
  if (holidays.length === 0) return [];
  const decided = await decisionsOf(services.dataSource, centre.id);
  return holidays.map((holiday) => ({
    ...holiday,
    open: decided.get(holiday.date) ?? false,
    decided: decided.has(holiday.date),
  }));
}

/**
 * The days between two local dates that a public holiday closes the centre: every holiday but those it opened
 * (`opened`, read by the caller with its closures in one query).
 */
export function holidayClosures(
  centre: Pick<Centre, 'country'>,
  from: string,
  to: string,
  opened: ReadonlySet<string>,
): Set<string> {
  return new Set(
    publicHolidays(marketOf(centre), from, to)
      .map((holiday) => holiday.date)
      .filter((date) => !opened.has(date)),
  );
}

/**
 * A centre opens on a public holiday after all (`open`), or confirms it closed: for a lunar holiday whose date the
 * authorities announce late. The day must be one of its market's holidays; the decision is audited.
 */
export async function decideHoliday(
  services: Pick<AppServices, 'dataSource' | 'reference'>,
  actor: Actor,
  request: { centre: string; date: string; open: boolean },
): Promise<void> {
  requireCentre(actor, request.centre);
  const centre = await services.reference.centre(request.centre);
  if (!centre) throw new NotFoundError('Centre inconnu.');
  const [holiday] = /^\d{4}-\d{2}-\d{2}$/.test(request.date)
    ? publicHolidays(marketOf(centre), request.date, request.date)
    : [];
  if (!holiday) throw new InvalidInputError('Ce jour n’est pas un jour férié du centre.', { date: 'Jour inconnu.' });
  await services.dataSource.transaction(async (manager) => {
    await manager
      .getRepository(BookingHolidayDecision)
      .upsert({ centreId: centre.id, day: holiday.date, open: request.open, decidedBy: actor.username }, [
        'centreId',
        'day',
      ]);
    await recordAudit(manager, actor.username, {
      action: 'booking-closure',
      centreId: centre.id,
      summary: `${holiday.name} (${holiday.date}) : ${request.open ? 'centre ouvert' : 'centre fermé'}`,
    });
  });
  decisionCaches.get(services.dataSource)?.clear();
}
