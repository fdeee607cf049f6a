import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { loadConfig } from '../../gateway/src/config.js';
import { S3MediaStore } from '../../gateway/src/media/s3-store.js';
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
import { createTestDatabase, type TestDatabase } from '../support/databases.js';
import { graphql, startTestGateway } from '../support/gateway.js';
import { startTestS3, type TestS3 } from '../support/s3.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function bytesOf(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Every file name of an upload, as recorded by the gateway that received it. */
async function filesOfUpload(gateway: RunningGateway, url: string): Promise<string[]> {
  const id = /^\/uploads\/([A-Za-z0-9]+)/.exec(url)![1];
  const [row] = (await gateway.database.dataSource.query('SELECT files FROM media_upload WHERE id = $1', [id])) as {
    files: string[];
  }[];
  return row?.files ?? [];
}

describe('two gateways sharing one PostgreSQL server and one S3 bucket', () => {
  let s3: TestS3;
  let db: TestDatabase;
  let a: RunningGateway;
  let b: RunningGateway;

  beforeAll(async () => {
    s3 = await startTestS3();
    db = await createTestDatabase('server');
    const env = { ...adminEnv, ...s3.env, LOGIN_LOCKOUT_MAX_SECONDS: '30', DATABASE_POOL_SIZE: '4' };
    // Started together: migrations, reference data and the first admin are done once, under the start-up lock.
    [a, b] = await Promise.all([startTestGateway(db, env), startTestGateway(db, env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await db?.drop();
    await s3?.close();
  });

  it('started both without duplicating reference data or the first administrator', async () => {
    const sql = a.database.dataSource;
    const [row] = (await sql.query(
      `SELECT (SELECT count(*) FROM admin_user)::int AS admins, (SELECT count(*) FROM migrations)::int AS migrations,
              (SELECT count(*) FROM centre)::int AS centres, (SELECT count(DISTINCT natural_key) = count(*) FROM vehicle_engine) AS engines_unique`,
    )) as Json[];
    expect(row).toMatchObject({ admins: 1, centres: 4, engines_unique: true });
    expect(row.migrations).toBeGreaterThan(0);
  });

  it('takes a token from A on B, stores uploads in the bucket, and both serve the gallery and the files', async () => {
    const token = await signIn(a.url);
    const photo = await uploadFile(b.url, token, '/admin/upload/image', 'image', fixture('photo.png'), 'photo.png');
    expect(photo.status).toBe(201);
    const video = await uploadFile(b.url, token, '/admin/upload/media', 'media', fixture('clip.mp4'), 'clip.mp4');
    expect(video.status).toBe(201);
    expect(video.body.data).toMatchObject({ type: 'video', url: expect.stringMatching(/^\/uploads\/\w+\.mp4$/) });

    // Every file is an object under uploads/ in the bucket; nothing lands on the gateways' disk.
    const files = [...(await filesOfUpload(a, photo.body.data.url)), ...(await filesOfUpload(a, video.body.data.url))];
    expect(files.length).toBeGreaterThanOrEqual(5);
    const keys = await s3.keys();
    for (const name of files) expect(keys).toContain(`uploads/${name}`);
    expect(storedFiles(a, db.env.DATA_DIR).uploads).toEqual([]);

    const saved = await call(b.url, 'POST', '/admin/realizations', {
      token,
      body: {
        centre: 'nice',
        type: 'video',
        title: 'Classe A 45 AMG sur deux passerelles',
        vehicleInfo: { brand: 'Mercedes', model: 'Classe A', year: 2021, engine: '45 AMG' },
        modifications: ['Stage 1'],
        status: 'active',
        gallery: [
          { url: video.body.data.url, isPrimary: true },
          { url: photo.body.data.url, alt: 'Au banc' },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const id = saved.body.data.id as number;
    expect(saved.body.data).toMatchObject({ media_url: video.body.data.url });

    for (const gateway of [a, b]) {
      const rest = await call(gateway.url, 'GET', '/realizations');
      const listed = rest.body.data.find((r: Json) => r.id === id);
      expect(listed).toMatchObject({ title: 'Classe A 45 AMG sur deux passerelles', media_url: video.body.data.url });
      expect(listed.gallery.map((g: Json) => g.url)).toEqual([video.body.data.url, photo.body.data.url]);
      const gql = await graphql<Json>(
        gateway.url,
        '{ realisations(first: 10) { nodes { id title mediaUrl thumbnailUrl gallery { url type } } } }',
      );
      expect(gql.errors).toBeUndefined();
      expect(gql.data.realisations.nodes).toEqual([
        {
          id: String(id),
          title: 'Classe A 45 AMG sur deux passerelles',
          mediaUrl: video.body.data.url,
          thumbnailUrl: video.body.data.thumbnailUrl,
          gallery: [
            { url: video.body.data.url, type: 'video' },
            { url: photo.body.data.url, type: 'photo' },
          ],
        },
      ]);
    }

    // The same bytes from both gateways, streamed from the bucket with the local store's headers.
    for (const url of [photo.body.data.url, photo.body.data.thumbnailUrl, video.body.data.url]) {
      const fromA = await bytesOf(`${a.url}${url}`);
      const fromB = await bytesOf(`${b.url}${url}`);
      expect([fromA.response.status, fromB.response.status]).toEqual([200, 200]);
      expect(fromA.bytes.length).toBeGreaterThan(100);
      expect(sha256(fromB.bytes)).toBe(sha256(fromA.bytes));
      const headers = fromA.response.headers;
      expect(headers.get('content-type')).toBe(url.endsWith('.mp4') ? 'video/mp4' : 'image/webp');
      expect(headers.get('content-length')).toBe(String(fromA.bytes.length));
      expect(headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(headers.get('content-security-policy')).toContain('sandbox');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('accept-ranges')).toBe('bytes');
    }

    // A video seeks with byte ranges; a cached copy revalidates with its ETag.
    const whole = (await bytesOf(`${a.url}${video.body.data.url}`)).bytes;
    const part = await bytesOf(`${b.url}${video.body.data.url}`, { headers: { Range: 'bytes=100-199' } });
    expect(part.response.status).toBe(206);
    expect(part.response.headers.get('content-range')).toBe(`bytes 100-199/${whole.length}`);
    expect(part.bytes.equals(whole.subarray(100, 200))).toBe(true);
    const tail = await bytesOf(`${a.url}${video.body.data.url}`, { headers: { Range: 'bytes=-50' } });
    expect(tail.response.status).toBe(206);
    expect(tail.bytes.equals(whole.subarray(whole.length - 50))).toBe(true);
    const beyond = await fetch(`${a.url}${video.body.data.url}`, { headers: { Range: `bytes=${whole.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${whole.length}`);
    const head = await fetch(`${b.url}${photo.body.data.url}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const etag = head.headers.get('etag')!;
    expect(etag).toBeTruthy();
    // As a browser revalidates (fetch() alone would add `Cache-Control: no-cache`, which forbids a 304).
    const revalidated = await fetch(`${a.url}${photo.body.data.url}`, {
      headers: { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' },
    });
    expect(revalidated.status).toBe(304);
    expect((await fetch(`${a.url}/uploads/inexistant-1600.webp`)).status).toBe(404);
    expect((await fetch(`${a.url}/uploads/${files[0]!.replace(/\.webp$/, '.svg')}`)).status).toBe(404);

    // Deleted through A: in the trash, hidden on both gateways, its objects kept.
    expect((await call(a.url, 'DELETE', `/admin/realizations/${id}`, { token })).status).toBe(200);
    for (const gateway of [a, b]) expect((await call(gateway.url, 'GET', '/realizations')).body.data).toEqual([]);
    for (const name of files) expect(await s3.keys()).toContain(`uploads/${name}`);
    // Thirty days later (its deletion date moved back), both gateways' periodic purges run at once: the row and
    // every object go, once, and neither gateway serves the files any more.
    await a.database.dataSource.query(
      `UPDATE realisation SET deleted_at = now() - interval '30 days 1 minute' WHERE id = $1`,
      [id],
    );
    await Promise.all([a.trashPurge.runNow(), b.trashPurge.runNow()]);
    const purges = (await a.database.dataSource.query(
      `SELECT username FROM admin_audit WHERE realisation_id = $1 AND action = 'purge'`,
      [id],
    )) as { username: string }[];
    expect(purges).toEqual([{ username: 'purge automatique' }]);
    expect(await a.database.dataSource.query('SELECT id FROM realisation WHERE id = $1', [id])).toEqual([]);
    const left = await s3.keys();
    for (const name of files) expect(left).not.toContain(`uploads/${name}`);
    for (const gateway of [a, b]) {
      expect((await fetch(`${gateway.url}${photo.body.data.url}`)).status).toBe(404);
      expect((await call(gateway.url, 'GET', '/realizations')).body.data).toEqual([]);
    }
  });

  it('shows a change made through A at once on B, whose public reads and pages are kept in memory', async () => {
    const token = await signIn(a.url);
    const created = await call(a.url, 'POST', '/admin/realizations', {
      token,
      body: {
        centre: 'perpignan',
        title: 'Golf 7 GTI reprogrammée',
        vehicleInfo: { brand: 'Volkswagen', model: 'Golf', year: 2017, engine: '2.0 TSI 230' },
        status: 'active',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id, slug } = created.body.data as { id: number; slug: string };
    const page = `${b.url}/realisations/${id}-${slug}`;
    const seenOnB = async () => {
      const rest = await call(b.url, 'GET', '/realizations/center/perpignan');
      const gql = await graphql<Json>(b.url, `{ realisation(id: "${id}") { title } }`);
      const html = await fetch(page, { headers: { 'accept-encoding': 'gzip' } });
      const title = /<title>([^<]*)<\/title>/.exec(await html.text())?.[1];
      return {
        listed: rest.body.data.map((r: Json) => r.title),
        graphql: gql.data.realisation?.title ?? null,
        page: [html.status, title?.split(' | ')[0]],
      };
    };
    // Read twice on B: the second answer comes from B's memory.
    await seenOnB();
    expect(await seenOnB()).toEqual({
      listed: ['Golf 7 GTI reprogrammée'],
      graphql: 'Golf 7 GTI reprogrammée',
      page: [200, expect.stringContaining('Golf 7 GTI reprogrammée')],
    });

    const off = await call(a.url, 'PATCH', `/admin/realizations/${id}/status`, { token, body: { status: 'inactive' } });
    expect(off.status).toBe(200);
    expect(await seenOnB()).toEqual({ listed: [], graphql: null, page: [404, expect.any(String)] });

    await call(a.url, 'PATCH', `/admin/realizations/${id}/status`, { token, body: { status: 'active' } });
    const renamed = await call(a.url, 'PUT', `/admin/realizations/${id}`, {
      token,
      body: { ...created.body.data, title: 'Golf 7 GTI au banc', status: 'active' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(await seenOnB()).toEqual({
      listed: ['Golf 7 GTI au banc'],
      graphql: 'Golf 7 GTI au banc',
      page: [200, expect.stringContaining('Golf 7 GTI au banc')],
    });

    const deleted = await call(a.url, 'DELETE', `/admin/realizations/${id}`, { token });
    expect(deleted.status).toBe(200);
    expect(await seenOnB()).toEqual({ listed: [], graphql: null, page: [404, expect.any(String)] });
  });

  it('streams a large file into the bucket in parts and serves any range of it', async () => {
    const settings = loadConfig(s3.env).media.store;
    if (settings.kind !== 's3') throw new Error('S3 settings expected');
    const store = new S3MediaStore(settings);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'gw-big-'));
    try {
      // 20 MB: three parts of a multipart upload. Distinct bytes everywhere, so a misplaced part would show.
      const big = Buffer.alloc(20 * 1024 * 1024);
      for (let i = 0; i < big.length; i += 4) big.writeUInt32LE(i, i);
      const source = path.join(dir, 'video.mp4');
      writeFileSync(source, big);
      const url = await store.saveFile('grosfichier.mp4', source);
      expect(url).toBe('/uploads/grosfichier.mp4');
      expect((await s3.keys()).includes('uploads/grosfichier.mp4')).toBe(true);
      expect(await store.stat('grosfichier.mp4')).toMatchObject({ size: big.length });

      const whole = await bytesOf(`${b.url}${url}`);
      expect(whole.response.headers.get('content-length')).toBe(String(big.length));
      expect(sha256(whole.bytes)).toBe(sha256(big));
      const start = 8 * 1024 * 1024 - 10; // across the first part boundary
      const part = await bytesOf(`${a.url}${url}`, { headers: { Range: `bytes=${start}-${start + 19}` } });
      expect(part.response.status).toBe(206);
      expect(part.bytes.equals(big.subarray(start, start + 20))).toBe(true);

      await store.remove('grosfichier.mp4');
      expect(await store.stat('grosfichier.mp4')).toBeNull();
      expect((await fetch(`${a.url}${url}`)).status).toBe(404);
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('with MEDIA_PUBLIC_URL, keeps /uploads URLs and redirects them to the bucket or CDN, allowed by the CSP', async () => {
    const token = await signIn(a.url);
    const photo = await uploadFile(a.url, token, '/admin/upload/image', 'image', fixture('photo.webp'), 'p.webp');
    expect(photo.body.data.url).toMatch(/^\/uploads\//);
    // The bucket's own origin, path-style, as a CDN in front of it would be.
    const publicUrl = `${s3.endpoint}/${s3.bucket}/uploads`;
    const c = await startTestGateway(db, { ...adminEnv, ...s3.env, MEDIA_PUBLIC_URL: publicUrl });
    try {
      const name = photo.body.data.url.slice('/uploads/'.length);
      const redirect = await fetch(`${c.url}${photo.body.data.url}`, { redirect: 'manual' });
      expect(redirect.status).toBe(302);
      expect(redirect.headers.get('location')).toBe(`${publicUrl}/${name}`);
      expect(redirect.headers.get('cache-control')).toBe('public, max-age=86400');
      // Followed, it gives the same bytes as the gateway that streams them.
      const followed = await bytesOf(`${c.url}${photo.body.data.url}`);
      expect(followed.response.status).toBe(200);
      expect(sha256(followed.bytes)).toBe(sha256((await bytesOf(`${a.url}${photo.body.data.url}`)).bytes));
      // Only media names are redirected; the pages may load pictures and videos from that origin.
      expect((await fetch(`${c.url}/uploads/page.html`, { redirect: 'manual' })).status).toBe(404);
      const csp = (await fetch(`${c.url}/api/health`)).headers.get('content-security-policy')!;
      expect(csp).toContain(`img-src 'self' data: blob: ${s3.endpoint}`);
      expect(csp).toContain(`media-src 'self' blob: ${s3.endpoint}`);
    } finally {
      await c.close();
    }
  });

  it('counts failed sign-ins on A against attempts on B', async () => {
    const wrong = { username: TEST_ADMIN.username, password: 'pas-le-bon-mot-de-passe' };
    // Four failures on A stay under the threshold of five for one account from one address…
    for (let i = 0; i < 4; i++) expect((await call(a.url, 'POST', '/admin/login', { body: wrong })).status).toBe(401);
    // …the fifth, on B, reaches it: B knows about A's four.
    expect((await call(b.url, 'POST', '/admin/login', { body: wrong })).status).toBe(401);
    for (const gateway of [b, a]) {
      const locked = await call(gateway.url, 'POST', '/admin/login', { body: TEST_ADMIN });
      expect(locked.status).toBe(429);
      expect(locked.body.message).toMatch(/^Trop de tentatives de connexion/);
    }
    // The first lockout lasts one second; once over, signing in on B clears the count for both.
    expect((await signInAfterLockout(b.url)).status).toBe(200);
    expect((await call(a.url, 'POST', '/admin/login', { body: wrong })).status).toBe(401);
  });

  it('knows on B the device cookie A handed out: both sign it with the secret in PostgreSQL', async () => {
    const login = (url: string, cookie?: string) =>
      fetch(`${url}/api/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
        body: JSON.stringify(TEST_ADMIN),
      });
    const device = (response: Response) =>
      /^admin_device=d1\.([^.;]+)\.[^;]*/.exec(response.headers.getSetCookie()[0]!);
    const fromA = device(await login(a.url))!;
    // B renews a token it could verify under the same device id; one it could not, under a new one.
    expect(device(await login(b.url, fromA[0]))![1]).toBe(fromA[1]);
    expect(device(await login(b.url))![1]).not.toBe(fromA[1]);
  });
});
