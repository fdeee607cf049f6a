import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { backends, createTestDatabase, type TestDatabase } from '../support/databases.js';
import { graphql, startTestGateway } from '../support/gateway.js';

const REFERENCE_QUERY = `{
  site { brandName legalName registeredOffice contactEmail contactPhone subscriberPortalUrl cacheKeyPrefix }
  centres { id name address phone instagram youtube coordinates { lat lng } openingHours { day opens closes } }
  services {
    id slug name shortDescription longDescription benefits process duration warranty
    price { from to unit }
    seo { title description keywords schema { type name description provider areaServed } }
    images { hero gallery icon }
    technicalSpecs { equipmentUsed supportedVehicles limitations }
    faq { question answer }
  }
}`;

interface Reference {
  site: Record<string, string>;
  centres: {
    id: string;
    name: string;
    phone: string | null;
    coordinates: { lat: number; lng: number } | null;
    openingHours: { day: string; opens: string; closes: string }[];
  }[];
  services: {
    slug: string;
    price: { from: number; to: number; unit: string };
    duration: string;
    warranty: string;
    faq: unknown[];
    seo: { schema: { provider: string; areaServed: string[] } };
  }[];
}

async function rowCounts(gateway: RunningGateway) {
  const [row] = await gateway.database.dataSource.query(
    `SELECT (SELECT count(*) FROM centre)::int AS centres, (SELECT count(*) FROM site_identity)::int AS sites,
            (SELECT count(*) FROM garage_service)::int AS services`,
  );
  return row as { centres: number; sites: number; services: number };
}

describe.each(backends)('reference data on the %s database', (backend) => {
  let db: TestDatabase;
  let gateway: RunningGateway;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    gateway = await startTestGateway(db);
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
  });

  it('answers centres, site and services from the database', async () => {
    const { data, errors } = await graphql<Reference>(gateway.url, REFERENCE_QUERY);
    expect(errors).toBeUndefined();
    expect(data!.site.brandName).toBe('Ecuvia');
    expect(data!.site.registeredOffice).toContain('Montpellier');
    expect(data!.site.cacheKeyPrefix).toMatch(/cache_$/);
    expect(data!.centres.map((c) => c.id)).toEqual(['montpellier', 'beziers', 'perpignan', 'nice']);
    expect(data!.services.map((s) => s.slug)).toEqual([
      'reprogrammation-moteur',
      'reprogrammation-boite-vitesse',
      'reprogrammation-ethanol',
      'diagnostic-auto',
      'entretien-auto',
      'banc-puissance',
      'solution-antipollution',
    ]);
  });

  it('keeps the opening hours of the spec: Béziers Monday-Saturday, the others Tuesday-Saturday, 9h-12h / 14h-18h30', async () => {
    const { data } = await graphql<Reference>(gateway.url, REFERENCE_QUERY);
    const days = (id: string) => [...new Set(data!.centres.find((c) => c.id === id)!.openingHours.map((s) => s.day))];
    expect(days('beziers')).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']);
    for (const id of ['montpellier', 'perpignan', 'nice']) {
      expect(days(id)).toEqual(['tuesday', 'wednesday', 'thursday', 'friday', 'saturday']);
    }
    const slots = data!.centres[0]!.openingHours.filter((s) => s.day === 'tuesday');
    expect(slots.map((s) => `${s.opens}-${s.closes}`)).toEqual(['09:00-12:00', '14:00-18:30']);
  });

  it('carries the prices, durations and warranties of spec section 9', async () => {
    const { data } = await graphql<Reference>(gateway.url, REFERENCE_QUERY);
    const bySlug = Object.fromEntries(data!.services.map((s) => [s.slug, s]));
    const expected: [string, number, number, string, string][] = [
      ['reprogrammation-moteur', 350, 800, '2 à 4 h', '2 ans ou 40 000 km'],
      ['reprogrammation-boite-vitesse', 450, 650, '3 à 5 h', '1 an ou 20 000 km'],
      ['reprogrammation-ethanol', 890, 1200, '4 à 6 h', '2 ans pièces et main-d’œuvre'],
      ['diagnostic-auto', 80, 150, '1 à 2 h', 'Rapport garanti 30 jours'],
      ['entretien-auto', 150, 450, '2 à 4 h', '1 an ou 15 000 km'],
      ['banc-puissance', 120, 200, '1 à 2 h', 'Mesures certifiées'],
      ['solution-antipollution', 250, 850, '2 à 6 h', '6 mois ou 10 000 km'],
    ];
    for (const [slug, from, to, duration, warranty] of expected) {
      expect(bySlug[slug]!.price).toEqual({ from, to, unit: 'EUR' });
      expect(bySlug[slug]!.duration).toBe(duration);
      expect(bySlug[slug]!.warranty).toBe(warranty);
      expect(bySlug[slug]!.faq.length).toBeGreaterThanOrEqual(3);
      expect(bySlug[slug]!.seo.schema.provider).toBe('Ecuvia');
      expect(bySlug[slug]!.seo.schema.areaServed).toContain('Montpellier');
    }
  });

  it('finds one service by slug and answers null for an unknown one', async () => {
    const { data } = await graphql<{ a: { name: string } | null; b: null }>(
      gateway.url,
      `
        {
          a: service(slug: "banc-puissance") {
            name
          }
          b: service(slug: "inconnu") {
            name
          }
        }
      `,
    );
    expect(data!.a!.name).toMatch(/banc/i);
    expect(data!.b).toBeNull();
  });

  it('loads reference data idempotently: a restart neither duplicates nor loses rows', async () => {
    const before = await rowCounts(gateway);
    expect(before).toEqual({ centres: 4, sites: 1, services: 7 });
    await gateway.close();
    gateway = await startTestGateway(db);
    await gateway.close();
    gateway = await startTestGateway(db);
    expect(await rowCounts(gateway)).toEqual(before);
  });

  it('switches to the reading-B centres with CENTRES=ma and back, hiding the other preset', async () => {
    await gateway.close();
    gateway = await startTestGateway(db, { CENTRES: 'ma' });
    const { data } = await graphql<Reference>(gateway.url, REFERENCE_QUERY);
    expect(data!.centres.map((c) => c.id)).toEqual(['casablanca', 'rabat', 'marrakech', 'fes', 'tanger']);
    for (const centre of data!.centres) {
      // Its own Moroccan number; the site's is the Moroccan network's, never the French one.
      expect(centre.phone).toMatch(/^05 /);
      expect(centre.coordinates).toBeNull();
    }
    expect(data!.site.contactPhone).toBe('05 22 00 00 00');
    const { data: one } = await graphql<{ centre: null }>(
      gateway.url,
      `
        {
          centre(id: "montpellier") {
            id
          }
        }
      `,
    );
    expect(one!.centre).toBeNull();

    await gateway.close();
    gateway = await startTestGateway(db);
    const { data: again } = await graphql<Reference>(gateway.url, REFERENCE_QUERY);
    expect(again!.centres).toHaveLength(4);
  });
});
