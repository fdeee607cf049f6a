// Issue 7, part 4 (fast variant): property-based bad input on every REST and GraphQL endpoint, public and admin,
// with and without a session. FUZZ_RUNS cases per endpoint (default 8), FUZZ_SEED to replay a run; the benchmark
// (tests/bench/fuzz.bench.mjs) runs the same generators 2,000 times per endpoint.
import fc from 'fast-check';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { adminEnv, TEST_ADMIN, type Json } from '../support/admin.js';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';
import {
  consistencyProblems,
  createFuzzContext,
  cursor,
  DEFAULT_SEED,
  describeCase,
  fuzzEndpoints,
  graphqlProblems,
  htmlProblems,
  multipartBody,
  restProblems,
  runCase,
  send,
  type FuzzContext,
} from '../support/fuzz-cases.mjs';
import { startTestGateway } from '../support/gateway.js';

const runs = Number(process.env.FUZZ_RUNS ?? 8);
const seed = Number(process.env.FUZZ_SEED ?? DEFAULT_SEED);

describe('bad input on every REST and GraphQL endpoint', () => {
  let db: TestDatabase;
  let gateway: RunningGateway;
  let ctx: FuzzContext;
  beforeAll(async () => {
    db = await createTestDatabase('embedded');
    // Sign-in lockouts kept short (the fuzzer fails sign-ins on purpose); X-Forwarded-For trusted so the fuzzer
    // speaks from many addresses.
    gateway = await startTestGateway(db, { ...adminEnv, TRUST_PROXY: '1', LOGIN_LOCKOUT_MAX_SECONDS: '1' });
    ctx = await createFuzzContext({ baseUrl: gateway.url, admin: TEST_ADMIN });
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
  });

  const get = (path: string, headers: Record<string, string> = { accept: 'application/json' }) =>
    send(ctx.baseUrl, { path, headers });
  const gql = async (query: string, variables: Record<string, unknown>, token: string | null = null) => {
    const response = await send(ctx.baseUrl, {
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    expect(graphqlProblems(response)).toEqual([]);
    return JSON.parse(response.text) as Json;
  };

  // Regressions: each of these answered 500 (or broke the page, or ended the process) before the fix named.
  it('refuses NUL characters and broken percent-encoding in REST paths with 4xx, not 500', async () => {
    // Catalogue slugs checked before the query (services/vehicles/catalogue.ts).
    for (const path of ['/api/vehicles/car/%00/models', '/api/vehicles/car/volkswagen%00/models']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(restProblems(response)).toEqual([]);
    }
    // The router's URIError mapped to 400 (rest/errors.ts).
    for (const path of ['/api/realizations/center/%E0%A4%A', '/api/vehicles/%2f/x/y/2020/%E0%A4%A']) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      expect(restProblems(response)).toEqual([]);
    }
    // The configurator page of a path with NUL is a 404 page.
    const page = await get('/reprogrammation/voiture/%00', { accept: 'text/html' });
    expect(page.status).toBe(404);
    expect(htmlProblems(page, ctx.baselineScripts ?? 1)).toEqual([]);
  });

  it('refuses a NUL character in a sign-in name like any wrong name (auth/sessions.ts)', async () => {
    const response = await send(ctx.baseUrl, {
      method: 'POST',
      path: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: `${TEST_ADMIN.username}\u0000`, password: TEST_ADMIN.password }),
    });
    expect(response.status).toBe(401);
    expect(restProblems(response, { login: true })).toEqual([]);
    const login = await gql(
      'mutation ($u: String!, $p: String!) { adminLogin(username: $u, password: $p) { __typename } }',
      { u: 'a\u0000b', p: 'x' },
    );
    expect(login.data.adminLogin.__typename).toBe('AdminLoginRejected');
  });

  it('answers bad gallery cursors and NUL filters as input errors or empty lists (realisations/reads.ts)', async () => {
    const query =
      'query ($after: String, $centre: ID, $brand: String) { realisations(after: $after, centre: $centre, brand: $brand) { nodes { id } } }';
    for (const after of [
      cursor([true, 1, '2024-99-99', 1]),
      cursor([false, 1e20, '2024-01-01', 1]),
      cursor([true, 0, '0000-01-01', 1]),
    ]) {
      const answer = await gql(query, { after });
      expect(answer.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    }
    expect((await gql(query, { centre: 'nice\u0000' })).data.realisations.nodes).toEqual([]);
    expect((await gql(query, { brand: '\u0000' })).data.realisations.nodes).toEqual([]);
    const admin = await gql('query ($c: ID) { adminRealisations(centre: $c) { id } }', { c: '\u0000' }, ctx.token);
    expect(admin.data.adminRealisations).toEqual([]);
  });

  it('answers an explicit null for a defaulted argument as BAD_USER_INPUT (http/graphql.ts)', async () => {
    for (const field of ['adminAudit', 'adminContactRequests']) {
      const answer = await gql(`query ($n: Int) { ${field}(first: $n) { id } }`, { n: null }, ctx.token);
      expect(answer.errors[0].extensions.code, field).toBe('BAD_USER_INPUT');
    }
    const page = await gql('query ($n: Int) { realisations(first: $n) { nodes { id } } }', { n: null });
    expect(page.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a NUL character in a one-line field, and stores a message without it (contract/src/form-fields.ts)', async () => {
    const submit = (name: string) =>
      gql(
        `mutation ($i: ContactRequestInput!) { submitContactRequest(input: $i) {
          __typename ... on ContactRequestInvalid { fieldErrors { field message } } } }`,
        { i: { name, phone: '0612345678', message: 'Bonjour, un devis\u0000 svp.', consent: true } },
      );
    const refused = await submit('Zoé\u0000 Martin');
    expect(refused.data.submitContactRequest).toEqual({
      __typename: 'ContactRequestInvalid',
      fieldErrors: [{ field: 'name', message: 'Caractères invisibles refusés : retapez ce champ.' }],
    });
    expect((await submit('Zoé Martin')).data.submitContactRequest.__typename).toBe('ContactRequestAccepted');
    const stored = await gql('{ adminContactRequests(first: 1) { name message } }', {}, ctx.token);
    expect(stored.data.adminContactRequests[0]).toEqual({ name: 'Zoé Martin', message: 'Bonjour, un devis svp.' });
  });

  it('answers GraphQL uploads without their file as input errors and survives a broken map (http/graphql.ts)', async () => {
    const operations = JSON.stringify({
      query: 'mutation ($file: Upload!) { uploadMedia(file: $file) { url } }',
      variables: { file: null },
    });
    const upload = (parts: Parameters<typeof multipartBody>[0]['parts']) =>
      send(ctx.baseUrl, {
        method: 'POST',
        path: '/graphql',
        headers: {
          authorization: `Bearer ${ctx.token}`,
          'apollo-require-preflight': 'true',
          'content-type': 'multipart/form-data; boundary=b',
          accept: 'application/json',
        },
        body: multipartBody({ boundary: 'b', parts }),
      });
    const map = { name: 'map', data: JSON.stringify({ 0: ['variables.file'] }) };
    for (const parts of [
      [{ name: 'operations', data: operations }, map],
      [{ name: 'operations', data: operations }, map, { name: '0', filename: '', data: Buffer.from('abcd') }],
    ]) {
      const response = await upload(parts);
      expect(graphqlProblems(response)).toEqual([]);
      expect(JSON.parse(response.text).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    }
    // An array as map, then a part whose header holds control characters: two parser errors in one request.
    const broken = await upload([
      { name: 'operations', data: operations },
      { name: 'map', data: '[[false, 1]]' },
      { name: '0', filename: '=\u0010RQy%\u001ff', data: Buffer.from('abc') },
    ]);
    expect(broken.status).toBe(400);
    expect((await get('/api/health')).status).toBe(200);
  });

  it('drops a REST upload whose parts cannot be read without leaving its work folder (rest/admin.ts)', async () => {
    // A part header with a control character: busboy errors, then still announces the next part as a file stream
    // that never ends. The upload pipeline used to wait for it forever.
    const part = (filename: string) => ({ name: 'image', filename, data: Buffer.alloc(0) });
    const response = await send(ctx.baseUrl, {
      method: 'POST',
      path: '/api/admin/upload/image',
      headers: { authorization: `Basic ${ctx.token}`, 'content-type': 'multipart/form-data; boundary=b' },
      body: multipartBody({ boundary: 'b', parts: [part('\u000b'), part('b.jpg')], breakage: 'no-end' }),
    });
    expect(response.status).toBe(400);
    expect(restProblems(response)).toEqual([]);
    // The answer may leave before the pipeline has removed its work folder: wait for that, not for a set time.
    const work = path.join(db.env.DATA_DIR, 'tmp', 'uploads');
    await vi.waitFor(() => expect(existsSync(work) ? readdirSync(work) : []).toEqual([]), { timeout: 15_000 });
  });

  it('keeps the head of a realisation page intact whatever the title holds (http/render/document.ts)', async () => {
    if (ctx.baselineScripts === null) return; // client not built: no HTML pages
    const save = `mutation ($input: RealisationInput!) { createRealisation(input: $input) {
      ... on AdminRealisation { id slug } ... on RealisationInvalid { message } } }`;
    for (const title of [
      "$' et $& et $` et $$",
      '</title><script>alert(1)</script>',
      '</script><script>x()</script>',
    ]) {
      const input = { centre: ctx.centres[0], title, description: title, vehicleInfo: { brand: 'Audi', model: 'A3' } };
      const saved = (await gql(save, { input }, ctx.token)).data.createRealisation;
      ctx.state.ids.push(saved.id);
      ctx.state.galleries.set(saved.id, 0);
      const page = await get(`/realisations/${saved.id}-${saved.slug}`, { accept: 'text/html' });
      expect(htmlProblems(page, ctx.baselineScripts)).toEqual([]);
      expect(page.text).toContain(
        `<title>${title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')} à ${ctx.centreNames.get(ctx.centres[0]!)} |`,
      );
    }
  });

  it(
    `never answers 5xx, leaks or badly shaped refusals, and round-trips valid admin writes (${runs} cases per endpoint, seed ${seed})`,
    { timeout: 300_000 },
    async () => {
      const failures: string[] = [];
      for (const endpoint of fuzzEndpoints(ctx)) {
        try {
          await fc.assert(
            fc.asyncProperty(endpoint.arbitrary, async (fuzzCase) => {
              const result = await runCase(ctx, endpoint, fuzzCase);
              if (result.problems.length) {
                const problems = result.problems.join('\n  ');
                throw new Error(`${result.status} ${result.path}\n  ${problems}\n  cas : ${describeCase(fuzzCase)}`);
              }
            }),
            { numRuns: runs, seed, examples: (endpoint.examples ?? []).map((example) => [example]) },
          );
        } catch (error) {
          failures.push(`${endpoint.name} (FUZZ_SEED=${seed}):\n${String((error as Error).message).slice(0, 3000)}`);
        }
      }
      expect(failures.join('\n\n')).toBe('');
    },
  );

  it('leaves the database and the media folder consistent with what was acknowledged', async () => {
    const problems = await consistencyProblems({
      query: (sql) => gateway.database.dataSource.query(sql),
      dataDir: db.env.DATA_DIR,
      state: ctx.state,
    });
    expect(problems).toEqual([]);
  });
});
