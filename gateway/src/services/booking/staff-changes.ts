import { Booking } from '../../entities/booking.js';
import { ConflictError, NotFoundError } from '../../lib/domain-errors.js';
import { isUuid } from '../../lib/uuid.js';
import { recordAudit } from '../admin/audit.js';
import { requireCentre, type Actor } from '../admin/permissions.js';
import { forStaff, type AgendaServices } from './agenda.js';
import { cancelBooking, loadBooking, moveBooking, type LinkOutcome, type ManagedBooking } from './booking-changes.js';

/*
 * What the centre's staff change in the agenda: moves and cancellations (the visitor told, through the same changes
 * as the visitor's link, `booking-changes.ts`) and whether the visitor came. Each is audited in the change's
 * transaction.
 */

async function bookingForStaff(services: AgendaServices, actor: Actor, id: string) {
  const loaded = isUuid(id) ? await loadBooking(services, id) : null;
  if (!loaded) throw new NotFoundError('Rendez-vous introuvable.');
  requireCentre(actor, loaded.centre.id);
  return loaded;
}

/** The staff moves a booking (no lead time, no change deadline); the visitor and the centre are told; audited. */
export async function moveByStaff(
  services: AgendaServices,
  actor: Actor,
  id: string,
  date: string,
  time: string,
): Promise<LinkOutcome<{ booking: ManagedBooking }>> {
  const loaded = await bookingForStaff(services, actor, id);
  return moveBooking(forStaff(services), loaded, date, time, { kind: 'staff', username: actor.username }, (manager) =>
    recordAudit(manager, actor.username, {
      action: 'booking-move',
      centreId: loaded.centre.id,
      summary: `Rendez-vous ${loaded.row.reference} (${loaded.row.customer_name}) déplacé au ${date} ${time}`,
      details: { booking: loaded.row.id },
    }),
  );
}

/** The staff cancels a booking; the visitor and the centre are told; audited. */
export async function cancelByStaff(
  services: AgendaServices,
  actor: Actor,
  id: string,
): Promise<LinkOutcome<{ booking: ManagedBooking }>> {
  const loaded = await bookingForStaff(services, actor, id);
  return cancelBooking(services, loaded, { kind: 'staff', username: actor.username }, (manager) =>
    recordAudit(manager, actor.username, {
      action: 'booking-cancel',
      centreId: loaded.centre.id,
      summary: `Rendez-vous ${loaded.row.reference} (${loaded.row.customer_name}) annulé`,
      details: { booking: loaded.row.id },
    }),
  );
}

export type AppointmentOutcome = 'honoured' | 'missed';

/** Whether the visitor came: once the appointment has begun, and changeable afterwards (a mistake corrected). */
export async function markOutcome(
  services: AgendaServices,
  actor: Actor,
  id: string,
  outcome: AppointmentOutcome,
): Promise<void> {
  const loaded = await bookingForStaff(services, actor, id);
  if (loaded.row.start > services.clock())
    throw new ConflictError('Ce rendez-vous n’a pas encore commencé : vous pourrez l’indiquer ensuite.');
  if (loaded.row.status === 'cancelled') throw new ConflictError('Ce rendez-vous est annulé.');
  await services.dataSource.transaction(async (manager) => {
    await manager.getRepository(Booking).update({ id: loaded.row.id }, { status: outcome });
    await recordAudit(manager, actor.username, {
      action: 'booking-outcome',
      centreId: loaded.centre.id,
      summary: `Rendez-vous ${loaded.row.reference} (${loaded.row.customer_name}) : ${outcome === 'honoured' ? 'honoré' : 'manqué'}`,
      details: { booking: loaded.row.id, status: outcome },
    });
  });
}
