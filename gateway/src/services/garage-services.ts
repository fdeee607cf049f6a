import type { DataSource } from 'typeorm';
import { TRUCK_FROM_HP } from '../content/vehicle-types.js';
import { GarageService, type ServiceSeo, type ServiceVehicle } from '../entities/garage-service.js';
import type { Centre } from '../entities/centre.js';
import type { SiteIdentity } from '../entities/site-identity.js';

export function listGarageServices(dataSource: DataSource): Promise<GarageService[]> {
  return dataSource.getRepository(GarageService).find({ order: { sortOrder: 'ASC' } });
}

/** SEO data of a service, its schema.org provider and area served taken from the site and the centres. */
export function serviceSeo(service: GarageService, site: SiteIdentity, centres: Centre[]): ServiceSeo {
  const areaServed = [...new Set(centres.map((c) => c.locality ?? c.name))];
  return {
    ...service.seo,
    schema: { ...service.seo.schema, provider: site.brandName, areaServed },
  };
}

/**
 * What a service is for a vehicle of the configurator's catalogue: its `car` or `motorcycle` entry, and for the
 * catalogue's `camion` a van up to TRUCK_FROM_HP and a truck above. Null when the service does not apply to it.
 */
export function serviceVehicleFor(
  service: Pick<GarageService, 'vehicles'>,
  catalogueType: string,
  powerHp: number,
): ServiceVehicle | null {
  const kind = serviceVehicleType(catalogueType, powerHp);
  return service.vehicles.find((v) => v.type === kind) ?? null;
}

/** The service vehicle type of a catalogue vehicle: `camion` is a van up to TRUCK_FROM_HP and a truck above. */
export function serviceVehicleType(catalogueType: string, powerHp: number): string {
  return catalogueType === 'camion' ? (powerHp > TRUCK_FROM_HP ? 'truck' : 'van') : catalogueType;
}
