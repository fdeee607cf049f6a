import { REQUEST_MESSAGES } from '../../gateway/src/http/graphql-request-checks.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { adminEnv, fixture, signIn, storedFiles, type Json } from '../support/admin.js';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';
import { startTestGateway } from '../support/gateway.js';

/** Refusals by the HTTP layer itself (methods, types, bodies, origins) across REST, GraphQL and media. */
describe('API hardening', () => {
  let db: TestDatabase;
  let gateway: RunningGateway;
  let token: string;
  const send = async (
    method: string,
    path: string,
    init: { headers?: Record<string, string>; body?: BodyInit } = {},
  ) => {
    const response = await fetch(`${gateway.url}${path}`, { method, ...init });
    const text = await response.text();
    let body: Json = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    return { status: response.status, headers: response.headers, body };
  };
  const count = async (table: string) =>
    ((await gateway.database.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`)) as [{ n: number }])[0].n;

  beforeAll(async () => {
    db = await createTestDatabase('embedded');
    gateway = await startTestGateway(db, {
      ...adminEnv,
      CORS_ORIGINS: 'https://admin.exemple.fr, https://www.exemple.fr',
    });
    token = await signIn(gateway.url);
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
  });

  it('answers a wrong method on an /api path with 405, Allow and a French JSON error, before any session check', async () => {
    const cases: [method: string, path: string, allow: string][] = [
      ['POST', '/api/health', 'GET, HEAD'],
      ['DELETE', '/api/realizations', 'GET, HEAD'],
      ['PUT', '/api/realizations/center/montpellier', 'GET, HEAD'],
      ['POST', '/api/vehicles/types', 'GET, HEAD'],
      ['PATCH', '/api/vehicles/car/peugeot/models', 'GET, HEAD'],
      ['POST', '/api/brochure/brochure-partenaires', 'GET, HEAD'],
      ['GET', '/api/admin/login', 'POST'],
      ['GET', '/api/admin/logout', 'POST'],
      ['POST', '/api/admin/status', 'GET, HEAD'],
      ['DELETE', '/api/admin/realizations', 'GET, HEAD, POST'],
      ['POST', '/api/admin/realizations/1', 'PUT, DELETE'],
      ['PUT', '/api/admin/realizations/1/status', 'PATCH'],
      ['GET', '/api/admin/upload/image', 'POST'],
    ];
    for (const [method, path, allow] of cases) {
      const answer = await send(method, path);
      expect({ method, path, status: answer.status, allow: answer.headers.get('allow') }).toEqual({
        method,
        path,
        status: 405,
        allow,
      });
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.body.error).toBe(`Méthode ${method} non autorisée pour cette adresse : ${allow} seulement`);
    }
    // With a session, the same.
    const authed = await send('POST', '/api/admin/status', { headers: { Authorization: `Basic ${token}` } });
    expect(authed.status).toBe(405);
    // OPTIONS lists the methods.
    const options = await send('OPTIONS', '/api/admin/realizations/1');
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('PUT, DELETE, OPTIONS');
  });

  it('keeps unknown paths at 404 in French JSON, and answers other methods outside /api with 405 in French', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const answer = await send(method, '/api/nope/really');
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: 'Ressource introuvable' });
    }
    const page = await send('POST', '/', { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(405);
    expect(page.headers.get('allow')).toBe('GET, HEAD');
    expect(page.body).toBe('Méthode POST non autorisée pour cette adresse : GET, HEAD seulement');
    const media = await send('PUT', '/uploads/x.webp', { headers: { Accept: 'application/json' } });
    expect(media.status).toBe(405);
    expect(media.body).toEqual({ error: 'Méthode PUT non autorisée pour cette adresse : GET, HEAD seulement' });
  });

  it('refuses a JSON endpoint’s body of another type with 415, and reads JSON as before', async () => {
    const auth = { Authorization: `Basic ${token}` };
    const cases: [string, string, Record<string, string>, string][] = [
      ['POST', '/api/admin/realizations', { ...auth, 'Content-Type': 'text/plain' }, 'titre'],
      [
        'PATCH',
        '/api/admin/realizations/1/status',
        { ...auth, 'Content-Type': 'application/x-www-form-urlencoded' },
        'status=active',
      ],
      ['PUT', '/api/admin/realizations/1', { ...auth, 'Content-Type': 'application/xml' }, '<a/>'],
    ];
    for (const [method, path, headers, body] of cases) {
      const answer = await send(method, path, { headers, body });
      expect({ path, status: answer.status }).toEqual({ path, status: 415 });
      expect(answer.body).toEqual({ error: 'Corps de requête attendu en JSON (Content-Type: application/json)' });
    }
    const json = await send('PATCH', '/api/admin/realizations/999999/status', {
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'active' }),
    });
    expect(json.status).toBe(404);
  });

  it('answers a sign-in body it cannot read in `message`, as the sign-in’s clients expect', async () => {
    const broken = await send('POST', '/api/admin/login', {
      headers: { 'Content-Type': 'application/json' },
      body: '{"username":',
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ message: 'Corps de requête JSON invalide' });
    const wrongType = await send('POST', '/api/admin/login', {
      headers: { 'Content-Type': 'text/plain' },
      body: 'atelier',
    });
    expect(wrongType.status).toBe(415);
    expect(wrongType.body).toEqual({ message: 'Corps de requête attendu en JSON (Content-Type: application/json)' });
    const tooLarge = await send('POST', '/api/admin/login', {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'a'.repeat(1_100_000), password: 'x' }),
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ message: 'Requête trop volumineuse' });
  });

  it('refuses an upload with more than one file, keeping nothing', async () => {
    const before = { files: storedFiles(gateway, db.env.DATA_DIR), media: await count('media_upload') };
    const photo = new Blob([new Uint8Array(fixture('photo.png'))], { type: 'image/png' });
    const forms: [string, FormData][] = [];
    const two = new FormData();
    two.append('image', photo, 'a.jpg');
    two.append('image', photo, 'b.jpg');
    forms.push(['two in the field', two]);
    const otherField = new FormData();
    otherField.append('image', photo, 'a.jpg');
    otherField.append('photo', photo, 'b.jpg');
    forms.push(['one in another field after it', otherField]);
    const otherFirst = new FormData();
    otherFirst.append('fichier', photo, 'a.jpg');
    otherFirst.append('image', photo, 'b.jpg');
    forms.push(['one in another field before it', otherFirst]);
    for (const [name, form] of forms) {
      const answer = await send('POST', '/api/admin/upload/image', {
        headers: { Authorization: `Basic ${token}` },
        body: form,
      });
      expect({ name, status: answer.status, body: answer.body }).toEqual({
        name,
        status: 400,
        body: { error: 'Un seul fichier par envoi, dans le champ « image »' },
      });
    }
    // The pipeline may still be cleaning up its work folder: wait for it, then nothing is left.
    await expect.poll(() => storedFiles(gateway, db.env.DATA_DIR)).toEqual(before.files);
    expect(await count('media_upload')).toBe(before.media);
    // One file is still taken.
    const one = new FormData();
    one.append('image', photo, 'a.jpg');
    const ok = await send('POST', '/api/admin/upload/image', {
      headers: { Authorization: `Basic ${token}` },
      body: one,
    });
    expect(ok.status).toBe(201);
    expect(await count('media_upload')).toBe(before.media + 1);
  });

  describe('GraphQL refusals before any operation runs', () => {
    const gql = (init: { headers?: Record<string, string>; body?: BodyInit; method?: string }) =>
      send(init.method ?? 'POST', '/graphql', { headers: init.headers, body: init.body });
    const json = { 'Content-Type': 'application/json' };
    const only = (answer: { body: Json }) => {
      expect(answer.body.errors).toHaveLength(1);
      return answer.body.errors[0] as { message: string; extensions: { code: string } };
    };

    it('answers a body that is not JSON, or too large, in GraphQL’s form and in French', async () => {
      const broken = await gql({ headers: json, body: '{"query":' });
      expect(broken.status).toBe(400);
      expect(only(broken)).toEqual({
        message: 'Corps de requête JSON invalide',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const large = await gql({
        headers: json,
        body: JSON.stringify({ query: `{ __typename }${' '.repeat(1_100_000)}` }),
      });
      expect(large.status).toBe(413);
      expect(only(large)).toEqual({ message: 'Requête trop volumineuse', extensions: { code: 'PAYLOAD_TOO_LARGE' } });
    });

    it('explains the CSRF protection, batching and methods in French', async () => {
      // A GET without a preflight header is what a cross-site <img> or form could send.
      const simple = await send('GET', `/graphql?query=${encodeURIComponent('{ __typename }')}`, {
        headers: { Accept: 'application/json' },
      });
      expect(simple.status).toBe(400);
      expect(only(simple)).toEqual({
        message: expect.stringMatching(/^Requête refusée par la protection CSRF : .*Apollo-Require-Preflight: true/),
        extensions: { code: 'BAD_REQUEST' },
      });
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/graphql']) {
        const wrongType = await gql({ headers: { 'Content-Type': type }, body: '{"query":"{ __typename }"}' });
        expect({ type, status: wrongType.status }).toEqual({ type, status: 415 });
        expect(only(wrongType)).toEqual({
          message:
            'Corps de requête attendu en JSON (application/json), ou en multipart/form-data pour un envoi de fichier',
          extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' },
        });
      }
      const batch = await gql({
        headers: json,
        body: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
      });
      expect(batch.status).toBe(400);
      expect(only(batch)).toEqual({
        message: 'Requêtes groupées refusées : envoyez une seule opération par requête',
        extensions: { code: 'BAD_REQUEST' },
      });
      const put = await gql({ method: 'PUT', headers: json, body: '{"query":"{ __typename }"}' });
      expect(put.status).toBe(405);
      expect(put.headers.get('allow')).toBe('GET, POST');
      expect(only(put)).toEqual({
        message: 'Méthode non autorisée pour /graphql : GET ou POST seulement',
        extensions: { code: 'METHOD_NOT_ALLOWED' },
      });
      // What works still does.
      const ok = await gql({ headers: json, body: '{"query":"{ __typename }"}' });
      expect(ok.body).toEqual({ data: { __typename: 'Query' } });
    });

    it('says what is wrong with the operation itself, each with its own sentence', async () => {
      const preflight = { 'Apollo-Require-Preflight': 'true', Accept: 'application/json' };
      const cases: [string, Promise<{ status: number; body: Json }>, number, string, string][] = [
        ['empty body', gql({ headers: json, body: '{}' }), 400, 'BAD_REQUEST', REQUEST_MESSAGES.body],
        [
          'query not a string',
          gql({ headers: json, body: '{"query":42}' }),
          400,
          'BAD_REQUEST',
          REQUEST_MESSAGES.query,
        ],
        [
          'variables as a string',
          gql({ headers: json, body: '{"query":"{ __typename }","variables":"{}"}' }),
          400,
          'BAD_REQUEST',
          REQUEST_MESSAGES.variables,
        ],
        [
          'operationName not a string',
          gql({ headers: json, body: '{"query":"{ __typename }","operationName":1}' }),
          400,
          'BAD_REQUEST',
          REQUEST_MESSAGES.operationName,
        ],
        ['no query', gql({ headers: json, body: '{"variables":{}}' }), 400, 'BAD_REQUEST', REQUEST_MESSAGES.noQuery],
        [
          'GET variables not JSON',
          send('GET', '/graphql?query=%7B__typename%7D&variables=%7Bx', { headers: preflight }),
          400,
          'BAD_REQUEST',
          REQUEST_MESSAGES.variables,
        ],
        [
          'GET query twice',
          send('GET', '/graphql?query=%7B__typename%7D&query=%7B__typename%7D', { headers: preflight }),
          400,
          'BAD_REQUEST',
          REQUEST_MESSAGES.repeated('query'),
        ],
        [
          'GET with a body type',
          send('GET', '/graphql?query=%7B__typename%7D', { headers: { ...preflight, 'Content-Type': 'text/plain' } }),
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          REQUEST_MESSAGES.getType,
        ],
        [
          'an answer type it cannot give',
          gql({ headers: { ...json, Accept: 'text/html' }, body: '{"query":"{ __typename }"}' }),
          406,
          'NOT_ACCEPTABLE',
          REQUEST_MESSAGES.accept,
        ],
        // Apollo's own refusal, known by its status: a mutation sent by GET.
        [
          'GET mutation',
          send('GET', `/graphql?query=${encodeURIComponent('mutation { adminLogout }')}`, { headers: preflight }),
          405,
          'METHOD_NOT_ALLOWED',
          'En GET, seules les lectures (query) sont acceptées : envoyez les mutations en POST',
        ],
      ];
      for (const [name, answer, status, code, message] of cases) {
        const { status: got, body } = await answer;
        expect({ name, status: got, error: only({ body }) }).toEqual({
          name,
          status,
          error: { message, extensions: { code } },
        });
      }
      // A GET that follows the rules is answered.
      const get = await send('GET', '/graphql?query=%7B__typename%7D', { headers: preflight });
      expect(get.body).toEqual({ data: { __typename: 'Query' } });
    });

    it('refuses a multipart upload with more than one file, keeping nothing', async () => {
      const before = { files: storedFiles(gateway, db.env.DATA_DIR), media: await count('media_upload') };
      const photo = new Blob([new Uint8Array(fixture('photo.png'))], { type: 'image/png' });
      const upload = (map: Record<string, string[]>, files: number) => {
        const form = new FormData();
        form.append(
          'operations',
          JSON.stringify({
            query: 'mutation ($file: Upload!) { uploadMedia(file: $file) { url } }',
            variables: { file: null },
          }),
        );
        form.append('map', JSON.stringify(map));
        for (let i = 0; i < files; i++) form.append(String(i), photo, `${i}.png`);
        return gql({ headers: { Authorization: `Basic ${token}`, 'Apollo-Require-Preflight': 'true' }, body: form });
      };
      const tooMany = { message: 'Un seul fichier par requête (maximum 1)', extensions: { code: 'BAD_USER_INPUT' } };
      // The map names two files: refused before any operation runs.
      const twoInMap = await upload({ 0: ['variables.file'], 1: ['variables.file'] }, 2);
      expect(twoInMap.status).toBe(400);
      expect(only(twoInMap)).toEqual(tooMany);
      // The map names one, a second file part follows: the parser stops and fails the first file, so the mutation
      // fails, saving nothing.
      const extraPart = await upload({ 0: ['variables.file'] }, 2);
      expect(extraPart.body.data).toBeNull();
      expect(only(extraPart)).toMatchObject(tooMany);
      await expect.poll(() => storedFiles(gateway, db.env.DATA_DIR)).toEqual(before.files);
      expect(await count('media_upload')).toBe(before.media);
      const one = await upload({ 0: ['variables.file'] }, 1);
      expect(one.body.data?.uploadMedia.url).toMatch(/^\/uploads\//);
    });

    it('refuses an operation that asks for too much, with its cost', async () => {
      const query = `{ ${Array.from({ length: 100 }, (_, i) => `a${i}: realisations(first: 100) { nodes { id } }`).join(' ')} }`;
      const answer = await gql({ headers: json, body: JSON.stringify({ query }) });
      expect(answer.status).toBe(400);
      expect(answer.body.data).toBeUndefined();
      expect(only(answer)).toEqual({
        message: expect.stringMatching(/^Requête trop coûteuse : coût estimé 20100, maximum 5000\./),
        extensions: { code: 'QUERY_TOO_COMPLEX', cost: 20_100, maximumCost: 5000 },
      });
      // Fragments that spread each other ten times, five levels deep: 100,000 selections once expanded.
      const levels = Array.from(
        { length: 5 },
        (_, n) => `fragment F${n + 1} on Query { ${Array.from({ length: 10 }, () => `...F${n}`).join(' ')} }`,
      );
      const bomb = `query { ...F5 } fragment F0 on Query { __typename } ${levels.join(' ')}`;
      const exploded = await gql({ headers: json, body: JSON.stringify({ query: bomb }) });
      expect(exploded.status).toBe(400);
      expect(only(exploded)).toEqual({
        message: 'Requête trop coûteuse : maximum 5000. Répartissez-la en plusieurs requêtes.',
        extensions: { code: 'QUERY_TOO_COMPLEX', maximumCost: 5000 },
      });
      const page = await gql({
        headers: json,
        body: JSON.stringify({ query: '{ realisations(first: 100) { nodes { id } } }' }),
      });
      expect(page.body.errors).toBeUndefined();
    });
  });

  describe('CORS_ORIGINS', () => {
    const allowed = 'https://admin.exemple.fr';
    const stranger = 'https://ailleurs.exemple.com';

    it('answers the preflight of an allowed origin, and only of it', async () => {
      const preflight = (origin: string) =>
        send('OPTIONS', '/api/admin/realizations/1', {
          headers: {
            Origin: origin,
            'Access-Control-Request-Method': 'PUT',
            'Access-Control-Request-Headers': 'authorization, content-type',
          },
        });
      const ok = await preflight(allowed);
      expect(ok.status).toBe(204);
      expect(ok.headers.get('access-control-allow-origin')).toBe(allowed);
      expect(ok.headers.get('access-control-allow-methods')).toContain('PUT');
      expect(ok.headers.get('access-control-allow-headers')).toMatch(/Authorization.*Content-Type/);
      expect(ok.headers.get('access-control-allow-credentials')).toBeNull();
      expect(ok.headers.get('vary')).toMatch(/Origin/);
      const refused = await preflight(stranger);
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
      const graphqlPreflight = await send('OPTIONS', '/graphql', {
        headers: { Origin: 'https://www.exemple.fr', 'Access-Control-Request-Method': 'POST' },
      });
      expect(graphqlPreflight.headers.get('access-control-allow-origin')).toBe('https://www.exemple.fr');
    });

    it('lets an allowed origin read REST and GraphQL answers, with Vary: Origin on every answer', async () => {
      const rest = await send('GET', '/api/health', { headers: { Origin: allowed } });
      expect(rest.headers.get('access-control-allow-origin')).toBe(allowed);
      expect(rest.headers.get('access-control-expose-headers')).toContain('Retry-After');
      expect(rest.headers.get('vary')).toMatch(/Origin/);
      const gql = await send('POST', '/graphql', {
        headers: { Origin: allowed, 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: '{ adminMe { username } }' }),
      });
      expect(gql.headers.get('access-control-allow-origin')).toBe(allowed);
      expect(gql.body.data.adminMe.username).toBe(adminEnv.ADMIN_USERNAME);
      const other = await send('GET', '/api/health', { headers: { Origin: stranger } });
      expect(other.status).toBe(200);
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
      expect(other.headers.get('vary')).toMatch(/Origin/);
    });

    it('lets pages of other origins show the media', async () => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(fixture('photo.png'))], { type: 'image/png' }), 'a.png');
      const uploaded = await send('POST', '/api/admin/upload/image', {
        headers: { Authorization: `Basic ${token}` },
        body: form,
      });
      const media = await send('GET', uploaded.body.data.url, { headers: { Origin: allowed } });
      expect(media.status).toBe(200);
      expect(media.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(media.headers.get('access-control-allow-origin')).toBe(allowed);
    });
  });
});
