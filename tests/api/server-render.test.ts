import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';
import { repoRoot, startTestGateway } from '../support/gateway.js';

/** The page's HTML as a visitor with these cookies gets it, redirects not followed. */
const visit = (gateway: RunningGateway, path: string, cookie?: string) =>
  fetch(gateway.url + path, { redirect: 'manual', headers: cookie ? { cookie } : {} });

/** The data block the browser hydrates from. */
function renderedState(html: string): { centre: string | null; apollo: Record<string, unknown> } | undefined {
  const block = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return block ? JSON.parse(block) : undefined;
}
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json"/.exec(html)?.[1];

describe('public pages rendered on the gateway', () => {
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

  it('sends the content, with the answers it was built from and no inline script', async () => {
    const response = await visit(gateway, '/montpellier/services/reprogrammation-moteur');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(rootOf(html)).toContain('<h1>Reprogrammation moteur</h1>');
    expect(rootOf(html)).toContain('Véhicules concernés et tarifs');
    const state = renderedState(html)!;
    expect(state.centre).toBe('montpellier');
    expect(JSON.stringify(state.apollo)).toContain('"slug":"reprogrammation-moteur"');
    // Only data blocks and the built module scripts: the CSP (script-src 'self') runs no inline code.
    for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
      expect(tag).toMatch(/type="application\/(json|ld\+json)"|type="module" crossorigin src="\/assets\//);
    }
    expect(html).not.toContain('<noscript>Ce site a besoin de JavaScript');
  });

  it('a legal page carries its text, and a job page its job', async () => {
    const legal = await (await visit(gateway, '/mentions-legales')).text();
    expect(rootOf(legal)).toContain('<h1>Mentions légales</h1>');
    expect(rootOf(legal)).toContain('Hébergement');
  });

  it('sends a returning visitor on to their centre’s version of `/` and of the six centreless pages', async () => {
    const cookie = 'centre=nice';
    for (const [from, to] of [
      ['/', '/nice'],
      ['/services', '/nice/services'],
      ['/services/conversion-e85?x=1', '/nice/services/conversion-e85?x=1'],
      ['/reprogrammation/voiture', '/nice/reprogrammation/voiture'],
      ['/realisations', '/nice/realisations'],
      ['/franchise', '/nice/franchise'],
      ['/maritime', '/nice/maritime'],
      ['/contact', '/nice/contact'],
    ]) {
      const response = await visit(gateway, from!, cookie);
      expect(response.status, from).toBe(302);
      expect(response.headers.get('location'), from).toBe(to);
    }
    // Not the admin, not a centre page, not for a centre the preset does not have.
    expect((await visit(gateway, '/realisations/admin', cookie)).status).toBe(200);
    expect((await visit(gateway, '/montpellier/services', cookie)).status).toBe(200);
    expect((await visit(gateway, '/', 'centre=atlantis')).status).toBe(200);
    expect((await visit(gateway, '/')).status).toBe(200);
  });

  it('renders a page for the visitor’s centre and keeps one copy per centre, never one visitor’s', async () => {
    const anonymous = renderedState(await (await visit(gateway, '/mentions-legales')).text())!;
    const nice = renderedState(await (await visit(gateway, '/mentions-legales', 'centre=nice')).text())!;
    const again = renderedState(await (await visit(gateway, '/mentions-legales')).text())!;
    expect([anonymous.centre, nice.centre, again.centre]).toEqual([null, 'nice', null]);
    // A centre page is rendered for its own centre whatever the cookie says.
    const montpellier = await (await visit(gateway, '/montpellier', 'centre=nice')).text();
    expect(renderedState(montpellier)!.centre).toBe('montpellier');
  });

  it('a page rendered after other pages carries only its own answers, the same whatever came before', async () => {
    // A gateway that keeps no page: every visit below is a render, by render threads that have rendered others. Its
    // own data folder: one embedded database is one gateway's (the data folder's lock refuses a second).
    const own = await createTestDatabase('embedded');
    const uncached = await startTestGateway(own, { PAGE_CACHE_MB: '0', RENDER_THREADS: '1' });
    try {
      const pages = [
        '/montpellier/reprogrammation/voiture/peugeot/308/2019/1-5-bluehdi-130-ii-t9',
        '/mentions-legales',
        '/montpellier/services/reprogrammation-moteur',
        '/beziers',
        '/montpellier/realisations',
      ];
      const states = async (paths: string[]) => {
        const found = new Map<string, string>();
        for (const path of paths)
          found.set(path, JSON.stringify(renderedState(await (await visit(uncached, path)).text())));
        return found;
      };
      const first = await states(pages);
      const second = await states([...pages].reverse());
      for (const path of pages) expect(second.get(path), path).toBe(first.get(path));
      const legal = JSON.parse(first.get('/mentions-legales')!) as { apollo: Record<string, object> };
      expect(Object.keys(legal.apollo.ROOT_QUERY!).sort()).toEqual([
        '__typename',
        'centres',
        'legalDocument({"slug":"mentions-legales"})',
        'site',
      ]);
      expect(Object.keys(legal.apollo).filter((key) => !/^(ROOT_QUERY|Site:|Centre:)/.test(key))).toEqual([]);
    } finally {
      await uncached.close();
      await own.drop();
    }
  });

  it('a job’s page names the job’s own centre, is in sitemap.xml, and its structured data has absolute URLs', async () => {
    const [{ id }] = (await gateway.database.dataSource.query(
      `INSERT INTO realisation (centre_id, type, title, slug, description, date, vehicle_brand, vehicle_model,
         vehicle_year, modifications, media_url, thumbnail_url, featured, status, sort_order)
       VALUES ('beziers', 'photo', 'Clio 4 RS', 'clio-4-rs', 'Stage 1', '2026-02-10', 'Renault', 'Clio', 2016,
         '{Stage 1}', '/uploads/clio-1600.webp', '/uploads/clio-thumb.webp', false, 'active', 0) RETURNING id`,
    )) as [{ id: number }];
    // Under another centre's URL, the job still says where it was done.
    const html = await (await visit(gateway, `/montpellier/realisations/${id}-clio-4-rs`)).text();
    expect(html).toContain('<title>Clio 4 RS à Béziers | Ecuvia</title>');
    expect(rootOf(html)).toContain('Clio 4 RS');
    const article = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!) as { '@type': string; image?: string[] })
      .find((data) => data['@type'] === 'Article')!;
    expect(article.image).toEqual(['https://www.exemple.fr/uploads/clio-1600.webp']);
    const sitemap = await (await fetch(`${gateway.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/realisations/${id}-clio-4-rs</loc>`);
  });

  it('answers an English vehicle type of the configurator’s old addresses with its French word, query kept', async () => {
    for (const [from, to] of [
      ['/reprogrammation/car/peugeot/308?marque=x', '/reprogrammation/voiture/peugeot/308?marque=x'],
      ['/montpellier/reprogrammation/motorcycle', '/montpellier/reprogrammation/moto'],
      ['/nice/reprogrammation/camion/iveco', '/nice/reprogrammation/utilitaire/iveco'],
    ]) {
      const response = await visit(gateway, from!);
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(to);
    }
    const page = await (await visit(gateway, '/montpellier/reprogrammation/voiture/peugeot')).text();
    expect(rootOf(page)).toContain('href="/montpellier/reprogrammation/voiture/peugeot/308"');
  });

  it('names boats among a service’s vehicles only at a centre that works on them', async () => {
    const page = async (path: string) => rootOf(await (await visit(gateway, path)).text())!;
    const cardsNaming = /Véhicules concernés : <\/span>[^<]*bateau/;
    expect(await page('/perpignan/services')).toMatch(cardsNaming);
    // Montpellier takes no boats (its maritime page says so).
    expect(await page('/montpellier/services')).not.toMatch(cardsNaming);
    expect(await page('/montpellier/services/reprogrammation-moteur')).not.toContain('<h3>Bateau</h3>');
  });

  describe('the contact form sent without scripts (decision 053)', () => {
    const FORM = {
      name: 'Camille Martin',
      phone: '06 12 34 56 78',
      email: '',
      centre: 'montpellier',
      vehicle: 'Peugeot 308 1.5 BlueHDi 130',
      work: 'stage1',
      mileage: '85 000',
      plate: 'ab-123-cd',
      message: 'Bonjour, un devis pour un stage 1, s’il vous plaît.',
      consent: 'on',
      website: '',
    };
    const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
      fetch(gateway.url + path, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', ...headers },
        body: new URLSearchParams(fields),
      });
    const stored = async () =>
      (
        (await gateway.database.dataSource.query(
          `SELECT count(*)::int AS n FROM contact_request WHERE name = 'Camille Martin'`,
        )) as { n: number }[]
      )[0]!.n;

    it('stores and mails the request, then sends to the receipt, the reference alone in its address', async () => {
      const response = await post('/nice/contact', FORM, { 'Sec-Fetch-Site': '', Origin: 'https://www.exemple.fr' });
      expect(response.status).toBe(303);
      const receipt = response.headers.get('location')!;
      expect(receipt).toMatch(/^\/montpellier\/contact\?demande=[0-9A-F]{8}$/);
      const [row] = (await gateway.database.dataSource.query(
        `SELECT id, phone, plate, quote_work, centre_id FROM contact_request WHERE name = 'Camille Martin'`,
      )) as { id: string; phone: string; plate: string; quote_work: string; centre_id: string }[];
      expect(row).toMatchObject({ plate: 'AB-123-CD', quote_work: 'stage1', centre_id: 'montpellier' });
      expect(receipt).toContain(row!.id.replace(/-/g, '').slice(0, 8).toUpperCase());
      const mails = (await gateway.database.dataSource.query(
        'SELECT kind FROM outbox_message WHERE contact_request_id = $1',
        [row!.id],
      )) as { kind: string }[];
      expect(mails.map((m) => m.kind)).toEqual(['centre-notification']);
      const page = rootOf(await (await visit(gateway, receipt)).text())!;
      expect(page).toContain('Merci, votre demande est envoyée');
      expect(page).toContain(receipt.slice(-8));
    });

    it('shows the form again with what was typed and each field’s French message, and stores nothing', async () => {
      const before = await stored();
      const response = await post('/montpellier/contact', { ...FORM, name: '', phone: '', consent: '' });
      expect(response.status).toBe(422);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const html = rootOf(await response.text())!;
      for (const message of [
        'Indiquez votre nom.',
        'Indiquez un téléphone ou une adresse e-mail pour que nous puissions vous répondre.',
        'Votre accord est nécessaire pour que nous traitions votre demande.',
      ])
        expect(html).toContain(message);
      expect(html).toContain('Votre demande n’est pas envoyée');
      expect(html).toContain('value="Peugeot 308 1.5 BlueHDi 130"');
      expect(html).toContain('value="ab-123-cd"');
      expect(html).toContain('Bonjour, un devis pour un stage 1, s’il vous plaît.</textarea>');
      expect(html).toMatch(/<option value="stage1" selected="">/);
      expect(await stored()).toBe(before);
    });

    it('refuses a post from another site, or one that says not where it comes from', async () => {
      const before = await stored();
      const refused: Record<string, string>[] = [
        { 'Sec-Fetch-Site': 'cross-site' },
        { 'Sec-Fetch-Site': 'same-site' },
        { 'Sec-Fetch-Site': '', Origin: 'https://attaque.example' },
        { 'Sec-Fetch-Site': '', Origin: 'null' },
        { 'Sec-Fetch-Site': '' },
      ];
      for (const headers of refused) {
        const response = await post('/montpellier/contact', FORM, headers);
        expect(response.status, JSON.stringify(headers)).toBe(403);
        expect(await response.text()).toBe('Envoi refusé : ce formulaire s’envoie depuis les pages du site.');
      }
      expect(await stored()).toBe(before);
    });
  });

  it('the admin is left to the browser; an unknown path is rendered (tests/api/not-found.test.ts)', async () => {
    const admin = await (await visit(gateway, '/realisations/admin')).text();
    expect(admin).toContain('<div id="root"></div>');
    expect(renderedState(admin)).toBeUndefined();
    const missing = await visit(gateway, '/montpellier/nulle-part');
    expect(missing.status).toBe(404);
    expect(rootOf(await missing.text())).toContain('<h1>Page introuvable</h1>');
  });
});

