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
      ['/reprogrammation/car', '/nice/reprogrammation/car'],
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
        '/montpellier/reprogrammation/car/peugeot/308/2019/1-5-bluehdi-130-ii-t9',
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
