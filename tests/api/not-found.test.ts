import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { gatewayForSuite } from '../support/suite.js';

/** The page as a visitor with these cookies gets it, redirects not followed. */
const visit = (gateway: RunningGateway, path: string, cookie?: string) =>
  fetch(gateway.url + path, { redirect: 'manual', headers: cookie ? { cookie } : {} });

/** The rendered page's links (inside the root), as `text -> href`. */
function linksOf(html: string): Map<string, string> {
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="page-data">/.exec(html)?.[1];
  expect(root, 'page rendered on the gateway').toBeDefined();
  const main = /<main[\s\S]*<\/main>/.exec(root!)![0];
  return new Map([...main.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[2]!, m[1]!]));
}

describe('« Page introuvable »', () => {
  const suite = gatewayForSuite('embedded', { PUBLIC_URL: 'https://www.exemple.fr' });

  it('answers 404 with a rendered French page, out of search results, for every kind of unknown address', async () => {
    for (const path of [
      '/pas/une-page',
      '/montpellier/nimporte-quoi',
      '/ceci/nexiste/pas/du/tout/vraiment',
      '/reprogrammation/voiture/peugeot/909',
      '/montpellier/reprogrammation/avion',
      '/montpellier/reprogrammation/voiture/peugeot/308/1950',
      '/montpellier/realisations/999999-clio',
      '/realisations/pas-un-numero',
    ]) {
      const response = await visit(suite.gateway, path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('<title>Page introuvable | Ecuvia</title>');
      expect(html, path).toContain('<meta name="robots" content="noindex" />');
      expect(html, path).not.toContain('rel="canonical"');
      expect(html, path).not.toContain('og:url');
      expect(html, path).toContain('<h1>Page introuvable</h1>');
      // Rendered: it reads without scripts, so the shell's notice is gone.
      expect(html, path).not.toContain('Ce site a besoin de JavaScript');
      expect(html, path).toContain('id="page-data"');
    }
  });

  it('links home, to the configurator, the services and contact, for the centre the address names', async () => {
    const anywhere = linksOf(await (await visit(suite.gateway, '/pas/une-page')).text());
    expect(anywhere.get('Retour à l’accueil')).toBe('/');
    expect(anywhere.get('Reprogrammation : trouver mon véhicule')).toBe('/reprogrammation');
    expect(anywhere.get('Tous nos services')).toBe('/services');
    expect(anywhere.get('Contact et devis')).toBe('/contact');
    expect(anywhere.get('Conversion éthanol E85')).toBe('/services/reprogrammation-ethanol');
    // An address that names no centre may be a mistyped one.
    expect(anywhere.get('Béziers')).toBe('/beziers');

    const montpellier = linksOf(await (await visit(suite.gateway, '/montpellier/nimporte-quoi')).text());
    expect(montpellier.get('Retour à l’accueil de Montpellier')).toBe('/montpellier');
    expect(montpellier.get('Reprogrammation : trouver mon véhicule')).toBe('/montpellier/reprogrammation');
    expect(montpellier.get('Tous nos services')).toBe('/montpellier/services');
    expect(montpellier.get('Contact et devis')).toBe('/montpellier/contact');
    expect(montpellier.get('Conversion éthanol E85')).toBe('/montpellier/services/reprogrammation-ethanol');

    // The chosen centre (cookie) when the address names none.
    const chosen = linksOf(await (await visit(suite.gateway, '/pas/une-page', 'centre=nice')).text());
    expect(chosen.get('Retour à l’accueil de Nice')).toBe('/nice');
    expect(chosen.get('Contact et devis')).toBe('/nice/contact');
  });

  it('an unknown vehicle shows the nearest level’s choices, an unknown job leads to the gallery', async () => {
    const vehicle = await (await visit(suite.gateway, '/montpellier/reprogrammation/voiture/peugeot/909')).text();
    expect(vehicle).toContain('Modèle introuvable : voici les modèles de cette marque.');
    expect(linksOf(vehicle).get('Peugeot')).toBe('/montpellier/reprogrammation/voiture/peugeot');
    expect(vehicle).toContain('href="/montpellier/reprogrammation/voiture/peugeot/308"');

    const job = linksOf(await (await visit(suite.gateway, '/montpellier/realisations/999999-clio')).text());
    expect(job.get('Voir toutes nos réalisations')).toBe('/montpellier/realisations');
  });

  it('keeps the spec’s redirects: unknown centre to `/`, unknown service to the list, chosen centre to its page', async () => {
    for (const [from, to, cookie] of [
      ['/atlantide', '/'],
      ['/pas-une-page', '/'],
      ['/atlantide/services', '/'],
      ['/atlantide/reprogrammation/voiture/peugeot', '/'],
      ['/atlantide/contact', '/'],
      ['/montpellier/services/inconnu', '/montpellier/services'],
      ['/services/inconnu', '/services'],
      ['/contact', '/nice/contact', 'centre=nice'],
      ['/reprogrammation/voiture/peugeot/909', '/nice/reprogrammation/voiture/peugeot/909', 'centre=nice'],
    ]) {
      const response = await visit(suite.gateway, from!, cookie);
      expect(response.status, from).toBe(302);
      expect(new URL(response.headers.get('location')!, suite.gateway.url).pathname, from).toBe(to);
    }
    // Pages that exist are unchanged.
    expect((await visit(suite.gateway, '/montpellier/services/reprogrammation-ethanol')).status).toBe(200);
    expect((await visit(suite.gateway, '/montpellier/reprogrammation/voiture/peugeot')).status).toBe(200);
  });

  it('is not in the sitemap', async () => {
    const sitemap = await (await fetch(`${suite.gateway.url}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('une-page');
    expect(sitemap).not.toMatch(/introuvable/i);
  });
});