describe('a render that runs out of time', () => {
  let db: TestDatabase;
  let gateway: RunningGateway;
  const lines: { level: number; msg: string; url?: string }[] = [];
  beforeAll(async () => {
    db = await createTestDatabase('embedded');
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    gateway = await startTestGateway(db, { RENDER_BUDGET_MS: '0' }, pino({ level: 'warn' }, sink));
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
  });

  it('sends the page for the browser to render, logs why, and tries again next time', async () => {
    for (let attempt = 1; attempt <= 2; attempt++) {
      const response = await visit(gateway, '/montpellier');
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<title>Reprogrammation moteur et E85 à Montpellier | Ecuvia</title>');
      expect(renderedState(html)).toBeUndefined();
    }
    const failures = lines.filter((l) => l.msg.startsWith('rendu serveur impossible'));
    expect(failures.map((l) => l.url)).toEqual(['/montpellier', '/montpellier']);
    expect(failures[0]!.level).toBe(50);
  });
});

describe('a server build that cannot load', () => {
  let db: TestDatabase;
  let gateway: RunningGateway;
  let folder: string;
  const lines: { level: number; msg: string }[] = [];
  beforeAll(async () => {
    db = await createTestDatabase('embedded');
    // The built SPA beside a server entry that fails as it is imported (a dependency missing, say).
    folder = mkdtempSync(path.join(tmpdir(), 'client-'));
    mkdirSync(path.join(folder, 'dist'));
    mkdirSync(path.join(folder, 'dist-server'));
    copyFileSync(path.join(repoRoot, 'client/dist/index.html'), path.join(folder, 'dist/index.html'));
    writeFileSync(path.join(folder, 'dist-server/entry-server.js'), "throw new Error('module introuvable');\n");
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    gateway = await startTestGateway(db, { CLIENT_DIST: path.join(folder, 'dist') }, pino({ level: 'warn' }, sink));
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('keeps the site up: pages go to the browser, and the log says why', async () => {
    const response = await visit(gateway, '/montpellier');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
    expect(lines.some((l) => l.level === 50 && l.msg.startsWith('rendu serveur impossible à charger'))).toBe(true);
  });
});
