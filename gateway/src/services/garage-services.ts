import type { DataSource } from 'typeorm';
import { GarageService, type ServiceSeo } from '../entities/garage-service.js';
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
