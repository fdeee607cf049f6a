import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, call, fixture, signIn, uploadFile } from '../support/admin.js';
import { backends, createTestDatabase, type TestDatabase } from '../support/databases.js';
import { startTestGateway } from '../support/gateway.js';
import { freePort, spawnGateway, waitHealthy } from '../support/process.js';

interface Acknowledged {
  id: number;
  /** Titles the realisation may have after the crash: the last acknowledged one, or an edit sent but not answered. */
  titles: string[];
  gallery: string[];
}

/**
 * SIGKILL while 4 clients create and edit realisations with uploads: after a restart every acknowledged write is
 * there and whole, nothing is half-written and nothing is duplicated.
 */
describe.each(backends)('crash safety on the %s database', (backend) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(backend);
  });
  afterAll(async () => db?.drop());

  it('keeps every acknowledged write whole after a SIGKILL in the middle of uploads and saves', async () => {
    const port = await freePort();
    const env = { ...db.env, ...adminEnv, DEMO_CONTENT: 'false' };
    const first = spawnGateway(env, port);
    await waitHealthy(first);
    const token = await signIn(first.url);
    const pictures = ['photo.png', 'photo.webp', 'rotated-gps.jpg'].map(fixture);

    const acknowledged = new Map<number, Acknowledged>();
    let stop = false;
    const client = async (n: number) => {
      for (let round = 0; !stop; round++) {
        try {
          const upload = await uploadFile(
            first.url,
            token,
            '/admin/upload/image',
            'image',
            pictures[round % 3]!,
            'p.jpg',
          );
          if (upload.status !== 201) continue;
          const title = `Client ${n} tour ${round}`;
          const body = {
            centre: 'montpellier',
            title,
            vehicleInfo: { brand: 'Renault', model: 'Clio' },
            gallery: [{ url: upload.body.data.url, isPrimary: true }],
          };
          const created = await call(first.url, 'POST', '/admin/realizations', { token, body });
          if (created.status !== 201) continue;
          const id = created.body.data.id as number;
          acknowledged.set(id, { id, titles: [title], gallery: [upload.body.data.url] });
          const edited = `${title} (modifié)`;
          acknowledged.get(id)!.titles.push(edited);
          const changed = await call(first.url, 'PUT', `/admin/realizations/${id}`, {
            token,
            body: { ...body, title: edited },
          });
          if (changed.status === 200) acknowledged.get(id)!.titles = [edited];
        } catch {
          return; // the gateway is gone
        }
      }
    };
    const clients = [1, 2, 3, 4].map(client);
    // Let some writes through, then kill without warning while others are in flight.
    while (acknowledged.size < 6) await new Promise((r) => setTimeout(r, 50));
    first.child.kill('SIGKILL');
    await first.exited;
    stop = true;
    await Promise.all(clients);

    const second = spawnGateway(env, port);
    await waitHealthy(second);
    try {
      const fresh = await signIn(second.url);
      const listed = (await call(second.url, 'GET', '/admin/realizations', { token: fresh })).body.data as {
        id: number;
        title: string;
        media_url: string;
        thumbnail_url: string;
        gallery: { url: string }[];
      }[];
      const byId = new Map(listed.map((r) => [r.id, r]));
      for (const ack of acknowledged.values()) {
        const found = byId.get(ack.id);
        expect(found, `realisation ${ack.id}`).toBeDefined();
        expect(ack.titles).toContain(found!.title);
        expect(found!.gallery.map((g) => g.url)).toEqual(ack.gallery);
      }

      // Every file a realisation points to is there and decodes whole.
      const uploads = path.join(db.env.DATA_DIR, 'uploads');
      for (const r of listed) {
        for (const url of [r.media_url, r.thumbnail_url, ...r.gallery.map((g) => g.url)]) {
          const file = path.join(uploads, path.basename(url));
          expect(existsSync(file), url).toBe(true);
          const meta = await sharp(readFileSync(file)).metadata();
          expect(meta.format).toBe('webp');
        }
      }
      // No half-written file left in the store.
      expect(readdirSync(uploads).filter((f) => f.endsWith('.part'))).toEqual([]);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }

    // The database itself, through a gateway in this process on the same data.
    const third = await startTestGateway(db, adminEnv);
    try {
      const query = (sql: string) => third.database.dataSource.query(sql) as Promise<Record<string, unknown>[]>;
      const recorded = new Set((await query('SELECT unnest(files) AS f FROM media_upload')).map((r) => r.f));
      const stored = readdirSync(path.join(db.env.DATA_DIR, 'uploads'));
      expect(stored.filter((f) => !recorded.has(f))).toEqual([]);
      expect(await query('SELECT id, count(*) FROM centre GROUP BY id HAVING count(*) > 1')).toEqual([]);
      expect(await query('SELECT count(*)::int AS n FROM garage_service')).toEqual([{ n: 7 }]);
      expect(await query('SELECT count(*)::int AS n FROM admin_user')).toEqual([{ n: 1 }]);
      expect(
        await query(`SELECT r.id FROM realisation r WHERE NOT EXISTS
          (SELECT 1 FROM realisation_gallery_item g WHERE g.realisation_id = r.id)`),
      ).toEqual([]);
    } finally {
      await third.close();
    }
  });
});
