import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { apiSpelling, canonicalPages, canonicalPath } from './canonical-path.js';

describe('canonicalPath', () => {
  it('leaves canonical paths as they are', () => {
    for (const path of [
      '/',
      '/montpellier/services',
      '/montpellier/reprogrammation/voiture/peugeot/308/2019/1-5-bluehdi-130-ii-t9',
      '/montpellier/realisations/12-peugeot-308',
      '/realisations/admin',
      // Escapes of what is not unreserved keep their meaning: an encoded slash is not a slash.
      '/montpellier/services/%C3%A9t%C3%A9',
      '/a%2Fb',
      "/o'neil:@x",
    ]) {
      expect(canonicalPath(path), path).toBe(path);
    }
  });

  it('decodes unreserved characters, lowers case, drops empty and dot segments, writes escapes in capitals', () => {
    for (const [path, canonical] of [
      ['//', '/'],
      ['/./', '/'],
      ['/montpellier/services/', '/montpellier/services'],
      ['//montpellier//services//', '/montpellier/services'],
      ['/%6Dontpellier/services', '/montpellier/services'],
      ['/%6dontpellier/%73ervices', '/montpellier/services'],
      ['/montpellier/%53ERVICES', '/montpellier/services'],
      ['/MONTPELLIER/Services', '/montpellier/services'],
      ['/montpellier/services/reprogrammation%2Dmoteur', '/montpellier/services/reprogrammation-moteur'],
      ['/%2E/montpellier/x/%2e%2E/services', '/montpellier/services'],
      ['/../montpellier', '/montpellier'],
      ['/montpellier/services/%c3%a9', '/montpellier/services/%C3%A9'],
      ['/%7E%5f', '/~_'],
      ['/%7e/%C3%89T%C3%89', '/~/%C3%89t%C3%89'],
      // What a URL may not hold raw is escaped: Node reads the request line as Latin-1 bytes.
      ['/a b/"c"', '/a%20b/%22c%22'],
      ['/caf\u00e9', '/caf%E9'],
      ['/\u20ac', '/%E2%82%AC'],
      ['/100%', '/100%25'],
      ['/%zz', '/%25zz'],
    ]) {
      expect(canonicalPath(path!), path).toBe(canonical);
    }
  });

  it('never makes an address of another host (`//host`, `/\\host`), and is its own canonical path', () => {
    const attempts = ['//evil.example', '///evil.example/x', '/\\evil.example', '/\\/evil.example', '/.//evil'];
    attempts.push('/%2F/evil.example', '/%5C%5Cevil.example', '/..//evil.example', '/%2e%2e//evil', '/./%2F%2Fx');
    // And paths of random characters, from a fixed seed (the same cases every run).
    let seed = 45;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const alphabet = ['/', '/', '\\', '.', '%', '2', 'F', 'e', 'A', 'z', '5', 'C', '~', '-', ' ', '\u00e9', '?', '#'];
    for (let i = 0; i < 2_000; i++) {
      attempts.push(
        '/' + Array.from({ length: 1 + Math.floor(random() * 12) }, () => alphabet[Math.floor(random() * 18)]).join(''),
      );
    }
    for (const path of attempts) {
      const canonical = canonicalPath(path);
      expect(canonical, path).toMatch(/^\/(?![/\\])/);
      expect(new URL(canonical, 'https://www.exemple.fr').origin, path).toBe('https://www.exemple.fr');
      expect(canonicalPath(canonical), path).toBe(canonical);
    }
  });
});

describe('canonicalPages', () => {
  it('redirects another spelling with its query (301, 308 for other methods); not files, not the API', async () => {
    const app = express();
    app.use('/api', apiSpelling, (req, res) => {
      res.send(`api ${req.path}`);
    });
    app.use(canonicalPages);
    app.use((req, res) => {
      res.send(`page ${req.path}`);
    });
    const server = createServer(app).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const ask = async (path: string, method = 'GET') => {
      const response = await fetch(url + path, { method, redirect: 'manual' });
      return `${response.status} ${response.headers.get('location') ?? (await response.text())}`;
    };
    try {
      expect(await ask('/Montpellier//contact/?prestation=vidange&x=%41')).toBe(
        '301 /montpellier/contact?prestation=vidange&x=%41',
      );
      expect(await ask('/Montpellier', 'HEAD')).toBe('301 /montpellier');
      expect(await ask('/Montpellier', 'POST')).toBe('308 /montpellier');
      expect(await ask('/montpellier')).toBe('200 page /montpellier');
      // The configurator's English type segments (before issue 43) are their French words, the rest kept.
      expect(await ask('/reprogrammation/car?marque=x')).toBe('301 /reprogrammation/voiture?marque=x');
      expect(await ask('/Nice/reprogrammation/motorcycle/yamaha/mt-07')).toBe(
        '301 /nice/reprogrammation/moto/yamaha/mt-07',
      );
      expect(await ask('/reprogrammation/camion/iveco')).toBe('301 /reprogrammation/utilitaire/iveco');
      expect(await ask('/reprogrammation/cars')).toBe('200 page /reprogrammation/cars');
      expect(await ask('/services/car')).toBe('200 page /services/car');
      expect(await ask('/Photo.JPG')).toBe('200 page /Photo.JPG');
      // Another spelling of the API or of a file folder is not found, never redirected.
      expect(await ask('/API/agenda/x.ics')).toBe('404 {"error":"Ressource introuvable"}');
      expect(await ask('//graphql')).toBe('404 {"error":"Ressource introuvable"}');
      expect(await ask('/Uploads/x')).toBe('404 Fichier introuvable');
      // Under /api, capitals only in the feed's token (escapes' digits are no capitals).
      expect(await ask('/api/agenda/AbC-9_z.ics')).toBe('200 api /agenda/AbC-9_z.ics');
      expect(await ask('/api/AGENDA/abc.ics')).toBe('404 {"error":"Ressource introuvable"}');
      expect(await ask('/api/agenda/abc.ics/X')).toBe('404 {"error":"Ressource introuvable"}');
      expect(await ask('/api/Health')).toBe('404 {"error":"Ressource introuvable"}');
      expect(await ask('/api/realizations/center/%C3%A9%A')).toBe('200 api /realizations/center/%C3%A9%A');
    } finally {
      server.close();
    }
  });
});
