import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { adminEnv, call, signIn } from '../support/admin.js';
import { ADMIN_BROWSER } from '../support/admin-browser.js';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';
import { graphql, startTestGateway } from '../support/gateway.js';
import { gatewayForSuite } from '../support/suite.js';

/*
 * The rendered pages' cache as a visitor and a crawler meet it (decision 028): one copy of a page whatever query
 * parameters it does not read, the centre cookie announced to shared caches, a change shown on the next load, and
 * a bounded render queue that refuses with 503 rather than letting requests wait. One spelling per page, renders of
 * pages not kept budgeted per client, and the agenda feed's token out of the log (decision 045).
 */
const METRICS_TOKEN = 'jeton-de-test-des-metriques-du-cache-0123456789';

describe('rendered pages kept by what makes them', () => {
  // Behind one proxy: each test chooses the client's address (X-Forwarded-For's last entry).
  const env = { ...adminEnv, TRUST_PROXY: '1', METRICS_TOKEN };
  const suite = {} as { gateway: RunningGateway };
  let db: TestDatabase;
  /** The gateway's log lines. */
  const logged: Record<string, unknown>[] = [];
  let token: string;
  /** The cookie a sign-in gives the admin's browser, for the whole site. */
  let adminBrowser: string;
  beforeAll(async () => {
    db = await createTestDatabase('embedded');
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    suite.gateway = await startTestGateway(db, env, pino({ level: 'info' }, sink));
    token = await signIn(suite.gateway.url);
    const login = await fetch(`${suite.gateway.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: adminEnv.ADMIN_USERNAME, password: adminEnv.ADMIN_PASSWORD }),
    });
    const mark = login.headers.getSetCookie().find((cookie) => cookie.startsWith('admin_browser='))!;
    expect(mark).toMatch(/; Path=\/;/);
    adminBrowser = mark.split(';')[0]!;
    expect(adminBrowser).toBe(ADMIN_BROWSER);
  });
  afterAll(async () => {
    await suite.gateway?.close();
    await db?.drop();
  });

  const visit = async (path: string, cookie?: string, client = '192.0.2.1') => {
    const response = await fetch(suite.gateway.url + path, {
      redirect: 'manual',
      headers: { 'Accept-Encoding': 'gzip', 'X-Forwarded-For': client, ...(cookie ? { cookie } : {}) },
    });
    return {
      status: response.status,
      etag: response.headers.get('etag'),
      vary: response.headers.get('vary'),
      location: response.headers.get('location'),
      retryAfter: response.headers.get('retry-after'),
      html: await response.text(),
    };
  };

  const metrics = async () =>
    (await fetch(`${suite.gateway.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const cachedPages = async () => Number(/^garage_page_cache_entries (\d+)$/m.exec(await metrics())![1]);

  it('keeps one copy of a page whatever parameters a visitor adds', async () => {
    const plain = await visit('/mentions-legales');
    expect(plain.status).toBe(200);
    for (const query of ['?x=1', '?x=2', '?utm_source=lettre&fbclid=abc', '?x=&y=3']) {
      expect((await visit(`/mentions-legales${query}`)).etag, query).toBe(plain.etag);
    }
    // The gallery reads its vehicle filter: a filtered gallery is another page, and other parameters leave it as is.
    const gallery = await visit('/montpellier/realisations');
    const filtered = await visit('/montpellier/realisations?marque=Peugeot&modele=308');
    expect(filtered.etag).not.toBe(gallery.etag);
    expect(filtered.html).toContain('Nos interventions sur Peugeot 308');
    expect((await visit('/montpellier/realisations?modele=308&x=9&marque=Peugeot')).etag).toBe(filtered.etag);
    // Parameters the page does not read are not rendered into it either.
    expect((await visit('/montpellier/realisations?x=%3Cb%3Eneuf')).html).not.toMatch(/%3Cb%3Eneuf|<b>neuf/);
  });

  it('keeps no copy of addresses that are no page, nor of the values of a page’s parameters', async () => {
    await visit('/montpellier/contact');
    const before = await cachedPages();
    for (let i = 0; i < 5; i++) expect((await visit(`/montpellier/inventee-${i}`)).status).toBe(404);
    // Values a visitor makes up: each is rendered for its visit, none kept (the page has one copy per centre).
    for (let i = 0; i < 5; i++) {
      const page = await visit(`/montpellier/realisations?marque=Marque${i}`);
      expect(page.html).toContain(`Nos interventions sur Marque${i}`);
      expect((await visit(`/montpellier/contact?sujet=question-${i}`)).status).toBe(200);
    }
    expect(await cachedPages()).toBe(before);
    expect((await visit('/montpellier/franchise')).status).toBe(200);
    expect(await cachedPages()).toBe(before + 1);
  });

  it('tells shared caches that a page without a centre in its path follows the centre cookie', async () => {
    expect((await visit('/mentions-legales')).vary).toMatch(/Cookie/);
    expect((await visit('/montpellier/services')).vary).not.toMatch(/Cookie/);
  });

  it('after a change, the next load shows it, and so does every load after it', async () => {
    const form = (title: string) => ({
      centre: 'beziers',
      type: 'photo',
      title,
      vehicleInfo: { brand: 'Peugeot', model: '308' },
      status: 'active',
    });
    const created = await call(suite.gateway.url, 'POST', '/admin/realizations', {
      token,
      body: form('Avant la mise à jour'),
    });
    expect(created.status).toBe(201);
    const before = await visit('/beziers/realisations');
    expect(before.html).toContain('Avant la mise à jour');
    const franchise = await visit('/beziers/franchise');
    const renders = async () => Number(/^garage_page_render_duration_seconds_count (\d+)$/m.exec(await metrics())![1]);
    const rendersBefore = await renders();
    const id = created.body.data.id as number;
    const updated = await call(suite.gateway.url, 'PUT', `/admin/realizations/${id}`, {
      token,
      body: form('Après la mise à jour'),
    });
    expect(updated.status).toBe(200);
    // A visitor first after the change gets the page as it was, at once, and starts the one render that replaces it...
    const visitor = await visit('/beziers/realisations');
    expect(visitor.etag).toBe(before.etag);
    // ...which the admin's browser waits for: the admin who made the change sees it on their next load...
    const next = await visit('/beziers/realisations', adminBrowser);
    expect(next.etag).not.toBe(before.etag);
    expect(next.html).toContain('Après la mise à jour');
    expect(next.html).not.toContain('Avant la mise à jour');
    // ...and so does every load after it, from the page kept.
    const after = await Promise.all(Array.from({ length: 10 }, () => visit('/beziers/realisations')));
    expect(after.map((a) => a.etag)).toEqual(Array(10).fill(next.etag));
    // A page that shows no realisation is not rendered again: only the gallery was.
    expect((await visit('/beziers/franchise')).etag).toBe(franchise.etag);
    expect(await renders()).toBe(rendersBefore + 1);
  });

  it('never shows a job taken offline, not even to visitors who come while its page renders again', async () => {
    const created = await call(suite.gateway.url, 'POST', '/admin/realizations', {
      token,
      body: {
        centre: 'beziers',
        type: 'photo',
        title: 'Bientôt retirée',
        vehicleInfo: { brand: 'Peugeot', model: '308' },
        status: 'active',
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    // Rendered and kept with the job in it (the admin who added it waits for that render).
    expect((await visit('/beziers/realisations', adminBrowser)).html).toContain('Bientôt retirée');
    const offline = await call(suite.gateway.url, 'PATCH', `/admin/realizations/${id}/status`, {
      token,
      body: { status: 'inactive' },
    });
    expect(offline.status).toBe(200);
    const parallel = await Promise.all(Array.from({ length: 5 }, () => visit('/beziers/realisations')));
    for (const page of parallel) expect(page.html).not.toContain('Bientôt retirée');
  });

  it('has one spelling per page: forty others redirect to it, and the cache keeps one copy', async () => {
    const page = '/perpignan/services/reprogrammation-moteur';
    const letters = [...page.matchAll(/[a-z]/g)].map((m) => m.index);
    const replaced = (at: number, text: string) => page.slice(0, at) + text + page.slice(at + 1);
    const hex = (at: number) => page.charCodeAt(at).toString(16);
    const spellings = [
      // A letter percent-encoded, in both cases of hex digits, at sixteen places.
      ...letters
        .filter((_, n) => n % 2 === 0)
        .slice(0, 16)
        .map((at, n) => replaced(at, `%${n % 2 ? hex(at).toUpperCase() : hex(at)}`)),
      // A capital at eight places, capitals everywhere.
      ...letters
        .filter((_, n) => n % 4 === 1)
        .slice(0, 8)
        .map((at) => replaced(at, page[at]!.toUpperCase())),
      page.toUpperCase(),
      // Doubled and trailing slashes, an encoded hyphen.
      `/${page}`,
      page.replace('/services', '//services'),
      page.replace('/reprog', '///reprog'),
      `${page}/`,
      `${page}//`,
      page.replace('-', '%2D'),
      page.replace('-', '%2d'),
      // Together.
      '/PERPIGNAN/services/reprogrammation-moteur/',
      '//Perpignan/%73ervices/reprogrammation-moteur',
      '/perpignan//SERVICES/reprogrammation%2Dmoteur/',
      '/%50erpignan/services/Reprogrammation-Moteur',
      '/%70%65%72%70%69%67%6e%61%6e/services/reprogrammation-moteur',
      '//perpignan//services//reprogrammation-moteur//',
      '/Perpignan/Services/Reprogrammation-Moteur',
      '/perpignan/%53ervices/reprogrammation-moteur',
    ];
    expect(new Set(spellings).size).toBe(40);
    expect(spellings).not.toContain(page);

    const before = await cachedPages();
    const canonical = await visit(page);
    expect(canonical.status).toBe(200);
    for (const spelling of spellings) {
      const answer = await visit(spelling);
      expect({ spelling, status: answer.status, location: answer.location }).toEqual({
        spelling,
        status: 301,
        location: page,
      });
    }
    // The query goes along; the redirect leads to the same page.
    expect((await visit(`${page.toUpperCase()}/?utm_source=lettre`)).location).toBe(`${page}?utm_source=lettre`);
    for (const spelling of spellings.slice(-5)) {
      const followed = await fetch(suite.gateway.url + spelling, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(followed.headers.get('etag')).toBe(canonical.etag);
      await followed.arrayBuffer();
    }
    expect(await cachedPages()).toBe(before + 1);
    // A path that would leave the site is this site's own.
    for (const spelling of ['//evil.example', '//evil', '/\\evil', '/%2F%2Fevil']) {
      const location = (await visit(spelling)).location;
      if (location) expect(new URL(location, suite.gateway.url).origin, spelling).toBe(suite.gateway.url);
    }
  });

  it('budgets per client the renders of pages it does not keep: over it 429, while other clients are served', async () => {
    expect((await visit('/beziers/services')).status).toBe(200); // kept, for the client refused below
    // One client, from two addresses of its IPv6 /64, asks for fifty pages that do not exist at once; meanwhile
    // other clients ask for pages rendered for them, and the API.
    const started = Date.now();
    const [crowd, others] = await Promise.all([
      Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          visit(`/beziers/inventee-${i}`, undefined, `2001:db8:40:1::${7 + (i % 2)}`),
        ),
      ),
      Promise.all([
        visit('/beziers/inventee-autre', undefined, '2001:db8:40:2::7'),
        visit('/beziers/realisations?marque=Renault', undefined, '198.51.100.40'),
        fetch(`${suite.gateway.url}/api/health`, { headers: { 'X-Forwarded-For': '2001:db8:40:1::7' } }),
      ]),
    ]);
    const seconds = (Date.now() - started) / 1000;
    // Its thirty renders, and at most one more per second the crowd took: the two addresses share one budget.
    const rendered = crowd.filter((answer) => answer.status === 404).length;
    expect(rendered).toBeGreaterThanOrEqual(30);
    expect(rendered).toBeLessThanOrEqual(30 + Math.ceil(seconds));
    const refused = crowd.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(crowd.length - rendered);
    expect(Number(refused[0]!.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(refused[0]!.html).toContain('<html lang="fr">');
    expect(refused[0]!.html).toContain('<title>Trop de pages demandées en peu de temps</title>');
    expect(refused[0]!.html).toMatch(/réessayez dans \d+ secondes?/);
    expect(others.map((answer) => answer.status)).toEqual([404, 200, 200]);
    // A page kept is served to that client all the same.
    expect((await visit('/beziers/services', undefined, '2001:db8:40:1::8')).status).toBe(200);
  });

  it('serves the agenda feed at its one spelling only, and never writes its token in the log', async () => {
    const renewed = await graphql<{ adminRenewBookingFeed: string }>(
      suite.gateway.url,
      'mutation { adminRenewBookingFeed(centre: "montpellier") }',
      undefined,
      token,
    );
    const path = new URL(renewed.data!.adminRenewBookingFeed).pathname;
    const feed = /^\/api\/agenda\/([A-Za-z0-9_-]{43})\.ics$/.exec(path)![1]!;
    expect((await fetch(suite.gateway.url + path)).status).toBe(200);
    const spellings = [
      `/API/AGENDA/${feed}.ics`,
      `/api/AGENDA/${feed}.ics`,
      `/Api/agenda/${feed}.ics`,
      `/api/Agenda/${feed}.ics`,
      `//api/agenda/${feed}.ics`,
      `/api/%61genda/${feed}.ics`,
      path.toUpperCase(),
    ];
    for (const spelling of spellings) {
      const response = await fetch(suite.gateway.url + spelling, { redirect: 'manual' });
      expect({ spelling, status: response.status, location: response.headers.get('location') }).toEqual({
        spelling,
        status: 404,
        location: null,
      });
      await response.text();
    }
    // A request's line is written once its answer is sent.
    await vi.waitFor(() =>
      expect(logged.filter((line) => /agenda/i.test(String(line.path))).length).toBe(spellings.length + 1),
    );
    for (const line of logged.filter((l) => /agenda/i.test(String(l.path)))) {
      expect(line.path).toBe('/api/agenda/[jeton]');
    }
    const log = JSON.stringify(logged);
    expect(log).not.toContain(feed);
    expect(log.toLowerCase()).not.toContain(feed.toLowerCase());
  });
});

describe('a bounded render queue', () => {
  // One thread rendering four pages at a time, and no render may wait: the fifth new page at once is refused.
  const suite = gatewayForSuite('embedded', { RENDER_THREADS: '1', RENDER_QUEUE: '0' });

  it('refuses a render it cannot queue with 503 and Retry-After, answers health meanwhile, and counts it', async () => {
    const sitemap = await (await fetch(`${suite.gateway.url}/sitemap.xml`)).text();
    const engines = [
      ...sitemap.matchAll(/<loc>[^<]*?(\/reprogrammation\/voiture\/[^/<]+\/[^/<]+\/\d+\/[^/<]+)<\/loc>/g),
    ]
      .map((m) => m[1]!)
      .slice(0, 20);
    expect(engines).toHaveLength(20);
    const health = fetch(`${suite.gateway.url}/api/health`);
    const answers = await Promise.all(
      engines.map(async (path) => {
        const response = await fetch(suite.gateway.url + path);
        return {
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          type: response.headers.get('content-type'),
          text: await response.text(),
        };
      }),
    );
    expect((await health).status).toBe(200);
    const refused = answers.filter((a) => a.status === 503);
    expect(refused.length).toBeGreaterThanOrEqual(16);
    expect(refused[0]!.retryAfter).toBe('5');
    expect(refused[0]!.type).toBe('text/html; charset=utf-8');
    expect(refused[0]!.text).toContain('<html lang="fr">');
    expect(refused[0]!.text).toContain('réessayez dans quelques secondes');
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    const metrics = await (await fetch(`${suite.gateway.url}/metrics`)).text();
    expect(metrics).toContain(`garage_page_render_failures_total{reason="refused"} ${refused.length}`);
    // Once the renders are done, the page a visitor was refused is served.
    expect((await fetch(suite.gateway.url + engines.at(-1)!)).status).toBe(200);
  });
});
