import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '@garage/contract/route-manifest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { backends, createTestDatabase, type TestDatabase } from '../support/databases.js';
import { graphql, startTestGateway } from '../support/gateway.js';

const SUBMIT = `mutation Submit($input: ContactRequestInput!) {
  submitContactRequest(input: $input) {
    __typename
    ... on ContactRequestAccepted { id }
    ... on ContactRequestInvalid { fieldErrors { field message } }
    ... on ContactRequestRateLimited { message }
  }
}`;

type SubmitResult = {
  submitContactRequest:
    | { __typename: 'ContactRequestAccepted'; id: string }
    | { __typename: 'ContactRequestInvalid'; fieldErrors: { field: string; message: string }[] }
    | { __typename: 'ContactRequestRateLimited'; message: string };
};

const goodRequest = {
  name: 'Camille Martin',
  email: 'camille@example.org',
  phone: '06 12 34 56 78',
  vehicle: 'Peugeot 308 1.2 PureTech 130 (2019)',
  message: 'Bonjour, je souhaite un devis pour une reprogrammation stage 1.',
  centre: 'montpellier',
  consent: true,
};

async function storedRequests(gateway: RunningGateway) {
  return (await gateway.database.dataSource.query(
    'SELECT name, email, phone, vehicle, message, centre_id FROM contact_request ORDER BY created_at',
  )) as Record<string, string | null>[];
}

describe.each(backends)('contact form on the %s database', (backend) => {
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

  it('stores a valid request, trimmed', async () => {
    const { data } = await graphql<SubmitResult>(gateway.url, SUBMIT, {
      input: { ...goodRequest, name: '  Camille Martin  ' },
    });
    expect(data!.submitContactRequest.__typename).toBe('ContactRequestAccepted');
    expect(await storedRequests(gateway)).toEqual([
      {
        name: 'Camille Martin',
        email: 'camille@example.org',
        phone: '06 12 34 56 78',
        vehicle: 'Peugeot 308 1.2 PureTech 130 (2019)',
        message: goodRequest.message,
        centre_id: 'montpellier',
      },
    ]);
  });

  it('rejects bad input field by field, in French, and stores nothing', async () => {
    const before = (await storedRequests(gateway)).length;
    const { data } = await graphql<SubmitResult>(gateway.url, SUBMIT, {
      input: { name: 'J', email: 'pas-un-email', phone: '12', message: 'court', centre: 'atlantide', consent: false },
    });
    const result = data!.submitContactRequest;
    expect(result.__typename).toBe('ContactRequestInvalid');
    const messages = Object.fromEntries(
      (result as { fieldErrors: { field: string; message: string }[] }).fieldErrors.map((e) => [e.field, e.message]),
    );
    expect(messages).toEqual({
      name: 'Indiquez votre nom.',
      email: 'Adresse e-mail invalide.',
      phone: 'Numéro de téléphone invalide.',
      message: 'Écrivez votre message (10 caractères au moins).',
      centre: 'Centre inconnu.',
      consent: 'Votre accord est nécessaire pour que nous traitions votre demande.',
    });
    const { data: unreachable } = await graphql<SubmitResult>(gateway.url, SUBMIT, {
      input: { ...goodRequest, email: null, phone: '  ' },
    });
    expect(unreachable!.submitContactRequest).toEqual({
      __typename: 'ContactRequestInvalid',
      fieldErrors: [
        {
          field: 'email',
          message: 'Indiquez un téléphone ou une adresse e-mail pour que nous puissions vous répondre.',
        },
      ],
    });
    expect(await storedRequests(gateway)).toHaveLength(before);
  });

  it('answers a robot that fills the honeypot as if accepted, and stores nothing', async () => {
    const before = (await storedRequests(gateway)).length;
    const { data } = await graphql<SubmitResult>(gateway.url, SUBMIT, {
      input: { ...goodRequest, website: 'https://spam.example' },
    });
    expect(data!.submitContactRequest.__typename).toBe('ContactRequestAccepted');
    expect(await storedRequests(gateway)).toHaveLength(before);
  });

  it('refuses a burst from one client: 5 in 10 minutes, even when sent at once', async () => {
    const before = (await storedRequests(gateway)).length; // 1 accepted so far from this client
    const results = await Promise.all(
      Array.from({ length: 8 }, () => graphql<SubmitResult>(gateway.url, SUBMIT, { input: goodRequest })),
    );
    const kinds = results.map((r) => r.data!.submitContactRequest.__typename);
    expect(kinds.filter((k) => k === 'ContactRequestAccepted')).toHaveLength(5 - before);
    expect(kinds.filter((k) => k === 'ContactRequestRateLimited')).toHaveLength(8 - (5 - before));
    const limited = results.find((r) => r.data!.submitContactRequest.__typename === 'ContactRequestRateLimited');
    expect((limited!.data!.submitContactRequest as { message: string }).message).toMatch(/Trop de demandes/);
    expect(await storedRequests(gateway)).toHaveLength(5);
  });
});

