import { beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, call, signIn } from '../support/admin.js';
import { ADMIN_BROWSER } from '../support/admin-browser.js';
import { gatewayForSuite } from '../support/suite.js';

/*
 * The rendered pages' cache as a visitor and a crawler meet it (decision 028): one copy of a page whatever query
 * parameters it does not read, the centre cookie announced to shared caches, a change shown on the next load, and
 * a bounded render queue that refuses with 503 rather than letting requests wait.
 */
describe('rendered pages kept by what makes them', () => {
  const suite = gatewayForSuite('embedded', adminEnv);
  let token: string;
  /** The cookie a sign-in gives the admin's browser, for the whole site. */
  let adminBrowser: string;
  beforeAll(async () => {
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

  const visit = async (path: string, cookie?: string) => {
    const response = await fetch(suite.gateway.url + path, {
      redirect: 'manual',
      headers: { 'Accept-Encoding': 'gzip', ...(cookie ? { cookie } : {}) },
    });
    return {
      status: response.status,
      etag: response.headers.get('etag'),
      vary: response.headers.get('vary'),
      html: await response.text(),
    };
  };

  const cachedPages = async () => {
    const text = await (await fetch(`${suite.gateway.url}/metrics`)).text();
    return Number(/^garage_page_cache_entries (\d+)$/m.exec(text)![1]);
  };

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
    const renders = async () => {
      const text = await (await fetch(`${suite.gateway.url}/metrics`)).text();
      return Number(/^garage_page_render_duration_seconds_count (\d+)$/m.exec(text)![1]);
    };
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
});

describe('a bounded render queue', () => {
  // One thread rendering four pages at a time, and no render may wait: the fifth new page at once is refused.
  const suite = gatewayForSuite('embedded', { RENDER_THREADS: '1', RENDER_QUEUE: '0' });

  it('refuses a render it cannot queue with 503 and Retry-After, answers health meanwhile, and counts it', async () => {
    const sitemap = await (await fetch(`${suite.gateway.url}/sitemap.xml`)).text();
    const engines = [...sitemap.matchAll(/<loc>[^<]*?(\/reprogrammation\/car\/[^/<]+\/[^/<]+\/\d+\/[^/<]+)<\/loc>/g)]
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
