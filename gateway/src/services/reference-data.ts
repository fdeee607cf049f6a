import { Not, In, type DataSource } from 'typeorm';
import { Centre } from '../entities/centre.js';
import { GarageService, lowestFrom } from '../entities/garage-service.js';
import { SiteIdentity } from '../entities/site-identity.js';
import { marketRewording } from '../content/services/index.js';
import { E85_SAVINGS } from '../content/services/reprogrammation-ethanol.js';
import type { CentreContent, ServiceContent, SiteIdentityContent } from '../content/types.js';
import { SERVICE_VEHICLE_TYPES } from '../content/vehicle-types.js';
import { formatMoney, formatMoneyRange } from '../lib/money.js';
import { seedBookingUnits } from './booking/units.js';

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
        email: c.email ?? null,
        instagram: c.instagram ?? null,
        youtube: c.youtube ?? null,
        latitude: c.coordinates?.lat ?? null,
        longitude: c.coordinates?.lng ?? null,
        serviceNote: c.serviceNote ?? null,
        mobileService: c.mobileService ?? false,
        benchVehicleTypes: c.benchVehicleTypes ?? [],
        takesBoats: c.takesBoats ?? false,
        region: c.region ?? null,
        openingHours: c.openingHours,
        seasonalHours: c.seasonalHours ?? [],
        sortOrder: index,
        inPreset: true,
      })),
      ['id'],
    );
    await manager.getRepository(Centre).update({ id: Not(In(centreIds)) }, { inPreset: false });
    await seedBookingUnits(manager, content.centres);

    await manager.getRepository(SiteIdentity).upsert({ id: 1, ...content.site }, ['id']);

    const services = manager.getRepository(GarageService);
    await services.upsert(
      content.services.map((s, index) => ({ ...serviceRow(s, content.site), sortOrder: index })),
      ['id'],
    );
    await services.delete({ id: Not(In(content.services.map((s) => s.id))) });
  });
}

type ServiceRow = Omit<GarageService, 'sortOrder' | 'priceFrom'>;

/**
 * A service as the site shows it in the site's market: prices in its currency, France-only sentences reworded
 * (`marketRewording`), and the `{warranty}`, `{priceFrom}` and amount placeholders of the texts filled from the
 * service's own fields, so each fact is written once.
 */
export function serviceRow(
  service: ServiceContent,
  site: Pick<SiteIdentityContent, 'country' | 'currency'>,
): ServiceRow {
  const currency = site.currency as keyof ServiceContent['price'];
  const rewording = site.country === 'MA' ? (marketRewording.MA[service.slug] ?? []) : [];
  const values: Record<string, string> = {
    warranty: service.warranty,
    e85Savings: E85_SAVINGS[site.country === 'MA' ? 'MA' : 'FR'],
    priceFrom: formatMoney(
      lowestFrom([service.price, ...service.vehicles.map((v) => v.price)].map((p) => p[currency])),
      currency,
    ),
    ...Object.fromEntries(
      Object.entries(service.amounts ?? {}).map(([name, amount]) => [
        name,
        formatMoneyRange(amount[currency], currency),
      ]),
    ),
  };
  const text = (t: string) =>
    rewording
      .reduce((acc, [from, to]) => acc.split(from).join(to), t)
      .replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
  const price = (p: ServiceContent['price']) => ({ ...p[currency], unit: currency });
  return {
    id: service.id,
    name: text(service.name),
    slug: service.slug,
    shortDescription: text(service.shortDescription),
    longDescription: text(service.longDescription),
    benefits: service.benefits.map(text),
    process: service.process.map(text),
    duration: service.duration,
    warranty: service.warranty,
    needsBench: service.needsBench ?? false,
    booking: service.booking,
    price: price(service.price),
    vehicles: service.vehicles.map((v) => ({
      type: v.type,
      label: SERVICE_VEHICLE_TYPES[v.type],
      summary: text(v.summary),
      price: price(v.price),
      workMinutes: v.workMinutes ?? service.booking.workMinutes,
    })),
    seo: {
      ...service.seo,
      title: text(service.seo.title),
      description: text(service.seo.description),
      schema: { ...service.seo.schema, description: text(service.seo.schema.description) },
    },
    images: service.images,
    technicalSpecs: {
      equipmentUsed: service.technicalSpecs.equipmentUsed.map(text),
      supportedVehicles: service.technicalSpecs.supportedVehicles.map(text),
      limitations: service.technicalSpecs.limitations.map(text),
    },
    faq: service.faq.map((f) => ({ question: text(f.question), answer: text(f.answer) })),
  };
}
