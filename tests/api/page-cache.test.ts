import { beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, call, signIn } from '../support/admin.js';
import { gatewayForSuite } from '../support/suite.js';

/*
 * The rendered pages' cache as a visitor and a crawler meet it (decision 028): one copy of a page whatever query
 * parameters it does not read, the centre cookie announced to shared caches, and a change shown on the next load.
 */
describe('rendered pages kept by what makes them', () => {
  const suite = gatewayForSuite('embedded', adminEnv);
  let token: string;
  beforeAll(async () => {
    token = await signIn(suite.gateway.url);
  });

  const visit = async (path: string) => {
    const response = await fetch(suite.gateway.url + path, {
      redirect: 'manual',
      headers: { 'Accept-Encoding': 'gzip' },
    });
    return {
      status: response.status,
      etag: response.headers.get('etag'),
      vary: response.headers.get('vary'),
      html: await response.text(),
    };
  };

  it('keeps one copy of a page whatever parameters it does not read, and one per parameter it does', async () => {
    const plain = await visit('/mentions-legales');
    expect(plain.status).toBe(200);
    for (const query of ['?x=1', '?x=2', '?utm_source=lettre&fbclid=abc', '?x=&y=3']) {
      expect((await visit(`/mentions-legales${query}`)).etag, query).toBe(plain.etag);
    }
    // The gallery reads its vehicle filter: a filtered gallery is another page, and other parameters leave it as is.
    const gallery = await visit('/montpellier/realisations');
    const filtered = await visit('/montpellier/realisations?marque=Peugeot&modele=308');
    expect(filtered.etag).not.toBe(gallery.etag);
    expect((await visit('/montpellier/realisations?modele=308&x=9&marque=Peugeot')).etag).toBe(filtered.etag);
    // Parameters the page does not read are not rendered into it either.
    expect((await visit('/montpellier/realisations?x=%3Cb%3Eneuf')).html).not.toMatch(/%3Cb%3Eneuf|<b>neuf/);
  });

  it('keeps no copy of addresses that are no page: strangers cannot fill the cache with them', async () => {
    const entries = async () => {
      const text = await (await fetch(`${suite.gateway.url}/metrics`)).text();
      return Number(/^garage_page_cache_entries (\d+)$/m.exec(text)![1]);
    };
    const before = await entries();
    for (let i = 0; i < 5; i++) expect((await visit(`/montpellier/inventee-${i}`)).status).toBe(404);
    expect(await entries()).toBe(before);
    expect((await visit('/montpellier/franchise')).status).toBe(200);
    expect(await entries()).toBe(before + 1);
  });

  it('tells shared caches that a page without a centre in its path follows the centre cookie', async () => {
    expect((await visit('/mentions-legales')).vary).toMatch(/Cookie/);
    expect((await visit('/montpellier/services')).vary).not.toMatch(/Cookie/);
  });

  it('after a change, the next load shows it: a page out of date is never served', async () => {
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
    const id = created.body.data.id as number;
    const updated = await call(suite.gateway.url, 'PUT', `/admin/realizations/${id}`, {
      token,
      body: form('Après la mise à jour'),
    });
    expect(updated.status).toBe(200);
    // Ten visitors at once after the change: each gets the new page (rendered once for all of them).
    const after = await Promise.all(Array.from({ length: 10 }, () => visit('/beziers/realisations')));
    expect(new Set(after.map((a) => a.etag)).size).toBe(1);
    expect(after[0]!.etag).not.toBe(before.etag);
    expect(after[0]!.html).toContain('Après la mise à jour');
    expect(after[0]!.html).not.toContain('Avant la mise à jour');
  });
});
