import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadCentrePreset } from '../content/centres/index.js';
import { franchiseFacts } from '../content/franchise.js';
import { BENCH_MEASURES_TERMS } from '../content/services/banc-puissance.js';
import { marketRewording, services as serviceContent } from '../content/services/index.js';
import { E85_SAVINGS } from '../content/services/reprogrammation-ethanol.js';
import type { BenchVehicleType } from '../content/vehicle-types.js';
import { GarageService } from '../entities/garage-service.js';
import { demoRealisations } from '../content/demo-realisations.js';
import { demoCentreFor } from './demo/demo-seed.js';
import type { ServiceContent } from '../content/types.js';
import type { Centre } from '../entities/centre.js';
import type { SiteIdentity } from '../entities/site-identity.js';
import { serviceVehicleFor } from './garage-services.js';
import { legalDocument } from './legal-documents.js';
import { autoRepair } from '@garage/contract/pages/structured-data';
import { serviceRow } from './reference-data.js';
import { missingLegalWarning, resolveSiteIdentity } from './site.js';

/** Every text of a service content, as written in the source. */
const textsOf = (s: ServiceContent) => [
  s.name,
  s.shortDescription,
  s.longDescription,
  ...s.benefits,
  ...s.process,
  ...s.vehicles.map((v) => v.summary),
  s.seo.title,
  s.seo.description,
  s.seo.schema.description,
  ...Object.values(s.technicalSpecs).flat(),
  ...s.faq.flatMap((f) => [f.question, f.answer]),
];
const rowTexts = (r: ReturnType<typeof serviceRow>) => [
  r.shortDescription,
  r.longDescription,
  ...r.benefits,
  ...r.process,
  ...r.vehicles.map((v) => v.summary),
  r.seo.description,
  ...Object.values(r.technicalSpecs).flat(),
  ...r.faq.flatMap((f) => [f.question, f.answer]),
];

const env = (extra: Record<string, string> = {}) => loadConfig({ DATA_DIR: '/tmp/x', ...extra });
const identity = (preset: 'fr' | 'ma', extra: Record<string, string> = {}) =>
  resolveSiteIdentity(env(extra), loadCentrePreset(preset));
const snapshot = (site: ReturnType<typeof identity>['identity']) => ({
  site: { id: 1, ...site } as SiteIdentity,
  services: serviceContent.map((s, i) => ({ ...serviceRow(s, site), sortOrder: i }) as GarageService),
});

