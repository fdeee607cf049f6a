import { BookingClosure, BookingUnit } from '../../entities/booking.js';
import { InvalidInputError, NotFoundError } from '../../lib/domain-errors.js';
import { recordAudit } from '../admin/audit.js';
import { requireCentre, type Actor } from '../admin/permissions.js';
import { centreFor, closureDays, isLocalDate, type AgendaServices } from './agenda.js';

/*
 * Closures entered in the agenda: days a centre, or one of its units, takes no booking. The free slots leave them out
 * (`booking-slots.ts`); the agenda lists those of today and to come.
 */

export const CLOSURE_REASON_MAX = 200;

/** Days the centre, or one of its units, takes no booking: leave, a movable holiday, a bench under repair. */
export async function addClosure(
  services: AgendaServices,
  actor: Actor,
  request: { centre: string; startsOn: string; endsOn: string; reason: string; unit?: string | null },
): Promise<number> {
  const centre = await centreFor(services, actor, request.centre);
  const fields: Record<string, string> = {};
  if (!isLocalDate(request.startsOn)) fields.startsOn = 'Indiquez le premier jour de fermeture.';
  if (!isLocalDate(request.endsOn)) fields.endsOn = 'Indiquez le dernier jour de fermeture.';
  else if (isLocalDate(request.startsOn) && request.endsOn < request.startsOn)
    fields.endsOn = 'Le dernier jour doit suivre le premier.';
  const reason = request.reason.trim();
  if (!reason) fields.reason = 'Indiquez le motif (congés, banc en réparation…).';
  else if (reason.length > CLOSURE_REASON_MAX) fields.reason = `Motif : ${CLOSURE_REASON_MAX} caractères au plus.`;
  if (request.unit) {
    const ours = await services.dataSource
      .getRepository(BookingUnit)
      .existsBy({ id: request.unit, centreId: centre.id });
    if (!ours) fields.unit = 'Cet équipement n’est pas celui de ce centre.';
  }
  const first = Object.values(fields)[0];
  if (first) throw new InvalidInputError(first, fields);
  return services.dataSource.transaction(async (manager) => {
    const { id } = await manager.getRepository(BookingClosure).save({
      centreId: centre.id,
      unitId: request.unit || null,
      startsOn: request.startsOn,
      endsOn: request.endsOn,
      reason,
    });
    await recordAudit(manager, actor.username, {
      action: 'booking-closure',
      centreId: centre.id,
      summary: `Fermeture du ${request.startsOn} au ${request.endsOn} : ${reason}`,
      details: { closure: id },
    });
    return id;
  });
}

export async function removeClosure(services: AgendaServices, actor: Actor, id: number): Promise<void> {
  const closure = await services.dataSource
    .getRepository(BookingClosure)
    .createQueryBuilder('c')
    .select(['c.centre_id AS "centreId"', ...closureDays('c'), 'c.reason AS reason'])
    .where('c.id = :id', { id })
    .getRawOne<{ centreId: string; startsOn: string; endsOn: string; reason: string }>();
  if (!closure) throw new NotFoundError('Fermeture introuvable.');
  requireCentre(actor, closure.centreId);
  await services.dataSource.transaction(async (manager) => {
    await manager.getRepository(BookingClosure).delete({ id });
    await recordAudit(manager, actor.username, {
      action: 'booking-closure',
      centreId: closure.centreId,
      summary: `Fermeture du ${closure.startsOn} au ${closure.endsOn} retirée (${closure.reason})`,
      details: { closure: id },
    });
  });
}
