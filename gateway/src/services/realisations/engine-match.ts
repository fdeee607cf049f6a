import type { EntityManager } from 'typeorm';
import { slugify } from '../vehicles/catalogue-rows.js';

/** The catalogue engine of a realisation's vehicle (brand, model, engine name and year), when one matches. */
export async function matchCatalogueEngine(
  db: Pick<EntityManager, 'query'>,
  vehicle: { brand: string; model: string; engine: string; year: number | null },
): Promise<number | null> {
  if (!vehicle.engine) return null;
  const [row] = (await db.query(
    `SELECT e.id FROM vehicle_engine e JOIN vehicle_model mo ON mo.id = e.model_id
       JOIN vehicle_manufacturer m ON m.id = mo.manufacturer_id
      WHERE m.slug = $1 AND mo.slug = $2 AND lower(e.name) = lower($3)
        AND ($4::int IS NULL OR (e.year_from <= $4 AND coalesce(e.year_to, $4) >= $4))
      ORDER BY e.id LIMIT 1`,
    [slugify(vehicle.brand), slugify(vehicle.model), vehicle.engine, vehicle.year],
  )) as { id: number }[];
  return row?.id ?? null;
}