describe('one source for each fact', () => {
  it('writes each warranty and each price once: the texts only name them through placeholders', () => {
    for (const service of serviceContent) {
      for (const text of textsOf(service)) {
        expect(text, service.slug).not.toMatch(/garanti\w*\s[^.;]*?\d/i);
        expect(text, service.slug).not.toMatch(/\d\s*(€|EUR|MAD|DH)\b|\d\s*€/);
      }
    }
  });

  it('books each service for the longest duration its page announces, long jobs by a drop-off time', () => {
    for (const service of serviceContent) {
      const hours = [...service.duration.matchAll(/\d+/g)].map((m) => Number(m[0]));
      expect(service.booking.workMinutes, service.slug).toBe(Math.max(...hours) * 60);
      // Past a morning (3 h), a job cannot be an appointment: the visitor leaves the vehicle.
      expect(service.booking.mode, service.slug).toBe(service.booking.workMinutes > 180 ? 'drop-off' : 'appointment');
    }
  });

  it('gives the conditions the warranty of each service page, and no other figure', () => {
    const { site, services } = snapshot(identity('fr').identity);
    const conditions = legalDocument('conditions', { site, services })!;
    const article7 = conditions.sections.find((s) => s.title.startsWith('Article 7'))!;
    const withTerm = services.filter((s) => /\d/.test(s.warranty));
    expect(article7.items).toEqual(
      withTerm.map(
        (s, i) =>
          `${s.name} : ${s.warranty.charAt(0).toLowerCase()}${s.warranty.slice(1)}${i < withTerm.length - 1 ? ' ;' : '.'}`,
      ),
    );
    expect(withTerm.length).toBeGreaterThanOrEqual(5);
    // The service page's own texts quote the same warranty.
    const remap = services.find((s) => s.slug === 'reprogrammation-moteur')!;
    expect(remap.benefits.join(' ')).toContain(remap.warranty);
    expect(remap.seo.description).toContain(remap.warranty);
  });

  it('counts the centres and regions of the franchise page and brochure from the centres', () => {
    const expected = { fr: ['4', '2'], ma: ['5', '5'] };
    for (const preset of ['fr', 'ma'] as const) {
      const { network } = franchiseFacts(loadCentrePreset(preset));
      expect(network.slice(0, 2)).toEqual([
        { value: expected[preset][0], label: 'centres' },
        { value: expected[preset][1], label: 'régions' },
      ]);
      expect(network.filter((f) => /centre|région/.test(f.label))).toHaveLength(2);
    }
    // A centres file without regions: the regions are not guessed.
    expect(franchiseFacts([{ region: 'Occitanie' }, {}]).network.map((f) => f.label)).not.toContain('régions');
  });

  it('gives structured data the hours of the centre data and prices in the market’s currency', () => {
    for (const preset of ['fr', 'ma'] as const) {
      const { site, services } = snapshot(identity(preset).identity);
      const content = loadCentrePreset(preset)[0]!;
      const centre = { ...content, coordinates: null, serviceNote: null } as unknown as Centre;
      const data = autoRepair(site, centre, services, 'https://www.ecuvia.fr') as {
        priceRange: string;
        openingHoursSpecification: { dayOfWeek: string; opens: string; closes: string }[];
        potentialAction: { '@type': string; target: { urlTemplate: string } };
      };
      // Booked online at its own page.
      expect(data.potentialAction).toMatchObject({
        '@type': 'ReserveAction',
        target: { urlTemplate: `https://www.ecuvia.fr/${centre.id}/rendez-vous` },
      });
      expect(data.openingHoursSpecification.map((s) => [s.dayOfWeek.toLowerCase(), s.opens, s.closes])).toEqual(
        content.openingHours.map((s) => [s.day, s.opens, s.closes]),
      );
      expect(data.priceRange).toContain(preset === 'ma' ? 'MAD' : '€');
      expect(data.priceRange).not.toContain(preset === 'ma' ? '€' : 'MAD');
    }
  });
});

