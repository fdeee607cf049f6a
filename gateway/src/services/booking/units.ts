import type { EntityManager } from 'typeorm';
import type { CentreContent } from '../../content/types.js';
import type { BookingResource } from '../../entities/booking.js';

/** Workshop bays a centre is given when its content says nothing: what a small garage of the network runs. */
export const DEFAULT_WORKSHOP_BAYS = 2;

export interface UnitRow {
  id: string;
  centreId: string;
  resource: BookingResource;
  label: string;
}

/**
 * The bookable units a centre starts with: its bays, its bench if it has one; the mobile centre books its van (an
 * address and a time window, no bay).
 */
export function initialUnits(centre: CentreContent): UnitRow[] {
  const unit = (suffix: string, resource: BookingResource, label: string) => ({
    id: `${centre.id}-${suffix}`,
    centreId: centre.id,
    resource,
    label,
  });
  if (centre.mobileService) return [unit('mobile', 'mobile', 'Intervention mobile')];
  const bays = Array.from({ length: centre.workshopBays ?? DEFAULT_WORKSHOP_BAYS }, (_, i) =>
    unit(`baie-${i + 1}`, 'bay', `Baie ${i + 1}`),
  );
  return centre.benchVehicleTypes?.length ? [...bays, unit('banc', 'bench', 'Banc de puissance')] : bays;
}

/**
 * Gives each centre that has no unit yet its initial ones. A centre's units are then the administrator's to change
 * (capacity, a bay closed): a restart does not put back what they removed.
 */
export async function seedBookingUnits(manager: EntityManager, centres: readonly CentreContent[]): Promise<void> {
  for (const centre of centres) {
    const [{ count }] = (await manager.query('SELECT count(*)::int AS count FROM booking_unit WHERE centre_id = $1', [
      centre.id,
    ])) as [{ count: number }];
    if (count > 0) continue;
    for (const row of initialUnits(centre)) {
      await manager.query(
        'INSERT INTO booking_unit (id, centre_id, resource, label) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING',
        [row.id, row.centreId, row.resource, row.label],
      );
    }
  }
}
