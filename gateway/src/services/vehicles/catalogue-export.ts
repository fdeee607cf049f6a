import type { DataSource } from 'typeorm';
import { VehicleEngine } from '../../entities/vehicle.js';
import { curatedStages } from './catalogue.js';
import type { CatalogueRow } from './catalogue-rows.js';

/** Every engine of the catalogue as import rows, ordered by type, brand, model and years. */
export async function exportCatalogueRows(db: DataSource): Promise<CatalogueRow[]> {
  const engines = await db
    .getRepository(VehicleEngine)
    .createQueryBuilder('e')
    .innerJoinAndSelect('e.model', 'mo')
    .innerJoinAndSelect('mo.manufacturer', 'm')
    .orderBy('m.vehicleType')
    .addOrderBy('m.name')
    .addOrderBy('mo.name')
    .addOrderBy('e.yearFrom')
    .addOrderBy('e.name')
    .getMany();
  return engines.map((e) => ({
    type: e.model.manufacturer.vehicleType,
    brand: e.model.manufacturer.name,
    model: e.model.name,
    generation: e.generation,
    yearFrom: e.yearFrom,
    yearTo: e.yearTo,
    engine: e.name,
    aliases: e.aliases,
    fuel: e.fuel,
    aspiration: e.aspiration,
    engineCode: e.engineCode,
    displacementCc: e.displacementCc,
    cylinders: e.cylinders,
    powerHp: e.powerHp,
    torqueNm: e.torqueNm,
    remappable: e.remappable,
    stages: curatedStages(e),
  }));
}