describe('facts two pages used to tell differently', () => {
  const fr = () => snapshot(identity('fr').identity);
  const conditionsText = (preset: 'fr' | 'ma') =>
    legalDocument('conditions', snapshot(identity(preset).identity))!
      .sections.flatMap((s) => [...s.paragraphs, ...(s.items ?? [])])
      .join('\n');

  it('gives the E85 saving once, with the fuel each figure holds against, and no French figure in Morocco', () => {
    const e85 = (preset: 'fr' | 'ma') =>
      snapshot(identity(preset).identity).services.find((s) => s.slug === 'reprogrammation-ethanol')!;
    const texts = rowTexts(e85('fr')).join('\n');
    // The centre home shows the short description: it carries the saving with its condition.
    expect(e85('fr').shortDescription).toContain(E85_SAVINGS.FR);
    // Every « N % » of a saving is the fact's own; the consumption rise (15 à 20 %) is another fact.
    const percents = texts.replaceAll(E85_SAVINGS.FR, '').match(/\d+ %/g) ?? [];
    expect(
      percents.every((p) => ['15 %', '20 %', '85 %'].includes(p)),
      percents.join(),
    ).toBe(true);
    expect(E85_SAVINGS.FR).toMatch(/30 %.*SP95-E10.*40 %.*SP98/);
    expect(rowTexts(e85('ma')).join('\n')).not.toMatch(/30 %|40 %|SP9/);
  });

  it('says what the bench’s certified measures promise in the same words on its page and in the conditions', () => {
    const bench = fr().services.find((s) => s.slug === 'banc-puissance')!;
    expect(bench.technicalSpecs.limitations).toContain(BENCH_MEASURES_TERMS);
    expect(conditionsText('fr')).toContain(BENCH_MEASURES_TERMS);
    expect(conditionsText('ma')).toContain(BENCH_MEASURES_TERMS);
    // The spec's « Mesures certifiées » stays the page's warranty line; it has no term, so article 7 does not list
    // it as a commercial warranty, and both texts say it promises a method, not a result.
    expect(bench.warranty).toBe('Mesures certifiées');
    expect(BENCH_MEASURES_TERMS).toMatch(/^Les mesures sont certifiées : .* Elles ne garantissent pas un résultat/);
    expect(conditionsText('fr')).not.toMatch(/fournis à titre indicatif/);
  });

  it('starts « à partir de » at the lowest price over the vehicle types', () => {
    for (const row of fr().services) {
      const service = Object.assign(new GarageService(), row);
      expect(service.priceFrom, row.slug).toBe(Math.min(...row.vehicles.map((v) => v.price.from)));
    }
    const bySlug = (slug: string) =>
      Object.assign(
        new GarageService(),
        fr().services.find((s) => s.slug === slug)!,
      );
    expect(bySlug('reprogrammation-moteur').priceFrom).toBe(300); // a motorcycle, below the car's 350 €
    expect(bySlug('diagnostic-auto').priceFrom).toBe(60);
    expect(bySlug('entretien-auto').priceFrom).toBe(120);
    // The diagnostic's description quotes the same starting price.
    expect(bySlug('diagnostic-auto').seo.description).toMatch(/Dès 60\s€/);
  });

  it('offers the bench where a centre has one, for each vehicle type its page lists', () => {
    for (const preset of ['fr', 'ma'] as const) {
      const centres = loadCentrePreset(preset);
      const bench = serviceContent.find((s) => s.slug === 'banc-puissance')!;
      expect(bench.needsBench).toBe(true);
      const offered = bench.vehicles
        .map((v) => v.type)
        .filter((type) => centres.some((c) => c.benchVehicleTypes?.includes(type as BenchVehicleType)));
      expect(offered, preset).toEqual(['car', 'van', 'motorcycle']);
    }
    // The demo gallery shows bench runs only where a bench takes the vehicle.
    for (const preset of ['fr', 'ma'] as const) {
      const centres = loadCentrePreset(preset);
      const nice = centres.find((c) => c.id === 'nice');
      for (const demo of demoRealisations.filter((d) => d.gains)) {
        const centre = centres.find((c) => c.id === demoCentreFor(demo, centres))!;
        expect(centre.benchVehicleTypes?.length, demo.title).toBeGreaterThan(0);
        if (/\bcc\b/.test(demo.vehicle.engine ?? '')) expect(centre.benchVehicleTypes).toContain('motorcycle');
        expect(centre).not.toBe(nice);
      }
    }
    const nice = loadCentrePreset('fr').find((c) => c.id === 'nice')!;
    expect(nice.mobileService).toBe(true);
    expect(nice.benchVehicleTypes).toEqual([]);
    expect(serviceContent.filter((s) => s.needsBench).map((s) => s.slug)).toEqual(['banc-puissance']);
  });
});

