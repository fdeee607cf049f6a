import type { DataSource } from 'typeorm';
import type { Aspiration, Fuel, VehicleTypeId } from '../../content/vehicle-types.js';
import type { CatalogueRow } from './catalogue-rows.js';

/** Every engine of the catalogue as import rows, ordered by type, brand, model and years. */
export async function exportCatalogueRows(db: DataSource): Promise<CatalogueRow[]> {
  const rows: Record<string, string | number | boolean | null>[] = await db.query(
    `SELECT m.vehicle_type, m.name AS brand, mo.name AS model, e.*
       FROM vehicle_engine e JOIN vehicle_model mo ON mo.id = e.model_id JOIN vehicle_manufacturer m ON m.id = mo.manufacturer_id
      ORDER BY m.vehicle_type, m.name, mo.name, e.year_from, e.name`,
  );
  return rows.map((r) => ({
    type: r.vehicle_type as VehicleTypeId,
    brand: r.brand as string,
    model: r.model as string,
    generation: r.generation as string,
    yearFrom: r.year_from as number,
    yearTo: r.year_to as number | null,
    engine: r.name as string,
    fuel: r.fuel as Fuel,
    aspiration: r.aspiration as Aspiration,
    engineCode: r.engine_code as string,
    displacementCc: r.displacement_cc as number,
    cylinders: r.cylinders as number,
    powerHp: r.power_hp as number,
    torqueNm: r.torque_nm as number,
    remappable: r.remappable as boolean,
    stages: [1, 2, 3].map((n) => {
      const powerHp = r[`stage${n}_power_hp`] as number | null;
      const torqueNm = r[`stage${n}_torque_nm`] as number | null;
      return powerHp && torqueNm ? { powerHp, torqueNm } : null;
    }),
  }));
}
