import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { totpCode } from '../../gateway/src/auth/totp.js';
import {
  adminEnv,
  call,
  fixture,
  signIn,
  signInAfterLockout,
  storedFiles,
  TEST_ADMIN,
  uploadFile,
  type Json,
} from '../support/admin.js';
import { backends, createTestDatabase, type TestDatabase } from '../support/databases.js';
import { graphql, repoRoot, startTestGateway } from '../support/gateway.js';

const count = async (gateway: RunningGateway, table: string) =>
  ((await gateway.database.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`)) as [{ n: number }])[0].n;

/** The admin form of the spec (section 3) as the REST adapter receives it. */
const form = (overrides: Record<string, unknown> = {}) => ({
  centre: 'montpellier',
  type: 'photo',
  title: 'Golf 7 GTI Stage 1',
  description: 'Reprogrammation sur banc, trois passages.',
  date: '2026-10-02',
  vehicleInfo: { brand: 'Volkswagen', model: 'Golf', year: '2018', engine: '2.0 TSI 230' },
  gains: { powerBefore: '230', powerAfter: '290', torqueBefore: 350, torqueAfter: '' },
  modifications: ['  Stage 1 ', 'Stage 1', '', 'Pop & bang'],
  featured: false,
  status: 'active',
  sort_order: '',
  ...overrides,
});

describe.each(backends)('admin REST and GraphQL on the %s database', (backend) => {
  let db: TestDatabase;
  let gateway: RunningGateway;
  let token: string;
  beforeAll(async () => {
    db = await createTestDatabase(backend);
    gateway = await startTestGateway(db, adminEnv);
    token = await signIn(gateway.url);
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
  });

  it('refuses every admin path without a valid token, with 401 and a French error', async () => {
    const paths: [string, string][] = [
      ['GET', '/admin/status'],
      ['POST', '/admin/logout'],
      ['GET', '/admin/realizations'],
      ['POST', '/admin/realizations'],
      ['PUT', '/admin/realizations/1'],
      ['PATCH', '/admin/realizations/1/status'],
      ['PATCH', '/admin/realizations/1/featured'],
      ['DELETE', '/admin/realizations/1'],
      ['POST', '/admin/upload/image'],
      ['POST', '/admin/upload/media'],
    ];
    for (const [method, apiPath] of paths) {
      for (const bad of [undefined, 'pas-un-jeton', 'A'.repeat(43)]) {
        const body = method === 'GET' || method === 'DELETE' ? undefined : {};
        const answer = await call(gateway.url, method, apiPath, { token: bad, body });
        expect(answer.status, `${method} ${apiPath}`).toBe(401);
        expect(answer.body.error).toBe('Session expirée ou invalide : reconnectez-vous');
      }
    }
    expect(await count(gateway, 'realisation')).toBe(0);
  });

  it('signs in with the spec’s shapes: data.token on success, the text in message on failure', async () => {
    const ok = await call(gateway.url, 'POST', '/admin/login', { body: TEST_ADMIN });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ username: TEST_ADMIN.username });
    expect(ok.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    const stored = (await gateway.database.dataSource.query('SELECT token_hash FROM admin_session')) as {
      token_hash: string;
    }[];
    expect(stored.map((s) => s.token_hash)).not.toContain(ok.body.data.token);

    const wrong = await call(gateway.url, 'POST', '/admin/login', {
      body: { username: TEST_ADMIN.username, password: 'mauvais-mot-de-passe' },
    });
    const unknown = await call(gateway.url, 'POST', '/admin/login', {
      body: { username: 'personne', password: 'mauvais-mot-de-passe' },
    });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual({ message: 'Nom d’utilisateur ou mot de passe incorrect' });
    expect(unknown.body).toEqual(wrong.body);
    const missing = await call(gateway.url, 'POST', '/admin/login', { body: { username: 'atelier' } });
    expect(missing).toMatchObject({
      status: 400,
      body: { message: 'Le nom d’utilisateur et le mot de passe sont obligatoires' },
    });
  });

  it('reads the status with Basic or Bearer, and logout revokes the token', async () => {
    const own = await signIn(gateway.url);
    for (const scheme of ['Basic', 'Bearer'] as const) {
      const status = await call(gateway.url, 'GET', '/admin/status', { token: own, scheme });
      expect(status.status).toBe(200);
      expect(status.body).toMatchObject({ authenticated: true, admin: { username: TEST_ADMIN.username } });
    }
    expect((await call(gateway.url, 'POST', '/admin/logout', { token: own })).status).toBe(200);
    expect((await call(gateway.url, 'GET', '/admin/status', { token: own })).status).toBe(401);
  });

  it('ends sessions after the idle time and after the absolute lifetime', async () => {
    const idle = await signIn(gateway.url);
    const old = await signIn(gateway.url);
    const sql = gateway.database.dataSource;
    // Moving the clocks of the stored sessions back stands in for waiting hours.
    await sql.query(
      `UPDATE admin_session SET last_seen_at = now() - interval '3 hours' WHERE token_hash = encode(sha256($1::bytea), 'hex')`,
      [idle],
    );
    await sql.query(
      `UPDATE admin_session SET expires_at = now() - interval '1 second' WHERE token_hash = encode(sha256($1::bytea), 'hex')`,
      [old],
    );
    expect((await call(gateway.url, 'GET', '/admin/status', { token: idle })).status).toBe(401);
    expect((await call(gateway.url, 'GET', '/admin/status', { token: old })).status).toBe(401);
    expect((await call(gateway.url, 'GET', '/admin/status', { token })).status).toBe(200);
  });

  it('stores an uploaded photo upright, without EXIF or GPS, as WebP derivatives and a thumbnail', async () => {
    const answer = await uploadFile(
      gateway.url,
      token,
      '/admin/upload/image',
      'image',
      fixture('rotated-gps.jpg'),
      'IMG_0001.jpg',
    );
    expect(answer.status).toBe(201);
    expect(answer.body.data.url).toMatch(/^\/uploads\/[A-Za-z0-9]+-1600\.webp$/);
    expect(answer.body.data.thumbnailUrl).toMatch(/^\/uploads\/[A-Za-z0-9]+-thumb\.webp$/);
    const served = await fetch(`${gateway.url}${answer.body.data.url}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
    expect(bytes.includes(Buffer.from('GPS'))).toBe(false);
    // The fixture is stored sideways with orientation 6: upright it is wider than tall, red band at the top.
    expect(meta.width!).toBeGreaterThan(meta.height!);
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    const [r = 0, g = 0, b = 0] = pixel(Math.floor(info.width / 2), 3);
    expect(r).toBeGreaterThan(180);
    expect(g + b).toBeLessThan(150);
  });

  it('accepts PNG, WebP, AVIF and an iPhone HEIC photo, and videos on the media field', async () => {
    for (const name of ['photo.png', 'photo.webp', 'photo.avif', 'iphone.heic']) {
      const answer = await uploadFile(gateway.url, token, '/admin/upload/image', 'image', fixture(name), name);
      expect(answer.status, name).toBe(201);
      const meta = await sharp(
        Buffer.from(await (await fetch(`${gateway.url}${answer.body.data.url}`)).arrayBuffer()),
      ).metadata();
      expect(meta.format, name).toBe('webp');
    }
    for (const name of ['clip.mp4', 'clip.mov', 'clip.webm']) {
      const answer = await uploadFile(gateway.url, token, '/admin/upload/media', 'media', fixture(name), name);
      expect(answer.status, name).toBe(201);
      expect(answer.body.data.url, name).toMatch(/^\/uploads\/[A-Za-z0-9]+\.(mp4|webm)$/);
      expect(answer.body.data.thumbnailUrl, name).toMatch(/-thumb\.webp$/);
      const video = Buffer.from(await (await fetch(`${gateway.url}${answer.body.data.url}`)).arrayBuffer());
      expect(video.includes(Buffer.from('+43.6')), `${name} location kept`).toBe(false);
    }
  });

  it('refuses bad files with their status and a clear message, and keeps nothing of them', async () => {
    const before = { files: storedFiles(gateway, db.env.DATA_DIR), media: await count(gateway, 'media_upload') };
    const cases: [string, string, string, Buffer, number, RegExp][] = [
      ['/admin/upload/image', 'image', 'fake.jpg', fixture('fake.jpg'), 415, /Type de fichier non pris en charge/],
      [
        '/admin/upload/image',
        'image',
        'drawing.svg',
        fixture('drawing.svg'),
        415,
        /Type de fichier non pris en charge/,
      ],
      [
        '/admin/upload/media',
        'media',
        'drawing.svg',
        fixture('drawing.svg'),
        415,
        /Type de fichier non pris en charge/,
      ],
      ['/admin/upload/image', 'image', 'truncated.jpg', fixture('truncated.jpg'), 400, /Image illisible ou incomplète/],
      ['/admin/upload/image', 'image', 'clip.mp4', fixture('clip.mp4'), 415, /Ce champ attend une image/],
      ['/admin/upload/image', 'image', 'vide.jpg', Buffer.alloc(0), 400, /Fichier vide/],
      [
        '/admin/upload/image',
        'photo',
        'photo.png',
        fixture('photo.png'),
        400,
        /Aucun fichier reçu dans le champ « image »/,
      ],
    ];
    for (const [apiPath, field, name, bytes, status, message] of cases) {
      const answer = await uploadFile(gateway.url, token, apiPath, field, bytes, name);
      expect(answer.status, name).toBe(status);
      expect(answer.body.error, name).toMatch(message);
    }
    const notMultipart = await call(gateway.url, 'POST', '/admin/upload/image', { token, body: { image: 'x' } });
    expect(notMultipart.status).toBe(415);
    expect(storedFiles(gateway, db.env.DATA_DIR)).toEqual(before.files);
    expect(await count(gateway, 'media_upload')).toBe(before.media);
  });

  it('creates a realisation with the form rules, lists it, and refuses bad forms without saving anything', async () => {
    const photo = await uploadFile(gateway.url, token, '/admin/upload/image', 'image', fixture('photo.png'), 'a.png');
    const created = await call(gateway.url, 'POST', '/admin/realizations', {
      token,
      body: form({
        gallery: [{ url: photo.body.data.url, type: 'photo', alt: 'Vue avant', isPrimary: true, sortOrder: 0 }],
      }),
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      centre: 'montpellier',
      title: 'Golf 7 GTI Stage 1',
      vehicle_year: 2018,
      power_before: 230,
      power_after: 290,
      torque_before: 350,
      torque_after: null,
      modifications: ['Stage 1', 'Pop & bang'],
      sort_order: 0,
      status: 'active',
      media_url: photo.body.data.url,
      thumbnail_url: photo.body.data.thumbnailUrl,
    });

    const before = await count(gateway, 'realisation');
    const refusals: [Record<string, unknown>, string][] = [
      [{ title: '  ' }, 'Le centre et le titre sont obligatoires'],
      [{ centre: '' }, 'Le centre et le titre sont obligatoires'],
      [{ vehicleInfo: { brand: 'Volkswagen', model: '' } }, 'La marque et le modèle du véhicule sont obligatoires'],
      [
        { vehicleInfo: { brand: 'Audi', model: 'A3', year: 1899 } },
        `Année : entre 1900 et ${new Date().getFullYear() + 1}`,
      ],
      [
        { vehicleInfo: { brand: 'Audi', model: 'A3', year: new Date().getFullYear() + 2 } },
        `Année : entre 1900 et ${new Date().getFullYear() + 1}`,
      ],
      [{ gains: { powerBefore: 'beaucoup' } }, 'Puissance avant : nombre entier attendu'],
      [{ centre: 'atlantide' }, 'Centre inconnu'],
      [{ title: 'x'.repeat(151) }, 'Titre : 150 caractères au plus'],
      [{ media_url: '/uploads/inconnu-1600.webp' }, 'Média inconnu : envoyez le fichier avant d’enregistrer'],
      [{ media_url: 'javascript:alert(1)' }, 'Les médias doivent être envoyés avec l’upload du site'],
      [{ gallery: [{ url: '/uploads/../../etc/passwd' }] }, 'Les médias doivent être envoyés avec l’upload du site'],
    ];
    for (const [overrides, message] of refusals) {
      const answer = await call(gateway.url, 'POST', '/admin/realizations', { token, body: form(overrides) });
      expect(answer.status, message).toBe(400);
      expect(answer.body).toEqual({ error: message });
    }
    expect(await count(gateway, 'realisation')).toBe(before);

    const listed = await call(gateway.url, 'GET', '/admin/realizations?centre=montpellier&status=', { token });
    expect(listed.body.data.map((r: Json) => r.id)).toContain(created.body.data.id);
    expect((await call(gateway.url, 'GET', '/admin/realizations?status=inactive', { token })).body.data).toEqual([]);
  });

  it('attaches a power-bench run from its CSV: kept on edits, refused whole with its lines, shown in public', async () => {
    const sample = readFileSync(path.join(repoRoot, 'docs/samples/banc-de-puissance.csv'), 'utf8');
    const created = await call(gateway.url, 'POST', '/admin/realizations', {
      token,
      body: form({ title: 'Banc 308', bench_run_csv: sample }),
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    expect(created.body.data.bench_run.before).toHaveLength(19);
    expect(created.body.data.bench_run.after[0]).toEqual({ rpm: 1500, powerHp: 50.8, torqueNm: 238 });

    // A bad file changes nothing: the answer names its lines, the stored run stays.
    const bad = sample.replace('avant;2000;65,5;230,0', 'avant;2000;6S,5;230,0');
    const refused = await call(gateway.url, 'PUT', `/admin/realizations/${id}`, {
      token,
      body: form({ title: 'Banc 308 modifié', bench_run_csv: bad }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(
      /^Relevé de banc refusé : ligne \d+ : puissance \(ch\) « 6S,5 » n’est pas un nombre/,
    );
    // An edit without the field keeps the run (the spec's clients do not know it).
    const edited = await call(gateway.url, 'PUT', `/admin/realizations/${id}`, {
      token,
      body: form({ title: 'Banc 308 modifié' }),
    });
    expect(edited.body.data).toMatchObject({ title: 'Banc 308 modifié' });
    expect(edited.body.data.bench_run.after).toHaveLength(19);

    // Public reads: REST's extra field and GraphQL's curves with their peaks.
    const publicRest = (await (await fetch(`${gateway.url}/api/realizations/center/montpellier`)).json()) as Json;
    const listed = publicRest.data.find((r: Json) => r.id === id);
    expect(listed.bench_run.before[0]).toEqual({ rpm: 1500, powerHp: 38.9, torqueNm: 182 });
    const { data } = await graphql<{ realisation: Json }>(
      gateway.url,
      `{ realisation(id: "${id}") { benchRun { peakBefore { powerHp powerRpm torqueNm } peakAfter { powerHp } after { rpm } } } }`,
    );
    expect(data!.realisation.benchRun).toMatchObject({
      peakBefore: { powerHp: 132.1, powerRpm: 5000, torqueNm: 230 },
      peakAfter: { powerHp: 156.6 },
    });

    // GraphQL: a bad file is the form's own failure, on its field; an empty one removes the run.
    const save = (csv: string) =>
      graphql<{ updateRealisation: Json }>(
        gateway.url,
        `mutation ($input: RealisationInput!) { updateRealisation(id: "${id}", input: $input) {
           __typename ... on RealisationInvalid { message field } ... on AdminRealisation { benchRun { before { rpm } } } } }`,
        {
          input: {
            centre: 'montpellier',
            title: 'Banc 308',
            vehicleInfo: { brand: 'Peugeot', model: '308' },
            benchRunCsv: csv,
          },
        },
        token,
      );
    expect((await save('courbe;regime;puissance\navant;2000;100')).data!.updateRealisation).toEqual({
      __typename: 'RealisationInvalid',
      message: 'Relevé de banc refusé : ligne 1 : colonne(s) manquante(s) : couple (Nm)',
      field: 'benchRun',
    });
    expect((await save('')).data!.updateRealisation).toEqual({ __typename: 'AdminRealisation', benchRun: null });

    // The form's preview: the same reading, nothing stored, for administrators only.
    const preview = (csv: string, as?: string) =>
      graphql<{ benchRunPreview: Json }>(
        gateway.url,
        'query ($csv: String!) { benchRunPreview(csv: $csv) { problem run { peakAfter { powerHp torqueNm } } } }',
        { csv },
        as,
      );
    expect((await preview(sample, token)).data!.benchRunPreview).toEqual({
      problem: null,
      run: { peakAfter: { powerHp: 156.6, torqueNm: 280 } },
    });
    expect((await preview(bad, token)).data!.benchRunPreview).toEqual({
      problem: expect.stringMatching(/^Relevé de banc refusé : ligne \d+ : puissance \(ch\) « 6S,5 »/),
      run: null,
    });
    expect((await preview(sample)).errors![0]!.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    const stored = await graphql<{ realisation: Json }>(
      gateway.url,
      `{ realisation(id: "${id}") { benchRun { after { rpm } } } }`,
    );
    expect(stored.data!.realisation.benchRun).toBeNull();
  });

  it('toggles status and featured (the public list follows), edits, deletes, and purges the files nothing else uses', async () => {
    const first = await uploadFile(gateway.url, token, '/admin/upload/image', 'image', fixture('photo.webp'), 'a.webp');
    const second = await uploadFile(gateway.url, token, '/admin/upload/image', 'image', fixture('photo.png'), 'b.png');
    const created = await call(gateway.url, 'POST', '/admin/realizations', {
      token,
      body: form({ title: 'Clio RS', gallery: [{ url: first.body.data.url }, { url: second.body.data.url }] }),
    });
    const id = created.body.data.id as number;
    // The REST list, GraphQL and the job's own page (all kept in memory between changes) must agree.
    const isPublic = async () => {
      const listed = (await call(gateway.url, 'GET', '/realizations')).body.data.some((r: Json) => r.id === id);
      const found = (await graphql<Json>(gateway.url, `{ realisation(id: "${id}") { id } }`)).data.realisation;
      const page = await fetch(`${gateway.url}/realisations/${id}-${created.body.data.slug}`);
      expect([found !== null, page.status === 200]).toEqual([listed, listed]);
      return listed;
    };
    expect(await isPublic()).toBe(true);
    expect(await isPublic()).toBe(true);

    const off = await call(gateway.url, 'PATCH', `/admin/realizations/${id}/status`, {
      token,
      body: { status: 'inactive' },
    });
    expect(off).toMatchObject({ status: 200, body: { data: { id, status: 'inactive' } } });
    expect(await isPublic()).toBe(false);
    await call(gateway.url, 'PATCH', `/admin/realizations/${id}/status`, { token, body: { status: 'active' } });
    const star = await call(gateway.url, 'PATCH', `/admin/realizations/${id}/featured`, {
      token,
      body: { featured: true },
    });
    expect(star.body.data.featured).toBe(true);
    expect((await call(gateway.url, 'GET', '/realizations')).body.data[0].id).toBe(id);
    expect(
      (await call(gateway.url, 'PATCH', `/admin/realizations/${id}/status`, { token, body: { status: 'archivée' } }))
        .status,
    ).toBe(400);
    expect(
      (await call(gateway.url, 'PATCH', `/admin/realizations/${id}/featured`, { token, body: { featured: 'oui' } }))
        .status,
    ).toBe(400);

    // Edit: the second photo leaves the gallery, so its files go.
    const secondFile = path.basename(second.body.data.url);
    expect(storedFiles(gateway, db.env.DATA_DIR).uploads).toContain(secondFile);
    const edited = await call(gateway.url, 'PUT', `/admin/realizations/${id}`, {
      token,
      body: form({
        title: 'Clio RS Trophy',
        featured: true,
        gallery: [{ url: first.body.data.url, alt: 'Trois quarts' }],
      }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      title: 'Clio RS Trophy',
      slug: 'clio-rs-trophy',
      gallery: [{ alt: 'Trois quarts' }],
    });
    expect(storedFiles(gateway, db.env.DATA_DIR).uploads).not.toContain(secondFile);

    // A failed edit changes nothing.
    const failed = await call(gateway.url, 'PUT', `/admin/realizations/${id}`, {
      token,
      body: form({ title: 'Perdu', gallery: [{ url: '/uploads/inconnu-1600.webp' }] }),
    });
    expect(failed.status).toBe(400);
    const kept = (await call(gateway.url, 'GET', '/admin/realizations', { token })).body.data.find(
      (r: Json) => r.id === id,
    );
    expect(kept.title).toBe('Clio RS Trophy');

    for (const bad of ['999999', 'abc', '..%2F..%2Fetc']) {
      expect((await call(gateway.url, 'PUT', `/admin/realizations/${bad}`, { token, body: form() })).status).toBe(404);
      expect((await call(gateway.url, 'DELETE', `/admin/realizations/${bad}`, { token })).status).toBe(404);
    }

    // Deleting moves to the trash, files kept (tests/api/trash.test.ts); purging it removes them.
    const firstFile = path.basename(first.body.data.url);
    expect((await call(gateway.url, 'DELETE', `/admin/realizations/${id}`, { token })).status).toBe(200);
    expect((await call(gateway.url, 'DELETE', `/admin/realizations/${id}`, { token })).status).toBe(404);
    expect(storedFiles(gateway, db.env.DATA_DIR).uploads).toContain(firstFile);
    const purge = await graphql<Json>(gateway.url, `mutation { purgeRealisation(id: "${id}") }`, {}, token);
    expect(purge.data).toEqual({ purgeRealisation: true });
    expect(storedFiles(gateway, db.env.DATA_DIR).uploads).not.toContain(firstFile);
    expect((await fetch(`${gateway.url}${first.body.data.url}`)).status).toBe(404);

    const audit = await graphql<Json>(
      gateway.url,
      '{ adminAudit(first: 20) { action summary realisationId username } }',
    );
    expect(audit.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ adminAudit(first: 20) { action summary realisationId username } }' }),
    });
    const entries = ((await response.json()) as Json).data.adminAudit.filter(
      (e: Json) => e.realisationId === String(id),
    );
    expect(entries.map((e: Json) => e.action)).toEqual([
      'purge',
      'trash',
      'update',
      'featured',
      'status',
      'status',
      'create',
    ]);
    expect(entries[1]).toMatchObject({
      summary: 'Mise à la corbeille de « Clio RS Trophy »',
      username: TEST_ADMIN.username,
    });
  });

  it('runs the admin screen’s GraphQL: silent me, typed login and save results, multipart upload', async () => {
    const gql = async (query: string, variables: Record<string, unknown> = {}, bearer?: string) => {
      const response = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(bearer ? { Authorization: `Basic ${bearer}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as Json;
    };
    expect((await gql('{ adminMe { username } }')).data.adminMe).toBeNull();
    const login = `mutation ($u: String!, $p: String!) { adminLogin(username: $u, password: $p) {
      __typename ... on AdminSession { token username } ... on AdminLoginRejected { message } } }`;
    expect((await gql(login, { u: 'atelier', p: 'faux-mot-de-passe' })).data.adminLogin).toEqual({
      __typename: 'AdminLoginRejected',
      message: 'Nom d’utilisateur ou mot de passe incorrect',
    });
    const session = (await gql(login, { u: 'ATELIER', p: TEST_ADMIN.password })).data.adminLogin;
    expect(session).toMatchObject({ __typename: 'AdminSession', username: TEST_ADMIN.username });
    expect((await gql('{ adminMe { username } }', {}, session.token)).data.adminMe.username).toBe(TEST_ADMIN.username);

    const upload = async (bytes: Buffer, name: string, auth?: string) => {
      const body = new FormData();
      body.append(
        'operations',
        JSON.stringify({
          query: 'mutation ($file: Upload!) { uploadMedia(file: $file) { url thumbnailUrl type } }',
          variables: { file: null },
        }),
      );
      body.append('map', JSON.stringify({ 0: ['variables.file'] }));
      body.append('0', new Blob([new Uint8Array(bytes)]), name);
      const response = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'Apollo-Require-Preflight': 'true', ...(auth ? { Authorization: `Basic ${auth}` } : {}) },
        body,
      });
      return { status: response.status, body: (await response.json()) as Json };
    };
    expect((await upload(fixture('photo.png'), 'a.png')).status).toBe(401);
    const uploaded = await upload(fixture('rotated-gps.jpg'), 'a.jpg', session.token);
    expect(uploaded.body.data.uploadMedia).toMatchObject({ type: 'photo', url: expect.stringMatching(/^\/uploads\//) });
    const refused = await upload(fixture('fake.jpg'), 'a.jpg', session.token);
    expect(refused.body.errors[0]).toMatchObject({ extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } });

    const save = `mutation ($input: RealisationInput!) { createRealisation(input: $input) {
      __typename ... on AdminRealisation { id status gallery { url isPrimary } } ... on RealisationInvalid { message field } } }`;
    const input = {
      centre: 'nice',
      title: 'Bateau',
      vehicleInfo: { brand: 'Yamaha', model: '' },
    };
    expect((await gql(save, { input }, session.token)).data.createRealisation).toEqual({
      __typename: 'RealisationInvalid',
      message: 'La marque et le modèle du véhicule sont obligatoires',
      field: 'vehicleInfo.model',
    });
    const saved = await gql(
      save,
      {
        input: {
          ...input,
          vehicleInfo: { brand: 'Yamaha', model: 'F200' },
          gallery: [{ url: uploaded.body.data.uploadMedia.url, isPrimary: true }],
        },
      },
      session.token,
    );
    expect(saved.data.createRealisation).toMatchObject({ __typename: 'AdminRealisation', status: 'active' });
    expect((await gql(save, { input }, undefined)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('limits: brute force on the sign-in, upload sizes, pixel floods', () => {
  let db: TestDatabase;
  let gateway: RunningGateway;
  beforeAll(async () => {
    db = await createTestDatabase('embedded');
    // A short longest lockout stands in for the default 15 minutes; small upload limits for big files.
    gateway = await startTestGateway(db, {
      ...adminEnv,
      LOGIN_LOCKOUT_MAX_SECONDS: '2',
      UPLOAD_MAX_IMAGE_MB: '1',
      UPLOAD_MAX_VIDEO_MB: '2',
    });
  });

  it('refuses files over the size limit with 413 and pixel floods, keeping nothing', async () => {
    const token = await signIn(gateway.url);
    const before = storedFiles(gateway, db.env.DATA_DIR);
    // A real JPEG header followed by 1.5 MB: refused on size while streaming, before any decoding.
    const big = Buffer.concat([fixture('rotated-gps.jpg'), Buffer.alloc(1_500_000, 7)]);
    const image = await uploadFile(gateway.url, token, '/admin/upload/image', 'image', big, 'gros.jpg');
    expect(image).toEqual({ status: 413, body: { error: 'Fichier trop volumineux : 1 Mo au plus pour une image' } });
    const video = await uploadFile(
      gateway.url,
      token,
      '/admin/upload/media',
      'media',
      Buffer.alloc(3_000_000, 1),
      'x.mp4',
    );
    expect(video).toEqual({ status: 413, body: { error: 'Fichier trop volumineux : 2 Mo au plus pour une vidéo' } });
    // 9000 × 9000 pixels of one colour: a tiny PNG that would need 243 MB once decoded.
    const flood = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(flood.length).toBeLessThan(1_000_000);
    const refused = await uploadFile(gateway.url, token, '/admin/upload/image', 'image', flood, 'flood.png');
    expect(refused).toEqual({ status: 413, body: { error: 'Image trop grande : 50 mégapixels au plus' } });
    expect(storedFiles(gateway, db.env.DATA_DIR)).toEqual(before);
  });

  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
  });

  it('lets none of 200 wrong passwords in, locks with 429, and lets the real admin in after the lockout', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) {
      const answer = await call(gateway.url, 'POST', '/admin/login', {
        body: { username: TEST_ADMIN.username, password: `essai-${i}-mauvais` },
      });
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(answer.body.message).toMatch(/^Trop de tentatives de connexion : réessayez dans \d+ secondes?\.$/);
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(150);

    // Guess again until one is counted (401): that renews the lock for 2 s, so the right password sent at once
    // must wait… (A refused guess alone would not do: the lock could end between it and the next request.)
    const counted = await signInAfterLockout(gateway.url, {
      username: TEST_ADMIN.username,
      password: 'encore-faux',
    });
    expect(counted.status).toBe(401);
    const locked = await call(gateway.url, 'POST', '/admin/login', { body: TEST_ADMIN });
    expect(locked.status).toBe(429);
    // …and works once it is over.
    const ok = await signInAfterLockout(gateway.url);
    expect(ok.status).toBe(200);
    expect(ok.body.data.token).toBeTruthy();
  });
});

describe('videos on a server without a usable ffmpeg', () => {
  let db: TestDatabase;
  let gateway: RunningGateway;
  beforeAll(async () => {
    db = await createTestDatabase('embedded');
    gateway = await startTestGateway(db, { ...adminEnv, FFMPEG_PATH: path.join(db.env.DATA_DIR, 'pas-de-ffmpeg') });
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
  });

  it('refuses every video in French, storing nothing, and still takes photos', async () => {
    const token = await signIn(gateway.url);
    const before = storedFiles(gateway, db.env.DATA_DIR);
    for (const name of ['clip.mp4', 'clip.webm', 'clip.mov']) {
      const refused = await uploadFile(gateway.url, token, '/admin/upload/media', 'media', fixture(name), name);
      expect(refused).toEqual({
        status: 415,
        body: {
          error:
            'Les vidéos ne peuvent pas être traitées sur ce serveur pour le moment (ffmpeg manquant) : envoyez des photos',
        },
      });
    }
    expect(storedFiles(gateway, db.env.DATA_DIR)).toEqual(before);
    const photo = await uploadFile(gateway.url, token, '/admin/upload/media', 'media', fixture('photo.png'), 'p.png');
    expect(photo.status).toBe(201);
  });
});

const ENROL = `mutation ($password: String) {
  startTwoFactorEnrolment(password: $password) { ... on TwoFactorEnrolment { secret } }
}`;
const CONFIRM = `mutation ($code: String!) {
  confirmTwoFactorEnrolment(code: $code) { ... on TwoFactorRecoveryCodes { codes } }
}`;
const TWO_FACTOR_STATUS = `{ adminTwoFactor { enabled recoveryCodesLeft } }`;

describe('admin command line', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('embedded');
  });
  afterAll(async () => db?.drop());

  /** Runs `npm run admin -- …` as built, with the password on standard input like `echo … | npm run admin`. */
  const runCli = (env: TestDatabase['env'], args: string[], input = '') =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        [path.join(repoRoot, 'gateway/dist/cli/admin.js'), ...args],
        { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', ...env } },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
      child.stdin!.end(input);
    });
  const cli = (args: string[], input = '') => runCli(db.env, args, input);

  it('creates an administrator from stdin, refuses weak passwords and duplicates, and resets a password', async () => {
    expect(await cli(['create', 'garage'], 'court\n')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('au moins 12 caractères'),
    });
    expect(await cli(['create', 'garage'], 'un-long-mot-de-passe\n')).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('Compte « garage » créé'),
    });
    expect(await cli(['create', 'Garage'], 'un-autre-mot-de-passe\n')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('existe déjà'),
    });
    expect((await cli(['list'])).stdout.trim()).toBe('garage\tadministrateur du réseau\t-\tactif');
    expect((await cli(['reset-password', 'garage'], 'nouveau-mot-de-passe-34\n')).code).toBe(0);
    expect((await cli(['reset-password', 'inconnu'], 'nouveau-mot-de-passe-34\n')).stderr).toContain(
      'Aucun compte « inconnu »',
    );
    expect((await cli(['supprimer'])).code).toBe(2);

    const gateway = await startTestGateway(db);
    try {
      const old = await call(gateway.url, 'POST', '/admin/login', {
        body: { username: 'garage', password: 'un-long-mot-de-passe' },
      });
      expect(old.status).toBe(401);
      const token = await signIn(gateway.url, { username: 'garage', password: 'nouveau-mot-de-passe-34' });
      expect((await call(gateway.url, 'GET', '/admin/status', { token })).body.admin.username).toBe('garage');
    } finally {
      await gateway.close();
    }
  }, 180_000); // seven command runs, each opening the database and checking migrations

  it('creates centre managers with their centres, changes roles, disables and enables accounts, turns two-factor off', async () => {
    // On the PostgreSQL server the site can run while the command changes accounts: its sessions follow.
    const server = await createTestDatabase('server');
    const run = (args: string[], input = '') => runCli(server.env, args, input);
    const gateway = await startTestGateway(server, adminEnv);
    try {
      const password = 'mot-de-passe-du-gerant\n';
      expect(await run(['create', 'sans-centre', '--role', 'centre'], password)).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('Choisissez au moins un centre'),
      });
      expect(await run(['create', 'ailleurs', '--centres', 'atlantide'], password)).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('Centre inconnu : atlantide (centres du réseau : beziers, montpellier'),
      });
      // Centres without --role make a centre manager.
      expect(await run(['create', 'gerant', '--centres', 'nice,montpellier'], password)).toMatchObject({ code: 0 });
      expect((await run(['list'])).stdout.trim().split('\n')).toEqual([
        'atelier\tadministrateur du réseau\t-\tactif',
        'gerant\tresponsable de centre\tmontpellier,nice\tactif',
      ]);
      const credentials = { username: 'gerant', password: 'mot-de-passe-du-gerant' };
      const token = await signIn(gateway.url, credentials);
      const status = () => call(gateway.url, 'GET', '/admin/status', { token });
      expect((await status()).body.admin).toMatchObject({ role: 'centre', centres: ['montpellier', 'nice'] });

      expect(await run(['role', 'gerant', '--role', 'centre', '--centres', 'perpignan'])).toMatchObject({ code: 0 });
      expect((await status()).body.admin).toMatchObject({ role: 'centre', centres: ['perpignan'] });

      expect(await run(['disable', 'gerant'])).toMatchObject({
        code: 0,
        stdout: expect.stringContaining('Compte « gerant » désactivé'),
      });
      expect((await status()).status).toBe(401);
      expect((await call(gateway.url, 'POST', '/admin/login', { body: credentials })).status).toBe(403);
      expect((await run(['list'])).stdout).toContain('gerant\tresponsable de centre\tperpignan\tdésactivé');
      expect(await run(['enable', 'gerant'])).toMatchObject({ code: 0 });
      await signIn(gateway.url, credentials);

      expect(await run(['reset', 'gerant'], 'un-tout-nouveau-secret\n')).toMatchObject({ code: 0 });
      const renewed = { username: 'gerant', password: 'un-tout-nouveau-secret' };
      const session = await signIn(gateway.url, renewed);

      // Two-factor sign-in on, then phone and recovery codes lost: the command turns it off.
      const started = await graphql<Json>(gateway.url, ENROL, { password: renewed.password }, session);
      const { secret } = started.data!.startTwoFactorEnrolment as { secret: string };
      const confirmed = await graphql<Json>(gateway.url, CONFIRM, { code: totpCode(secret, Date.now()) }, session);
      expect(confirmed.data!.confirmTwoFactorEnrolment.codes).toHaveLength(10);
      const passwordOnly = await call(gateway.url, 'POST', '/admin/login', { body: renewed });
      expect(passwordOnly.body.data).toMatchObject({ twoFactorRequired: true });
      expect(passwordOnly.body.data.token).toBeUndefined();
      expect(await run(['reset-2fa', 'Gerant'])).toMatchObject({
        code: 0,
        stdout: expect.stringContaining(
          'Double authentification désactivée pour le compte « gerant » : il se connecte avec son mot de passe seul ; ' +
            'ses sessions ouvertes sont fermées.',
        ),
      });
      expect((await call(gateway.url, 'GET', '/admin/status', { token: session })).status).toBe(401);
      const after = await call(gateway.url, 'POST', '/admin/login', { body: renewed });
      expect(after.status).toBe(200);
      expect(after.body.data.twoFactorRequired).toBeUndefined();
      const signedIn = after.body.data.token as string;
      expect((await graphql<Json>(gateway.url, TWO_FACTOR_STATUS, {}, signedIn)).data!.adminTwoFactor).toEqual({
        enabled: false,
        recoveryCodesLeft: 0,
      });
      expect(await run(['reset-2fa', 'gerant'])).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('La double authentification n’est pas activée pour le compte « gerant ».'),
      });
      expect((await call(gateway.url, 'GET', '/admin/status', { token: signedIn })).status).toBe(200);
      expect(await run(['reset-2fa', 'inconnu'])).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('Aucun compte « inconnu ».'),
      });

      // The last enabled network administrator stays one.
      expect(await run(['disable', 'atelier'])).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('Il doit rester au moins un administrateur du réseau actif.'),
      });
      for (const wrong of [
        ['disable'],
        ['list', 'gerant'],
        ['disable', 'gerant', '--role', 'reseau'],
        ['role', 'x'],
        ['reset-2fa'],
      ])
        expect((await run(wrong)).code, wrong.join(' ')).toBe(2);

      const audit = (await gateway.database.dataSource.query(
        `SELECT username, action FROM admin_audit WHERE action LIKE 'account-%' ORDER BY id`,
      )) as { username: string; action: string }[];
      expect(audit).toEqual([
        { username: '(configuration)', action: 'account-create' },
        { username: '(ligne de commande)', action: 'account-create' },
        { username: '(ligne de commande)', action: 'account-role' },
        { username: '(ligne de commande)', action: 'account-disable' },
        { username: '(ligne de commande)', action: 'account-enable' },
        { username: '(ligne de commande)', action: 'account-password' },
        { username: '(ligne de commande)', action: 'account-two-factor-reset' },
      ]);
    } finally {
      await gateway.close();
      await server.drop();
    }
  }, 180_000);
});
