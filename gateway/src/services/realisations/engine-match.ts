import type { EntityManager } from 'typeorm';
import { VehicleEngine } from '../../entities/vehicle.js';
import { slugify } from '../vehicles/catalogue-rows.js';

/**
 * The catalogue engine of a realisation's vehicle (brand, model, engine name or one of its aliases, and year), when
 * one matches.
 */
export async function matchCatalogueEngine(
  db: Pick<EntityManager, 'getRepository'>,
  vehicle: { brand: string; model: string; engine: string; year: number | null },
): Promise<number | null> {
  if (!vehicle.engine) return null;
  const query = db
    .getRepository(VehicleEngine)
    .createQueryBuilder('e')
    .select('e.id')
    .innerJoin('e.model', 'mo')
    .innerJoin('mo.manufacturer', 'm')
    .where(
      `m.slug = :brand AND mo.slug = :model
       AND (lower(e.name) = lower(:engine) OR EXISTS (SELECT 1 FROM unnest(e.aliases) a WHERE lower(a) = lower(:engine)))`,
      {
        brand: slugify(vehicle.brand),
        model: slugify(vehicle.model),
        engine: vehicle.engine,
      },
    )
    .orderBy('e.id')
    .limit(1);
  if (vehicle.year !== null)
    query.andWhere('e.year_from <= :year AND coalesce(e.year_to, :year) >= :year', { year: vehicle.year });
  const engine = await query.getOne();
  return engine?.id ?? null;
}
