import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import type { BackupManifest } from '../../gateway/src/backup/format.js';
import { migrations } from '@garage/migrations';
import { adminEnv, call, fixture, signIn, TEST_ADMIN, uploadFile, type Json } from '../support/admin.js';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';
import { graphql, repoRoot, startTestGateway } from '../support/gateway.js';
import { startTestS3, type TestS3 } from '../support/s3.js';
import { startTestSmtp } from '../support/smtp.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** `npm run backup` / `npm run restore` as built (`npm test` builds first), with only the given environment. */
function cli(script: 'backup' | 'restore', target: string, env: Record<string, string>, options: string[] = []) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [path.join(repoRoot, 'gateway/dist/cli', `${script}.js`), ...options, target],
      { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env } },
      (error, stdout, stderr) =>
        resolve({
          code: error ? ((error as { code?: number }).code ?? 1) : 0,
          stdout: String(stdout),
          stderr: String(stderr),
        }),
    );
  });
}

/** The outbox's rows in a backup folder, as they were dumped. */
const outboxOf = (folder: string) =>
  readFileSync(path.join(folder, 'database', 'outbox_message.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Json);
/** The units a site's bookings take, and when (`booking_unit_use`), in a stable order. */
const unitUsesOf = async (gateway: RunningGateway) =>
  (await gateway.database.dataSource.query(
    'SELECT booking_id, part, unit_id, during::text AS during, live FROM booking_unit_use ORDER BY booking_id, part',
  )) as { booking_id: string; part: string; unit_id: string; during: string; live: boolean }[];

/** A backup's tables but the outbox, whose pending messages a restore holds back (compared by `outboxOf`). */
const tablesButOutbox = (manifest: BackupManifest) => manifest.tables.filter((t) => t.name !== 'outbox_message');

/**
 * What an administrator sees of the site: every realisation, the trash, every contact request, every media file's
 * bytes.
 */
async function siteState(gateway: RunningGateway) {
  const token = await signIn(gateway.url);
  const realisations = (await call(gateway.url, 'GET', '/admin/realizations', { token })).body.data as Json[];
  const contacts = (await (
    await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Basic ${token}` },
      body: JSON.stringify({
        query: `{ adminContactRequests { id createdAt centre name email phone vehicle message }
          adminTrash { id title centre type thumbnailUrl deletedAt purgeAt } }`,
      }),
    })
  ).json()) as Json;
  // With their sender, which decides what a centre manager may place (decision 030).
  const uploads = (await gateway.database.dataSource.query(
    'SELECT id, kind, files, uploaded_by FROM media_upload ORDER BY id',
  )) as { id: string; kind: string; files: string[]; uploaded_by: number | null }[];
  const files: Record<string, string> = {};
  for (const name of uploads.flatMap((u) => u.files).sort()) {
    const response = await fetch(`${gateway.url}/uploads/${name}`);
    files[name] = response.ok ? sha256(Buffer.from(await response.arrayBuffer())) : `HTTP ${response.status}`;
  }
  return {
    realisations,
    trash: contacts.data.adminTrash as Json[],
    contacts: contacts.data.adminContactRequests as Json[],
    uploads,
    files,
  };
}

describe('backup and restore of a populated site', () => {
  let s3: TestS3;
  let source: TestDatabase;
  let gateway: RunningGateway;
  let original: Awaited<ReturnType<typeof siteState>>;
  let unitUses: Awaited<ReturnType<typeof unitUsesOf>>;
  const work = mkdtempSync(path.join(os.tmpdir(), 'gw-backup-'));
  const folder = path.join(work, 'sauvegarde');
  const archive = path.join(work, 'sauvegarde.tar.gz');
  const targets: TestDatabase[] = [];
  let toFolder: Awaited<ReturnType<typeof cli>>;
  let toArchive: Awaited<ReturnType<typeof cli>>;

  beforeAll(async () => {
    s3 = await startTestS3('medias-restaurees');
    source = await createTestDatabase('server');
    gateway = await startTestGateway(source, adminEnv);
    const token = await signIn(gateway.url);
    const upload = async (file: string, field: 'image' | 'media' = 'image') => {
      const answer = await uploadFile(gateway.url, token, `/admin/upload/${field}`, field, fixture(file), file);
      expect(answer.status, file).toBe(201);
      return answer.body.data as { url: string; thumbnailUrl: string | null };
    };
    const [png, webp, jpg, clip, trashed] = [
      await upload('photo.png'),
      await upload('photo.webp'),
      await upload('rotated-gps.jpg'),
      await upload('clip.mp4', 'media'),
      await upload('photo.webp'),
    ];
    await upload('photo.avif'); // uploaded, never saved: its files are still part of the site's media
    const save = async (body: Json) => {
      const answer = await call(gateway.url, 'POST', '/admin/realizations', { token, body });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.data.id as number;
    };
    const vehicleInfo = { brand: 'Peugeot', model: '308', year: 2019, engine: '1.2 PureTech 130' };
    await save({
      centre: 'montpellier',
      title: '308 PureTech Stage 1 « été »',
      description: 'Deux passages au banc.\nGain mesuré : +25 ch.',
      date: '2026-06-14',
      vehicleInfo,
      gains: { powerBefore: 130, powerAfter: 155, torqueBefore: 230, torqueAfter: 275 },
      modifications: ['Stage 1', 'Filtre à air'],
      featured: true,
      gallery: [
        { url: png.url, alt: 'Avant', isPrimary: true },
        { url: webp.url, alt: 'Après' },
      ],
    });
    await save({
      centre: 'nice',
      type: 'video',
      title: 'Passage au banc en vidéo',
      vehicleInfo: { brand: 'Renault', model: 'Clio', year: 2020, engine: '1.3 TCe 130' },
      status: 'inactive',
      sort_order: 3,
      gallery: [{ url: clip.url, isPrimary: true }],
    });
    await save({
      centre: 'perpignan',
      title: 'Golf GTI E85',
      vehicleInfo: { brand: 'Volkswagen', model: 'Golf', year: 2018, engine: '2.0 TSI 230' },
      modifications: ['E85'],
      gallery: [{ url: jpg.url }, { url: png.url }],
    });
    // One in the trash, with a photo of its own: both are part of the backup.
    const deleted = await save({
      centre: 'beziers',
      title: 'Fiat 500 Abarth, à la corbeille',
      vehicleInfo: { brand: 'Fiat', model: '500', year: 2017, engine: '1.4 T-Jet 145' },
      gallery: [{ url: trashed.url }],
    });
    expect((await call(gateway.url, 'DELETE', `/admin/realizations/${deleted}`, { token })).status).toBe(200);
    const sent = await graphql<Json>(
      gateway.url,
      `
        mutation ($input: ContactRequestInput!) {
          submitContactRequest(input: $input) {
            __typename
          }
        }
      `,
      {
        input: {
          name: 'Camille Martin',
          email: 'camille@example.org',
          vehicle: 'Peugeot 308',
          message: 'Bonjour, un devis pour une reprogrammation stage 1, s’il vous plaît.',
          centre: 'montpellier',
          consent: true,
        },
      },
    );
    expect(sent.data.submitContactRequest.__typename).toBe('ContactRequestAccepted');
    // A remap held at Montpellier: the bench before and after, a bay between (three unit uses to carry over).
    const free = await graphql<{ bookingAvailability: { days: { date: string; times: string[] }[] } }>(
      gateway.url,
      '{ bookingAvailability(centre: "montpellier", service: "reprogrammation-moteur") { days { date times } } }',
    );
    const day = free.data!.bookingAvailability.days.find((d) => d.times.length > 0)!;
    const held = await graphql<Json>(
      gateway.url,
      'mutation ($input: BookingHoldInput!) { holdBookingSlot(input: $input) { __typename } }',
      { input: { centre: 'montpellier', service: 'reprogrammation-moteur', date: day.date, time: day.times[0] } },
    );
    expect(held.data.holdBookingSlot.__typename).toBe('BookingHeld');
    unitUses = await unitUsesOf(gateway);
    expect(unitUses.map((use) => use.part)).toEqual(['bench-after', 'bench-before', 'main']);
    original = await siteState(gateway);
    // Online: the source gateway keeps running on its PostgreSQL server. Every test below starts from these two.
    toFolder = await cli('backup', folder, source.env);
    toArchive = await cli('backup', archive, source.env);
  });

  afterAll(async () => {
    await gateway?.close();
    await source?.drop();
    for (const target of targets) await target.drop();
    await s3?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('writes a folder and a .tar.gz with a manifest: migrations, counts, every table and file with its SHA-256', async () => {
    expect(original.realisations).toHaveLength(3);
    expect(original.trash).toEqual([expect.objectContaining({ title: 'Fiat 500 Abarth, à la corbeille' })]);
    expect(original.contacts).toHaveLength(1);
    expect(original.uploads.every((u) => typeof u.uploaded_by === 'number')).toBe(true);
    expect(Object.values(original.files).every((f) => /^[0-9a-f]{64}$/.test(f))).toBe(true);

    expect(toFolder.stderr).toBe('');
    expect(toFolder.code).toBe(0);
    expect(toFolder.stdout).toMatch(/^Sauvegarde écrite : .+ — 4 réalisation\(s\), 1 administrateur\(s\), 1 demande/);
    expect(toArchive.code, toArchive.stderr).toBe(0);
    expect(statSync(archive).size).toBeGreaterThan(1000);
    expect(readFileSync(archive).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])); // gzip

    const manifest = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as BackupManifest;
    expect(manifest).toMatchObject({
      format: 'ecuvia-sauvegarde',
      version: 1,
      source: { database: 'server', mediaStore: 'local' },
      migrations: migrations.map((m) => new m().name),
      counts: { realisations: 4, admins: 1, contactRequests: 1, mediaUploads: 6 },
    });
    expect(Date.now() - Date.parse(manifest.createdAt)).toBeLessThan(600_000);
    const tables = manifest.tables.map((t) => t.name);
    // Parents before children, and no short-lived security state.
    expect(tables.indexOf('centre')).toBeLessThan(tables.indexOf('realisation'));
    expect(tables.indexOf('realisation')).toBeLessThan(tables.indexOf('realisation_gallery_item'));
    expect(tables.indexOf('vehicle_model')).toBeLessThan(tables.indexOf('vehicle_engine'));
    expect(tables).not.toContain('admin_session');
    expect(tables).not.toContain('migrations');
    expect(manifest.tables.find((t) => t.name === 'realisation')!.rows).toBe(4);
    // The contact request's two e-mails, pending: the site has no SMTP server.
    expect(outboxOf(folder).map((m) => m.status)).toEqual(['pending', 'pending']);
    expect(manifest.media.files.map((f) => f.name)).toEqual(Object.keys(original.files));
    for (const file of manifest.media.files) {
      const bytes = readFileSync(path.join(folder, 'media', file.name));
      expect(file.size).toBe(bytes.length);
      expect(file.sha256).toBe(sha256(bytes));
      expect(file.sha256).toBe(original.files[file.name]);
    }
    for (const table of manifest.tables) {
      expect(sha256(readFileSync(path.join(folder, table.file)))).toBe(table.sha256);
    }

    // A backup never lands over another one.
    const again = await cli('backup', folder, source.env);
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe(
      `${folder} existe déjà et n’est pas un dossier vide : choisissez un autre emplacement.`,
    );
  });

  /**
   * Starts a gateway on the restored database and checks that it shows exactly the original site; `alsoCheck` looks
   * at something more while it runs.
   */
  async function expectSameSite(
    target: TestDatabase,
    env: Record<string, string> = {},
    alsoCheck?: (restored: RunningGateway) => Promise<void>,
  ) {
    const restored = await startTestGateway(target, env);
    try {
      // Each unit a booking takes, as saved: the database's trigger stood aside while the restore wrote them.
      expect(await unitUsesOf(restored)).toEqual(unitUses);
      await alsoCheck?.(restored);
      const state = await siteState(restored);
      expect(state.realisations).toEqual(original.realisations);
      expect(state.trash).toEqual(original.trash);
      expect(state.contacts).toEqual(original.contacts);
      expect(state.uploads).toEqual(original.uploads);
      expect(state.files).toEqual(original.files);
      // Ids continue after the restored ones.
      const token = await signIn(restored.url, TEST_ADMIN);
      const next = await call(restored.url, 'POST', '/admin/realizations', {
        token,
        body: { centre: 'beziers', title: 'Après restauration', vehicleInfo: { brand: 'Fiat', model: '500' } },
      });
      expect(next.status).toBe(201);
      const ids = [
        ...original.realisations.map((r: Json) => r.id as number),
        ...original.trash.map((r: Json) => +r.id),
      ];
      expect(next.body.data.id).toBe(Math.max(...ids) + 1);
    } finally {
      await restored.close();
    }
  }

  it('restores the folder into a fresh embedded data dir: same realisations, files, contact request and password', async () => {
    const target = await createTestDatabase('embedded', { empty: true });
    targets.push(target);
    const restored = await cli('restore', folder, target.env);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(
      /restaurée : 4 réalisation\(s\), 1 administrateur\(s\), 1 demande\(s\) de contact, \d+ fichier/,
    );
    expect(restored.stdout).toContain(
      '2 e-mail(s) en attente dans la sauvegarde, peut-être déjà parti(s) du site d’origine : « à vérifier » dans ' +
        'l’administration (E-mails), où un administrateur les envoie ou les supprime.',
    );
    // The source is untouched by a restore from its folder.
    expect(existsSync(path.join(folder, 'manifest.json'))).toBe(true);

    // Backed up again from the embedded database (site stopped): every table comes out byte for byte the same,
    // so no value was rounded or reformatted on the way (timestamps, arrays, JSON, floats).
    const again = path.join(work, 'depuis-pglite');
    expect((await cli('backup', again, target.env)).code).toBe(0);
    const first = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as BackupManifest;
    const second = JSON.parse(readFileSync(path.join(again, 'manifest.json'), 'utf8')) as BackupManifest;
    expect(second.source).toEqual({ database: 'embedded', mediaStore: 'local' });
    expect(tablesButOutbox(second)).toEqual(tablesButOutbox(first));
    expect(second.media).toEqual(first.media);
    // The e-mails pending at backup time are « à vérifier », nothing else about them changed.
    expect(outboxOf(again)).toEqual(outboxOf(folder).map((m) => ({ ...m, status: 'review' })));

    // With an SMTP server, the restored site sends none of them until an administrator sends one.
    const smtp = await startTestSmtp();
    try {
      await expectSameSite(target, { SMTP_URL: smtp.url }, async (restored) => {
        const token = await signIn(restored.url);
        const STATE = `{ adminOutboxSummary { pending review sent } adminOutbox(statuses: ["review"]) { id subject } }`;
        const outbox = (await graphql<Json>(restored.url, STATE, {}, token)).data!;
        expect(outbox.adminOutboxSummary).toEqual({ pending: 0, review: 2, sent: 0 });
        const [chosen] = outbox.adminOutbox as { id: string; subject: string }[];
        const SEND = `mutation ($id: ID!) { retryOutboxMessage(id: $id) { status } }`;
        expect((await graphql<Json>(restored.url, SEND, { id: chosen!.id }, token)).data).toEqual({
          retryOutboxMessage: { status: 'pending' },
        });
        await vi.waitFor(
          async () =>
            expect((await graphql<Json>(restored.url, STATE, {}, token)).data!.adminOutboxSummary).toEqual({
              pending: 0,
              review: 1,
              sent: 1,
            }),
          { timeout: 15_000, interval: 50 },
        );
        // The sender's pass that sent it left the other alone.
        expect(smtp.received.map((m) => m.subject)).toEqual([chosen!.subject]);
      });
    } finally {
      await smtp.close();
    }
  });

  it('restores the archive into a fresh PostgreSQL server database, with the media in an S3 bucket', async () => {
    const target = await createTestDatabase('server', { empty: true });
    targets.push(target);
    const restored = await cli('restore', archive, { ...target.env, ...s3.env }, ['--drop-pending']);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain('2 e-mail(s) en attente dans la sauvegarde supprimé(s) (--drop-pending).');
    expect(await s3.keys()).toEqual(
      Object.keys(original.files)
        .map((name) => `uploads/${name}`)
        .sort(),
    );
    // Backed up again, media read from the bucket this time: the same tables and files.
    const again = path.join(work, 'depuis-s3');
    expect((await cli('backup', again, { ...target.env, ...s3.env })).code).toBe(0);
    const first = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as BackupManifest;
    const second = JSON.parse(readFileSync(path.join(again, 'manifest.json'), 'utf8')) as BackupManifest;
    expect(second.source).toEqual({ database: 'server', mediaStore: 's3' });
    expect(tablesButOutbox(second)).toEqual(tablesButOutbox(first));
    expect(second.media).toEqual(first.media);
    // Dropped: what was pending at backup time is gone, the rest kept (here, nothing else).
    expect(outboxOf(again)).toEqual(outboxOf(folder).filter((m) => m.status !== 'pending'));
    await expectSameSite(target, s3.env);

    // A site with content is never overwritten: the second restore is refused and changes nothing.
    const refused = await cli('restore', archive, { ...target.env, ...s3.env });
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      'Restauration refusée : la base cible n’est pas vide (5 réalisations, 1 administrateur, 1 demande de contact, 6 médias). ' +
        'Restaurez dans un DATA_DIR neuf ou une base PostgreSQL vide ; rien n’a été modifié.',
    );
  });

  it('holds the pending e-mails of a backup from before « à vérifier », which they become once the schema is upgraded', async () => {
    // The version before `OutboxReview1795002500000` dumped the same tables: that migration changed a constraint only.
    const older = path.join(work, 'avant-a-verifier');
    cpSync(folder, older, { recursive: true });
    const manifest = JSON.parse(readFileSync(path.join(older, 'manifest.json'), 'utf8')) as BackupManifest;
    const known = manifest.migrations.indexOf('OutboxReview1795002500000');
    expect(known).toBeGreaterThan(0);
    const later = manifest.migrations.slice(known);
    // Tables and columns the later migrations added: that version had none of them to dump.
    const laterTables = new Set(['vehicle_search_miss', 'price_band', 'booking_unit_use']);
    const laterColumns: Record<string, string[]> = {
      booking: ['quoted_price', 'quoted_currency', 'engine_path', 'vehicle_type'],
      outbox_message: ['list_unsubscribe'],
    };
    writeFileSync(
      path.join(older, 'manifest.json'),
      JSON.stringify({
        ...manifest,
        migrations: manifest.migrations.slice(0, known),
        tables: manifest.tables
          .filter((table) => !laterTables.has(table.name))
          .map((table) => ({
            ...table,
            columns: table.columns.filter((column) => !laterColumns[table.name]?.includes(column)),
          })),
      }),
    );
    const target = await createTestDatabase('server', { empty: true });
    targets.push(target);
    const restored = await cli('restore', older, target.env);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain(`Schéma mis à jour ensuite : ${later.join(', ')}.`);
    const client = new pg.Client({ connectionString: target.env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<Json>('SELECT message_id, status, locked_until FROM outbox_message');
      const byId = (a: Json, b: Json) => (a.message_id < b.message_id ? -1 : 1);
      expect(rows.sort(byId)).toEqual(
        outboxOf(folder)
          .map((m) => ({ message_id: m.message_id, status: 'review', locked_until: null }))
          .sort(byId),
      );
    } finally {
      await client.end();
    }
  });

  it('restores over the reference data a gateway loaded, raising every content version past the one it saw', async () => {
    // A database as a gateway's first start leaves it, whose gateways have seen these versions of what they keep.
    const target = await createTestDatabase('server');
    targets.push(target);
    const query = async <T>(sql: string) => {
      const client = new pg.Client({ connectionString: target.env.DATABASE_URL });
      await client.connect();
      try {
        return (await client.query(sql)).rows as T[];
      } finally {
        await client.end();
      }
    };
    await query(`INSERT INTO content_version (scope, version) VALUES ('prices', 41), ('realisations', 9)
                 ON CONFLICT (scope) DO UPDATE SET version = excluded.version`);
    const restored = await cli('restore', folder, target.env, ['--drop-pending']);
    expect(restored.code, restored.stderr).toBe(0);
    const versions = await query<{ scope: string; version: string }>(
      `SELECT scope, version::text AS version FROM content_version WHERE scope IN ('prices', 'realisations')`,
    );
    expect(Object.fromEntries(versions.map((v) => [v.scope, Number(v.version)]))).toEqual({
      prices: 42,
      realisations: 10,
    });
  });

  it('refuses a damaged backup before writing anything', async () => {
    const damaged = path.join(work, 'abimee');
    cpSync(folder, damaged, { recursive: true });
    const manifest = JSON.parse(readFileSync(path.join(damaged, 'manifest.json'), 'utf8')) as BackupManifest;
    const victim = path.join(damaged, 'media', manifest.media.files[0]!.name);
    const bytes = readFileSync(victim);
    const middle = bytes.length >> 1;
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
    writeFileSync(victim, bytes);
    const target = await createTestDatabase('embedded', { empty: true });
    targets.push(target);
    const refused = await cli('restore', damaged, target.env);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      `Sauvegarde altérée : media/${manifest.media.files[0]!.name} ne correspond pas au manifeste (taille ou SHA-256).`,
    );
    expect(existsSync(path.join(target.env.DATA_DIR, 'pg'))).toBe(false);
    expect(existsSync(path.join(target.env.DATA_DIR, 'uploads'))).toBe(false);
  });
});
