import { Writable } from 'node:stream';
import { extractText, getDocumentProxy } from 'unpdf';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';
import { graphql, startTestGateway } from '../support/gateway.js';

/** Starts a gateway whose log lines at warn and above are kept in `lines`. */
async function startLogged(db: TestDatabase, env: Record<string, string>) {
  const lines: { level: number; msg: string; missing?: string[] }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const gateway = await startTestGateway(db, env, pino({ level: 'warn' }, sink));
  return { gateway, lines };
}

const SITE = '{ site { demo currency legalForm rcsNumber rcsCity publicationDirector hostName hostPhone vatNumber } }';
const NOTICE = '{ legalDocument(slug: "mentions-legales") { demoNotice intro sections { paragraphs items } } }';
type Doc = {
  legalDocument: {
    demoNotice: string | null;
    intro: string;
    sections: { paragraphs: string[]; items: string[] | null }[];
  };
};
const textOf = (doc: Doc['legalDocument']) =>
  [doc.intro, ...doc.sections.flatMap((s) => [...s.paragraphs, ...(s.items ?? [])])].join('\n');

describe('legal identity and market of a started gateway', () => {
  let db: TestDatabase;
  let running: RunningGateway | undefined;
  beforeAll(async () => {
    db = await createTestDatabase('embedded');
  });
  afterAll(async () => {
    await running?.close();
    await db?.drop();
  });

  it('in production, warns at start-up about each unset legal fact and leaves it off the legal notice', async () => {
    const { gateway, lines } = await startLogged(db, {
      NODE_ENV: 'production',
      DEMO_CONTENT: 'false',
      LEGAL_FORM: 'SARL',
      LEGAL_RCS_NUMBER: '123 456 789',
      LEGAL_RCS_CITY: 'Nîmes',
      HOSTING_NAME: 'Hébergement Réel',
    });
    running = gateway;
    const warning = lines.find((l) => l.msg.startsWith('mentions légales incomplètes'));
    expect(warning?.level).toBe(40);
    expect(warning?.missing).toContain('LEGAL_PUBLICATION_DIRECTOR');
    expect(warning?.missing).toContain('HOSTING_PHONE');
    expect(warning?.missing).not.toContain('LEGAL_RCS_NUMBER');

    const { data } = await graphql<{ site: Record<string, unknown> }>(gateway.url, SITE);
    expect(data!.site).toMatchObject({ demo: false, legalForm: 'SARL', rcsNumber: '123 456 789', hostPhone: null });
    const notice = (await graphql<Doc>(gateway.url, NOTICE)).data!.legalDocument;
    expect(notice.demoNotice).toBeNull();
    const text = textOf(notice);
    expect(text).toContain('Immatriculation : RCS Nîmes 123 456 789');
    expect(text).toContain('Le site est hébergé par Hébergement Réel.');
    expect(text).not.toMatch(/Directeur de la publication|Téléphone de l’hébergeur|communiqué sur demande|\{\w+\}/);
    await gateway.close();
    running = undefined;
  });

  it('in the Moroccan preset, prices every service, the structured data and the conditions in dirhams', async () => {
    const { gateway, lines } = await startLogged(db, { NODE_ENV: 'test', CENTRES: 'ma' });
    running = gateway;
    expect(lines.filter((l) => l.msg.startsWith('mentions légales'))).toEqual([]);
    const { data } = await graphql<{
      site: { demo: boolean; currency: string };
      services: { slug: string; price: { unit: string }; vehicles: { price: { unit: string } }[] }[];
    }>(gateway.url, '{ site { demo currency } services { slug price { unit } vehicles { price { unit } } } }');
    expect(data!.site).toEqual({ demo: true, currency: 'MAD' });
    expect(data!.services).toHaveLength(7);
    for (const s of data!.services) {
      expect(
        [s.price.unit, ...s.vehicles.map((v) => v.price.unit)].every((u) => u === 'MAD'),
        s.slug,
      ).toBe(true);
    }
    const html = await (
      await fetch(`${gateway.url}/casablanca/services/reprogrammation-moteur`, { headers: { Accept: 'text/html' } })
    ).text();
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    expect(jsonLd.find((d) => d['@type'] === 'Service').offers.priceCurrency).toBe('MAD');
    const centreHtml = await (await fetch(`${gateway.url}/rabat`, { headers: { Accept: 'text/html' } })).text();
    expect(centreHtml).toMatch(/"priceRange":"[^"]*MAD[^"]*"/);

    const conditions = await graphql<Doc>(gateway.url, NOTICE.replace('mentions-legales', 'conditions'));
    expect(textOf(conditions.data!.legalDocument)).toContain('Les prix sont exprimés en dirhams marocains (MAD)');

    const brochure = new Uint8Array(
      await (await fetch(`${gateway.url}/api/brochure/brochure-partenaires`)).arrayBuffer(),
    );
    const { text } = await extractText(await getDocumentProxy(brochure), { mergePages: true });
    expect(text).toContain('Nos 5 centres : Casablanca, Rabat, Marrakech, Fès, Tanger.');
  });
});
