import type { AppServices } from '../../app-services.js';
import type { Centre } from '../../entities/centre.js';
import { BookingHolidayDecision } from '../../entities/booking.js';
import { InvalidInputError, NotFoundError } from '../../lib/domain-errors.js';
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

/** The public holidays of a centre's market between two local dates (both included), with the centre's decisions. */
export async function centreHolidays(
  services: Pick<AppServices, 'dataSource'>,
  centre: Pick<Centre, 'id' | 'country'>,
  from: string,
  to: string,
): Promise<CentreHoliday[]> {
  const holidays = publicHolidays(marketOf(centre), from, to);
  if (holidays.length === 0) return [];
  const decisions = await services.dataSource
    .getRepository(BookingHolidayDecision)
    .createQueryBuilder('d')
    .select(["to_char(d.day, 'YYYY-MM-DD') AS day", 'd.open AS open'])
    .where('d.centre_id = :centre AND d.day BETWEEN :from AND :to', { centre: centre.id, from, to })
    .getRawMany<{ day: string; open: boolean }>();
  const decided = new Map(decisions.map((d) => [d.day, d.open]));
  return holidays.map((holiday) => ({
    ...holiday,
    open: decided.get(holiday.date) ?? false,
    decided: decided.has(holiday.date),
  }));
}

/** The days between two local dates that a public holiday closes the centre: every holiday it has not opened. */
export async function closedHolidayDates(
  services: Pick<AppServices, 'dataSource'>,
  centre: Pick<Centre, 'id' | 'country'>,
  from: string,
  to: string,
): Promise<Set<string>> {
  const holidays = await centreHolidays(services, centre, from, to);
  return new Set(holidays.filter((h) => !h.open).map((h) => h.date));
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
}