describe('markets', () => {
  it('keeps the seven services in both presets, priced in euros in France and dirhams in Morocco', () => {
    const fr = snapshot(identity('fr').identity).services;
    const ma = snapshot(identity('ma').identity).services;
    expect(fr.map((s) => s.slug)).toHaveLength(7);
    expect(ma.map((s) => s.slug)).toEqual(fr.map((s) => s.slug));
    for (const s of fr) for (const p of [s.price, ...s.vehicles.map((v) => v.price)]) expect(p.unit).toBe('EUR');
    for (const s of ma) {
      for (const p of [s.price, ...s.vehicles.map((v) => v.price)]) expect(p.unit).toBe('MAD');
      for (const text of rowTexts(s)) expect(text, s.slug).not.toMatch(/€|EUR/);
    }
    const fap = ma.find((s) => s.slug === 'solution-antipollution')!;
    expect(fap.longDescription).toMatch(/2\s500\sMAD à 4\s000\sMAD/);
  });

  it('shows the conditions’ France-only rules in France only, and their Moroccan wording in Morocco', () => {
    const text = (preset: 'fr' | 'ma') =>
      legalDocument('conditions', snapshot(identity(preset).identity))!
        .sections.flatMap((s) => [...s.paragraphs, ...(s.items ?? [])])
        .join('\n');
    expect(text('fr')).toMatch(/limité à 1\s000 €[\s\S]*carte grise/);
    expect(text('fr')).not.toMatch(/\[(FR|MA)\]|réglementation en vigueur/);
    // The French company's share capital stays in euros: it is not a price.
    expect(text('ma')).not.toMatch(/\[(FR|MA)\]|1\s000 €|40 €|carte grise|Code de commerce/);
    expect(text('ma')).toContain('Les prix sont exprimés en dirhams marocains (MAD)');
  });

  it('rewords France-only claims for Morocco, and each rewording still finds its sentence', () => {
    for (const [slug, pairs] of Object.entries(marketRewording.MA)) {
      const texts = textsOf(serviceContent.find((s) => s.slug === slug)!).join('\n');
      for (const [from] of pairs) expect(texts, from).toContain(from);
    }
    const ma = snapshot(identity('ma').identity).services;
    for (const s of ma) {
      const texts = rowTexts(s).join('\n');
      expect(texts, s.slug).not.toMatch(/en France|sud de la France|SP95|SP98|carte grise|taxe régionale|40 %/);
    }
  });

  it('says which vehicle types each service applies to, each with its own words and prices', () => {
    const fr = snapshot(identity('fr').identity).services;
    for (const s of fr) {
      expect(s.vehicles.length, s.slug).toBeGreaterThan(0);
      expect(s.vehicles[0]!.type, s.slug).toBe('car');
      expect(s.price).toEqual(s.vehicles[0]!.price);
      expect(new Set(s.vehicles.map((v) => v.summary)).size).toBe(s.vehicles.length);
    }
    const remap = fr.find((s) => s.slug === 'reprogrammation-moteur')!;
    const truck = serviceVehicleFor(remap, 'camion', 450)!;
    expect(truck.type).toBe('truck');
    expect(truck.price.from).toBeGreaterThan(remap.price.to);
    expect(serviceVehicleFor(remap, 'camion', 130)!.type).toBe('van');
    const motorcycle = serviceVehicleFor(remap, 'motorcycle', 115)!;
    expect(motorcycle.summary).not.toMatch(/turbo|échangeur|intercooler|E85/i);
    const e85 = fr.find((s) => s.slug === 'reprogrammation-ethanol')!;
    expect(e85.vehicles.map((v) => v.type)).toEqual(['car', 'van']);
    expect(serviceVehicleFor(e85, 'motorcycle', 115)).toBeNull();
  });
});

