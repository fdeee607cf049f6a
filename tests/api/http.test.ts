import { readdirSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';
import { graphql, repoRoot, startTestGateway } from '../support/gateway.js';

/** The HTTP surface of the gateway: SPA serving, REST errors, GraphQL, headers. The database kind does not matter here. */
describe('gateway HTTP surface', () => {
  let db: TestDatabase;
  let gateway: RunningGateway;

  beforeAll(async () => {
    db = await createTestDatabase('embedded');
    gateway = await startTestGateway(db);
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
  });

  it('reports health with the database status', async () => {
    const response = await fetch(`${gateway.url}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { data: unknown };
    expect(body.data).toMatchObject({
      status: 'ok',
      database: { kind: 'embedded', up: true },
      disk: { freeBytes: expect.any(Number), low: false },
      outbox: { oldestPendingSeconds: 0, late: false },
    });
  });

  it('answers unknown /api paths with a JSON 404 in French, never the app', async () => {
    const response = await fetch(`${gateway.url}/api/nope/really`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ error: 'Ressource introuvable' });
  });

  it('answers malformed JSON with a 400 and no stack trace', async () => {
    const response = await fetch(`${gateway.url}/api/admin/realizations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"broken":',
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: 'Corps de requête JSON invalide' });
    expect(text).not.toMatch(/at \w+ \(|node_modules/);
  });

  it('answers requests too malformed for the router in JSON and French, then closes', async () => {
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(new URL(gateway.url).port), '127.0.0.1');
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
        socket.end(request);
      });
    const broken = await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n');
    expect(broken).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(broken).toMatch(/\r\nContent-Type: application\/json; charset=utf-8\r\n/);
    expect(broken.split('\r\n\r\n')[1]).toBe(JSON.stringify({ error: 'Requête HTTP invalide' }));

    const huge = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(JSON.parse(huge.split('\r\n\r\n')[1]!)).toEqual({ error: 'En-têtes de requête trop volumineux' });

    // The server still answers normally afterwards.
    expect((await fetch(`${gateway.url}/api/health`)).status).toBe(200);
  });

  it('serves the app for deep links (history fallback), revalidated on each visit', async () => {
    for (const route of [
      '/',
      '/montpellier/services/reprogrammation-moteur',
      '/reprogrammation/voiture/peugeot',
      '/nice/contact',
    ]) {
      const response = await fetch(`${gateway.url}${route}`, { headers: { Accept: 'text/html' } });
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('sends each page as Brotli, gzip or plain bytes of the same HTML, each with its own ETag', async () => {
    const route = `${gateway.url}/montpellier/services/reprogrammation-moteur`;
    const raw = (encoding: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        // node:http, not fetch: fetch would decompress and hide the encoding.
        http
          .get(route, { headers: { 'accept-encoding': encoding, ...headers } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
            );
          })
          .on('error', reject);
      });
    const plain = await raw('identity');
    const br = await raw('br, gzip');
    const gzip = await raw('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    for (const answer of [plain, br, gzip]) {
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    // A second visit revalidates: same representation, 304 without a body.
    const again = await raw('br', { 'if-none-match': br.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await raw('gzip', { 'if-none-match': br.headers.etag! })).status).toBe(200);
  });

  it('answers a missing file with a 404 instead of the app', async () => {
    const response = await fetch(`${gateway.url}/assets/absent-123.js`);
    expect(response.status).toBe(404);
  });

  it('caches hashed assets for a year and compresses them', async () => {
    // The app's entry chunk: well above the compression threshold.
    const asset = readdirSync(path.join(repoRoot, 'client', 'dist', 'assets')).find((f) => /^main-.*\.js$/.test(f))!;
    const response = await fetch(`${gateway.url}/assets/${asset}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    // fetch decodes gzip itself; the body must still be JavaScript.
    expect((await response.text()).length).toBeGreaterThan(0);
  });

  it('sends the security headers on HTML, JSON and GraphQL answers', async () => {
    const answers = await Promise.all([
      fetch(`${gateway.url}/`),
      fetch(`${gateway.url}/api/health`),
      fetch(`${gateway.url}/graphql`, { headers: { Accept: 'text/html' } }),
      fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"query":"{ site { brandName } }"}',
      }),
    ]);
    for (const response of answers) {
      const csp = response.headers.get('content-security-policy') ?? '';
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc).toBe("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=(\d{8,})/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('serves the GraphQL playground to a browser and JSON to clients', async () => {
    const page = await fetch(`${gateway.url}/graphql`, { headers: { Accept: 'text/html,application/xhtml+xml' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('id="playground"');
    // Everything the page loads comes from this server.
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(source.startsWith('/')).toBe(true);

    const { data } = await graphql<{ site: { brandName: string } }>(gateway.url, '{ site { brandName } }');
    expect(data!.site.brandName).toBe('Ecuvia');
  });

  it('reports GraphQL mistakes as validation errors without internals', async () => {
    const body = await graphql(gateway.url, '{ centres { nope } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(body)).not.toMatch(/stacktrace|node_modules/);
  });
});
