import { Booking, BookingClosure, BookingUnit } from '../../entities/booking.js';
import { ConflictError, InvalidInputError } from '../../lib/domain-errors.js';
import { recordAudit } from '../admin/audit.js';
import type { Actor } from '../admin/permissions.js';
import { centreFor, type AgendaServices } from './agenda.js';

/** The most bays a centre declares. */
export const MAX_BAYS = 12;

/** The closure that retires a bay with past bookings. */
const RETIRED_BAY = 'Baie retirée';
const NO_END = '9999-12-31';

/**
 * The number of workshop bays: new ones are added; the last ones are removed only while no booking to come uses
 * them (move those first).
 */
export async function setBayCount(
  services: AgendaServices,
  actor: Actor,
  centreId: string,
  count: number,
): Promise<void> {
  const centre = await centreFor(services, actor, centreId);
  if (centre.mobileService) throw new ConflictError('Le centre mobile réserve son véhicule, pas des baies.');
  if (!Number.isInteger(count) || count < 1 || count > MAX_BAYS)
    throw new InvalidInputError(`Nombre de baies : de 1 à ${MAX_BAYS}.`, { count: `De 1 à ${MAX_BAYS}.` });
  await services.dataSource.transaction(async (manager) => {
    const closures = manager.getRepository(BookingClosure);
    const units = manager.getRepository(BookingUnit);
    // A bay with past bookings is retired by a closure without end rather than deleted: it is not counted, and it is
    // the first brought back when the count goes up again (its closure removed), so no stale closure stays.
    // Raw: the bays are locked (FOR UPDATE) until the transaction ends, so that two changes of the count wait for
    // each other.
    const bays = (await manager.query(
      `SELECT u.id, u.label,
              EXISTS (SELECT 1 FROM booking_closure c
                       WHERE c.unit_id = u.id AND c.reason = $2 AND c.ends_on = $3::date) AS retired
         FROM booking_unit u
        WHERE u.centre_id = $1 AND u.resource = 'bay'
        ORDER BY length(u.id), u.id
          FOR UPDATE OF u`,
      [centre.id, RETIRED_BAY, NO_END],
    )) as { id: string; label: string; retired: boolean }[];
    const active = bays.filter((bay) => !bay.retired);
    if (count === active.length) return;
    if (count > active.length) {
      const back = bays.filter((bay) => bay.retired).slice(0, count - active.length);
      for (const bay of back) await closures.delete({ unitId: bay.id, reason: RETIRED_BAY, endsOn: NO_END });
      for (let n = bays.length + 1; n <= bays.length + count - active.length - back.length; n++) {
        await units
          .createQueryBuilder()
          .insert()
          .values({ id: `${centre.id}-baie-${n}`, centreId: centre.id, resource: 'bay', label: `Baie ${n}` })
          // Its id is its only key: a conflict is a unit of that id already there.
          .orIgnore()
          .execute();
      }
    } else {
      for (const bay of active.slice(count)) {
        // Raw: whether a booking is still to come is read from its period (a tstzrange) by the database's clock.
        const [booked] = (await manager.query(
          `SELECT 1 FROM booking WHERE unit_id = $1 AND upper(during) > now()
              AND (status = 'confirmed' OR (status = 'held' AND hold_expires_at > now())) LIMIT 1`,
          [bay.id],
        )) as unknown[];
        if (booked)
          throw new ConflictError(`${bay.label} a des rendez-vous à venir : déplacez-les avant de la retirer.`);
        if (!(await manager.getRepository(Booking).existsBy({ unitId: bay.id }))) await units.delete({ id: bay.id });
        else
          await closures.insert({
            centreId: centre.id,
            unitId: bay.id,
            startsOn: () => 'current_date',
            endsOn: NO_END,
            reason: RETIRED_BAY,
          });
      }
    }
    await recordAudit(manager, actor.username, {
      action: 'booking-capacity',
      centreId: centre.id,
      summary: `Baies de l’atelier : ${active.length} → ${count}`,
      details: { bays: count },
    });
  });
}