describe('legal identity', () => {
  const LEGAL_ENV = {
    LEGAL_FORM: 'SARL',
    LEGAL_SHARE_CAPITAL: '8 000 €',
    LEGAL_RCS_NUMBER: '123 456 789',
    LEGAL_RCS_CITY: 'Nîmes',
    LEGAL_REGISTERED_OFFICE: '1 rue Réelle, 30000 Nîmes',
    LEGAL_VAT_NUMBER: 'FR12 123456789',
    LEGAL_PUBLICATION_DIRECTOR: 'Alex Durand',
    HOSTING_NAME: 'Hébergement Réel',
    HOSTING_ADDRESS: '2 rue du Serveur, 59000 Lille',
    HOSTING_PHONE: '03 20 00 00 00',
    MEDIATOR_NAME: 'Médiation Réelle',
    MEDIATOR_WEBSITE: 'https://mediation.exemple.fr',
  };
  const production = { NODE_ENV: 'production', DEMO_CONTENT: 'false' };
  const notice = (site: ReturnType<typeof identity>['identity']) =>
    JSON.stringify(legalDocument('mentions-legales', snapshot(site)));

  it('fills every LCEN field with fictitious values outside production, and says they are fictitious', () => {
    const { identity: site, missing } = identity('fr', { DEMO_CONTENT: 'true' }); // as npm start runs it
    expect(missing).toEqual([]);
    expect(site.demo).toBe(true);
    const text = notice(site);
    for (const value of [site.legalForm, site.shareCapital, site.rcsNumber, site.rcsCity, site.vatNumber]) {
      expect(text).toContain(value);
    }
    for (const value of [
      site.registeredOffice,
      site.publicationDirector,
      site.hostName,
      site.hostAddress,
      site.hostPhone,
    ]) {
      expect(text).toContain(value);
    }
    expect(legalDocument('mentions-legales', snapshot(site))!.demoNotice).toMatch(/fictifs/);
    const conditions = JSON.stringify(legalDocument('conditions', snapshot(site)));
    expect(conditions).toContain(site.mediatorName);
    expect(conditions).toContain(site.mediatorWebsite);
  });

  it('recognises production from NODE_ENV=production without demo content', () => {
    expect(env({ DEMO_CONTENT: 'true' }).production).toBe(false); // npm start: the demonstration
    expect(env({ NODE_ENV: 'test', DEMO_CONTENT: 'false' }).production).toBe(false);
    expect(env(production).production).toBe(true);
    // NODE_ENV defaults to production, and demo content is then off: started without settings, the site is real.
    expect(env().production).toBe(true);
  });

  it('in production, leaves an unset field off the pages and names it in a start-up warning', () => {
    const partial = { ...production, LEGAL_FORM: 'SARL', HOSTING_NAME: 'Hébergement Réel' };
    const { identity: site, missing } = identity('fr', partial);
    expect(site.demo).toBe(false);
    expect(site.rcsNumber).toBeNull();
    expect(missing.map((m) => m.variable)).toEqual([
      'LEGAL_SHARE_CAPITAL',
      'LEGAL_RCS_NUMBER',
      'LEGAL_RCS_CITY',
      'LEGAL_REGISTERED_OFFICE',
      'LEGAL_VAT_NUMBER',
      'LEGAL_PUBLICATION_DIRECTOR',
      'HOSTING_ADDRESS',
      'HOSTING_PHONE',
      'MEDIATOR_NAME',
      'MEDIATOR_WEBSITE',
    ]);
    expect(missingLegalWarning(missing)).toMatch(
      /^mentions légales incomplètes : capital social \(LEGAL_SHARE_CAPITAL\)/,
    );
    for (const slug of ['mentions-legales', 'conditions', 'confidentialite']) {
      const doc = legalDocument(slug, snapshot(site))!;
      const text = [doc.intro, ...doc.sections.flatMap((s) => [...s.paragraphs, ...(s.items ?? [])])].join('\n');
      expect(doc.demoNotice).toBeUndefined();
      expect(text).not.toMatch(
        /\{\w+\}|communiqué sur demande|Le président de la société|Exemple|null|undefined|: \./m,
      );
    }
    const text = notice(site);
    expect(text).toContain('Forme juridique : SARL');
    expect(text).toContain('Le site est hébergé par Hébergement Réel.');
    expect(text).not.toContain('Directeur de la publication');
  });

  it('in production with every field set, shows them all and warns about nothing', () => {
    const { identity: site, missing } = identity('fr', { ...production, ...LEGAL_ENV });
    expect(missing).toEqual([]);
    expect(missingLegalWarning(missing)).toBeNull();
    expect(site.demo).toBe(false);
    const text = notice(site);
    expect(text).toContain('Immatriculation : RCS Nîmes 123 456 789');
    expect(text).toContain('Directeur de la publication : Alex Durand');
    expect(text).toContain('Téléphone de l’hébergeur : 03 20 00 00 00.');
    expect(JSON.stringify(legalDocument('conditions', snapshot(site)))).toContain(
      'Le médiateur compétent est Médiation Réelle.',
    );
  });
});
