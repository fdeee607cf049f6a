import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { adminEnv, fixture, signIn, uploadFile } from '../support/admin.js';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';
import { repoRoot, startTestGateway } from '../support/gateway.js';
import { observatoryScore } from '../support/observatory.js';

/** Every kind of answer the gateway gives, each checked for the same hardening. */
describe('security headers on every kind of response', () => {
  let db: TestDatabase;
  let gateway: RunningGateway;
  const kinds: [string, () => Promise<Response>][] = [];
  beforeAll(async () => {
    db = await createTestDatabase('embedded');
    gateway = await startTestGateway(db, adminEnv);
    const token = await signIn(gateway.url);
    const uploaded = await uploadFile(
      gateway.url,
      token,
      '/admin/upload/image',
      'image',
      fixture('photo.png'),
      'a.png',
    );
    const video = await uploadFile(gateway.url, token, '/admin/upload/media', 'media', fixture('clip.mp4'), 'a.mp4');
    const script = readdirSync(path.join(repoRoot, 'client', 'dist', 'assets')).find((f) => f.endsWith('.js'))!;
    const get =
      (p: string, headers: Record<string, string> = {}) =>
      () =>
        fetch(`${gateway.url}${p}`, { headers });
    const html = { Accept: 'text/html' };
    kinds.push(
      ['HTML landing', get('/', html)],
      ['HTML deep link', get('/montpellier/services', html)],
      ['HTML 404', get('/pas/une/page', html)],
      ['HTML admin screen', get('/realisations/admin', html)],
      ['JSON API', get('/api/realizations')],
      ['JSON error', get('/api/inconnu')],
      ['JSON 401', get('/api/admin/status')],
      [
        'GraphQL',
        () =>
          fetch(`${gateway.url}/graphql`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: '{"query":"{ site { brandName } }"}',
          }),
      ],
      ['GraphQL playground', get('/graphql', html)],
      ['image', get(uploaded.body.data.url)],
      ['video', get(video.body.data.url)],
      ['media 404', get('/uploads/inconnu.svg')],
      ['script asset', get(`/assets/${script}`)],
      ['PDF', get('/api/brochure/brochure-partenaires')],
      ['sitemap', get('/sitemap.xml')],
      ['robots', get('/robots.txt')],
    );
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
  });

  it('has a strict CSP, HSTS of a year or more, nosniff, a strict referrer policy and no version header', async () => {
    for (const [kind, request] of kinds) {
      const response = await request();
      const headers = response.headers;
      const csp = headers.get('content-security-policy') ?? '';
      const directive = (name: string) =>
        csp
          .split(';')
          .map((d) => d.trim())
          .find((d) => d.startsWith(`${name} `)) ?? '';
      const scripts = directive('script-src') || directive('default-src');
      expect(scripts, kind).not.toMatch(/unsafe-inline|unsafe-eval|\*|http:/);
      expect(directive('object-src') || directive('default-src'), kind).toContain("'none'");
      expect(directive('base-uri') || (csp.includes('sandbox') ? 'sandboxed' : ''), kind).not.toBe('');
      expect(directive('frame-ancestors') || (csp.includes('sandbox') ? 'sandboxed' : ''), kind).not.toBe('');
      expect(
        Number(/max-age=(\d+)/.exec(headers.get('strict-transport-security') ?? '')?.[1]),
        kind,
      ).toBeGreaterThanOrEqual(31_536_000);
      expect(headers.get('x-content-type-options'), kind).toBe('nosniff');
      expect(headers.get('referrer-policy'), kind).toMatch(
        /^(no-referrer|same-origin|strict-origin(-when-cross-origin)?)$/,
      );
      expect(headers.get('server'), kind).toBeNull();
      expect(headers.get('x-powered-by'), kind).toBeNull();
      await response.arrayBuffer();
    }
  });

  it('grades A+ by the Mozilla HTTP Observatory’s header rules on every kind of response', async () => {
    for (const [kind, request] of kinds) {
      const response = await request();
      const result = observatoryScore(response.headers);
      expect({ kind, grade: result.grade, penalties: result.tests.filter((t) => t.modifier < 0) }).toEqual({
        kind,
        grade: 'A+',
        penalties: [],
      });
      await response.arrayBuffer();
    }
  });
});