describe('public pages served by the gateway', () => {
  let db: TestDatabase;
  let gateway: RunningGateway;
  beforeAll(async () => {
    db = await createTestDatabase('embedded');
    gateway = await startTestGateway(db, { PUBLIC_URL: 'https://www.exemple.fr' });
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
  });

  const head = async (path: string) => {
    const response = await fetch(`${gateway.url}${path}`, { headers: { Accept: 'text/html' } });
    const html = await response.text();
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    return {
      status: response.status,
      title: /<title>(.*?)<\/title>/.exec(html)?.[1],
      description: /<meta name="description" content="(.*?)"/.exec(html)?.[1],
      canonical: /<link rel="canonical" href="(.*?)"/.exec(html)?.[1],
      ogTitle: /<meta property="og:title" content="(.*?)"/.exec(html)?.[1],
      descriptions: html.match(/name="description"/g)?.length,
      jsonLd,
      html,
    };
  };

  it('gives every public route its own title, description, canonical URL and Open Graph tags', async () => {
    const routes = [
      '/',
      '/montpellier',
      '/services',
      '/nice/services/reprogrammation-moteur',
      '/franchise',
      '/beziers/maritime',
      '/contact',
      '/perpignan/realisations',
      '/reprogrammation',
      '/mentions-legales',
      '/confidentialite',
      '/conditions',
      '/sitemap',
    ];
    const titles = new Set<string>();
    for (const route of routes) {
      const page = await head(route);
      expect(page.status, route).toBe(200);
      expect(page.title, route).toMatch(/Ecuvia/);
      expect(page.descriptions, route).toBe(1);
      expect(page.description!.length, route).toBeGreaterThan(40);
      expect(page.canonical, route).toBe(`https://www.exemple.fr${route}`);
      expect(page.ogTitle, route).toBe(page.title);
      titles.add(page.title!);
    }
    expect(titles.size).toBe(routes.length);
  });

  it('describes a centre as an AutoRepair with address, phone, hours and position', async () => {
    const { jsonLd } = await head('/beziers');
    const business = jsonLd.find((d) => d['@type'] === 'AutoRepair');
    expect(business).toMatchObject({
      name: 'Ecuvia Béziers',
      telephone: '04 65 71 00 35',
      address: { postalCode: '34420', addressLocality: 'Portiragnes', addressCountry: 'FR' },
      geo: { latitude: 43.3036, longitude: 3.3347 },
    });
    const days = new Set(business.openingHoursSpecification.map((s: { dayOfWeek: string }) => s.dayOfWeek));
    expect([...days]).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
  });

  it('prices an engine page only when it has stages to price', async () => {
    const offersOf = async (path: string) =>
      (await head(path)).jsonLd.find((d: { '@type': string }) => d['@type'] === 'Service')?.offers;
    // One Offer per stage, at the grid's price of its band (decision 052).
    expect(await offersOf('/reprogrammation/voiture/peugeot/308/2019/1-5-bluehdi-100')).toMatchObject([
      { '@type': 'Offer', name: 'Reprogrammation stage 1', price: 350, priceCurrency: 'EUR' },
      { '@type': 'Offer', name: 'Reprogrammation stage 2', price: 550, priceCurrency: 'EUR' },
    ]);
    // An atmospheric engine has no estimate: its page is quoted, and says so to search engines too.
    expect(await offersOf('/reprogrammation/voiture/toyota/aygo/2019/1-0-vvt-i-72')).toBeUndefined();
  });

  it('describes a service with its price range and its FAQ', async () => {
    const { jsonLd, title } = await head('/services/banc-puissance');
    expect(title).toMatch(/banc/i);
    const service = jsonLd.find((d) => d['@type'] === 'Service');
    expect(service.offers.priceSpecification).toMatchObject({ minPrice: 120, maxPrice: 200, priceCurrency: 'EUR' });
    const faq = jsonLd.find((d) => d['@type'] === 'FAQPage');
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(3);
    expect(faq.mainEntity[0]).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } });
  });

  it('answers 404, with the app, for paths outside the route table, and keeps the admin out of search', async () => {
    const missing = await head('/ceci/nexiste/pas');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<div id="root">');
    expect((await head('/montpellier/nulle-part')).status).toBe(404);
    const admin = await head('/realisations/admin');
    expect(admin.status).toBe(200);
    expect(admin.html).toContain('<meta name="robots" content="noindex" />');
    // `/admin` and its sections are the admin's too (no longer a centre not found, sent to `/`).
    for (const path of ['/admin', '/admin/agenda', '/admin/demandes']) {
      const section = await head(path);
      expect(section.status, path).toBe(200);
      expect(section.html, path).toContain('<meta name="robots" content="noindex" />');
      expect(section.html, path).toContain('<link rel="manifest" href="/admin.webmanifest" />');
    }
  });

  it('makes the admin installable: its manifest opens on « Aujourd’hui », with icons that exist', async () => {
    const response = await fetch(`${gateway.url}/admin.webmanifest`);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as { start_url: string; name: string; icons: { src: string }[] };
    expect(manifest.start_url).toBe('/admin');
    expect(manifest.name).toBe('Ecuvia · Administration');
    expect(manifest.icons.length).toBeGreaterThanOrEqual(2);
    for (const icon of manifest.icons) {
      const image = await fetch(`${gateway.url}${icon.src}`);
      expect(image.status, icon.src).toBe(200);
      expect(image.headers.get('content-type'), icon.src).toBe('image/png');
    }
  });

  it('lists every public URL of the preset in /sitemap.xml and points robots to it', async () => {
    const xml = await (await fetch(`${gateway.url}/sitemap.xml`)).text();
    const urls = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(urls).toContain('https://www.exemple.fr/');
    expect(urls).toContain('https://www.exemple.fr/nice/services/solution-antipollution');
    expect(urls).toContain('https://www.exemple.fr/perpignan/contact');
    expect(urls).toContain('https://www.exemple.fr/conditions');
    expect(new Set(urls).size).toBe(urls.length);
    // The site's own pages, then each page that exists for each centre, centreless and under each centre (with the
    // centre's home), as the page modules declare them; then the configurator's catalogue.
    const { data } = await graphql<{ centres: unknown[]; services: unknown[] }>(
      gateway.url,
      '{ centres { id } services { slug } }',
    );
    const fixed = (scope: string) =>
      ROUTES.filter((r) => r.public && r.scope === scope).flatMap((r) => r.patterns.filter((p) => !p.includes(':')));
    const perCentre = fixed('centre').length + data!.services.length;
    expect(perCentre).toBeGreaterThan(7);
    const site = urls.filter((u) => !u!.includes('/reprogrammation/'));
    expect(site).toHaveLength(fixed('site').length + perCentre + data!.centres.length * (1 + perCentre));
    expect(urls).toContain('https://www.exemple.fr/montpellier/rendez-vous');
    expect(urls).toContain('https://www.exemple.fr/reprogrammation/voiture/peugeot/308');
    // Vehicle types by their French word only: the English ones of before issue 43 answer 301.
    expect(urls.filter((u) => /\/reprogrammation\/(?:car|motorcycle|camion)(?:\/|$)/.test(u!))).toEqual([]);
    expect(urls.filter((u) => u!.includes('/reprogrammation/')).length).toBeGreaterThan(3000);
    const robots = await (await fetch(`${gateway.url}/robots.txt`)).text();
    expect(robots).toContain('Sitemap: https://www.exemple.fr/sitemap.xml');
    expect(robots).toContain('Disallow: /realisations/admin');
    expect(robots).toMatch(/^Disallow: \/admin$/m);
  });

  it('serves the partners’ brochure as a real French PDF, and 404 for another id', async () => {
    const response = await fetch(`${gateway.url}/api/brochure/brochure-partenaires`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="brochure-partenaires-ecuvia\.pdf"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    for (const expected of [
      'Devenir partenaire Ecuvia',
      '500 K€',
      '25-40 %',
      '+320 %',
      '30 minutes maximum',
      'contact@ecuvia.fr',
      '04 65 71 00 34',
      // The figure and the list of centres both come from the centres: 4 in reading A.
      'Nos 4 centres : Montpellier, Béziers, Perpignan, Nice.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('5 centres');
    const other = await fetch(`${gateway.url}/api/brochure/autre`);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: 'Brochure introuvable' });
  });

  it('gives the legal notice every LCEN field of the site identity, marked fictitious in the demonstration', async () => {
    const fields = [
      'legalForm',
      'shareCapital',
      'rcsNumber',
      'rcsCity',
      'registeredOffice',
      'vatNumber',
      'publicationDirector',
      'hostName',
      'hostAddress',
      'hostPhone',
    ];
    const { data } = await graphql<{
      site: Record<string, string> & { demo: boolean };
      notice: { demoNotice: string | null; sections: { paragraphs: string[]; items: string[] | null }[] };
      conditions: { sections: { paragraphs: string[] }[] };
    }>(
      gateway.url,
      `{ site { demo ${fields.join(' ')} mediatorName mediatorWebsite }
         notice: legalDocument(slug: "mentions-legales") { demoNotice sections { paragraphs items } }
         conditions: legalDocument(slug: "conditions") { sections { paragraphs } } }`,
    );
    const { site, notice, conditions } = data!;
    expect(site.demo).toBe(true);
    expect(notice.demoNotice).toMatch(/^Site de démonstration : .*fictifs\.$/);
    const text = notice.sections.flatMap((s) => [...s.paragraphs, ...(s.items ?? [])]).join('\n');
    for (const field of fields) {
      expect(site[field], field).toBeTruthy();
      expect(text, field).toContain(site[field]);
    }
    expect(text).toContain(`Directeur de la publication : ${site.publicationDirector}`);
    expect(text).not.toMatch(/communiqué sur demande|Le président de la société/);
    const conditionsText = conditions.sections.flatMap((s) => s.paragraphs).join('\n');
    expect(conditionsText).toContain(site.mediatorName);
    expect(conditionsText).toContain(site.mediatorWebsite);
  });

  it('serves the legal texts filled with the site identity', async () => {
    const { data } = await graphql<{
      legalDocument: { title: string; sections: { title: string; paragraphs: string[]; items: string[] | null }[] };
    }>(gateway.url, '{ legalDocument(slug: "conditions") { title sections { title paragraphs items } } }');
    const doc = data!.legalDocument;
    expect(doc.sections).toHaveLength(12);
    expect(doc.sections.map((s) => s.title.split(' –')[0])).toEqual(
      Array.from({ length: 12 }, (_, i) => `Article ${i + 1}`),
    );
    const all = JSON.stringify(doc);
    for (const fact of [
      '30 jours',
      '8 jours',
      '24 heures',
      '1 000 €',
      '1 an ou 20 000 km',
      '2 ans ou 40 000 km',
      '6 mois ou 10 000 km',
    ]) {
      expect(all).toContain(fact);
    }
    expect(all).not.toMatch(/\{\w+\}/);
    const { data: privacy } = await graphql<{ legalDocument: unknown }>(
      gateway.url,
      '{ legalDocument(slug: "confidentialite") { sections { paragraphs items } } }',
    );
    const text = JSON.stringify(privacy);
    for (const fact of ['3 ans', '13 mois', '10 ans']) expect(text).toContain(fact);
  });
});
