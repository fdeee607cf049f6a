import { Not, In, type DataSource } from 'typeorm';
import { Centre } from '../entities/centre.js';
import { GarageService } from '../entities/garage-service.js';
import { SiteIdentity } from '../entities/site-identity.js';
import type { CentreContent, ServiceContent, SiteIdentityContent } from '../content/types.js';

export interface ReferenceContent {
  centres: CentreContent[];
  site: SiteIdentityContent;
  services: ServiceContent[];
}

/**
 * Loads the reference data into the database in one transaction, by upsert on stable ids:
 * running it again (every start-up) never duplicates or loses a row. Centres missing from the
 * configured preset are kept (realisations may point at them) but hidden.
 */
export async function loadReferenceData(dataSource: DataSource, content: ReferenceContent): Promise<void> {
  await dataSource.transaction(async (manager) => {
    const centreIds = content.centres.map((c) => c.id);
    await manager.getRepository(Centre).upsert(
      content.centres.map((c, index) => ({
        id: c.id,
        name: c.name,
        address: c.address,
        streetAddress: c.streetAddress ?? null,
        postalCode: c.postalCode ?? null,
        locality: c.locality ?? null,
        country: c.country ?? null,
        phone: c.phone ?? null,
        instagram: c.instagram ?? null,
        youtube: c.youtube ?? null,
        latitude: c.coordinates?.lat ?? null,
        longitude: c.coordinates?.lng ?? null,
        serviceNote: c.serviceNote ?? null,
        mobileService: c.mobileService ?? false,
        openingHours: c.openingHours,
        sortOrder: index,
        inPreset: true,
      })),
      ['id'],
    );
    await manager.getRepository(Centre).update({ id: Not(In(centreIds)) }, { inPreset: false });

    await manager.getRepository(SiteIdentity).upsert({ id: 1, ...content.site }, ['id']);

    const services = manager.getRepository(GarageService);
    await services.upsert(
      content.services.map((s, index) => ({ ...s, sortOrder: index })),
      ['id'],
    );
    await services.delete({ id: Not(In(content.services.map((s) => s.id))) });
  });
}
