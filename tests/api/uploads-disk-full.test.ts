import { randomBytes } from 'node:crypto';
import type { PathLike } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { adminEnv, fixture, signIn, storedFiles, uploadByGraphQL, uploadFile, type Json } from '../support/admin.js';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';
import { startTestGateway } from '../support/gateway.js';

/**
 * The folder whose writes fail, as on a full disk: the gateway's writes there go to /dev/full, where the kernel
 * answers every write with ENOSPC. No tiny file system can be mounted without root; this is the next closest thing,
 * with real streams and real system errors.
 */
const disk = vi.hoisted(() => ({ fullUnder: null as string | null }));
const onFullDisk = (target: PathLike) => disk.fullUnder !== null && String(target).startsWith(disk.fullUnder);

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const createWriteStream = ((target: PathLike, options?: Parameters<typeof fs.createWriteStream>[1]) =>
    fs.createWriteStream(onFullDisk(target) ? '/dev/full' : target, options)) as typeof fs.createWriteStream;
  return { ...fs, default: { ...fs, createWriteStream }, createWriteStream };
});
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  // The file is made and half written, then the disk is full: what a real full disk leaves behind.
  const writeFile = (async (target: PathLike, data: Uint8Array, ...rest: unknown[]) => {
    if (!onFullDisk(target)) return fs.writeFile(target, data, ...(rest as []));
    await fs.writeFile(target, data.subarray(0, data.length >> 1));
    await fs.appendFile('/dev/full', data);
  }) as typeof fs.writeFile;
  return { ...fs, default: { ...fs, writeFile }, writeFile };
});

const DISK_FULL =
  'Espace disque insuffisant sur le serveur : le fichier n’a pas été enregistré. Réessayez plus tard ou prévenez l’administrateur.';

/** Long enough to tell an answer from the hang this guards against, whatever the machine's load. */
const ANSWER_WITHIN_MS = 5_000;
const within = <T>(work: Promise<T>): Promise<T> =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`pas de réponse en ${ANSWER_WITHIN_MS} ms`)), ANSWER_WITHIN_MS).unref(),
    ),
  ]);

/** An upload on a full disk: a quick French answer, and nothing kept. */
describe('uploads on a full disk', () => {
  let db: TestDatabase;
  let gateway: RunningGateway;
  let token: string;
  /** A photo of several hundred kilobytes: the disk refuses it while the upload waits for room to write. */
  let largePhoto: Buffer;
  const mediaRows = async () =>
    ((await gateway.database.dataSource.query('SELECT count(*)::int AS n FROM media_upload')) as [{ n: number }])[0].n;

  beforeAll(async () => {
    db = await createTestDatabase('server');
    gateway = await startTestGateway(db, adminEnv);
    token = await signIn(gateway.url);
    largePhoto = await sharp(randomBytes(400 * 400 * 3), { raw: { width: 400, height: 400, channels: 3 } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    disk.fullUnder = null;
    await gateway?.close();
    await db?.drop();
  });

  /** `status`: the HTTP status by REST, the error's code by GraphQL (which answers 200). */
  type Answer = { status: number | string | undefined; message: string | undefined; data: Json };
  const sendBy: Record<'REST' | 'GraphQL', (file: Buffer) => Promise<Answer>> = {
    REST: async (file) => {
      const answer = await uploadFile(gateway.url, token, '/admin/upload/image', 'image', file, 'photo.png');
      return { status: answer.status, message: answer.body.error, data: answer.body.data };
    },
    GraphQL: async (file) => {
      const body = await uploadByGraphQL(gateway.url, token, file, 'photo.png');
      const error = body.errors?.[0];
      return { status: error?.extensions?.code, message: error?.message, data: body.data?.uploadMedia };
    },
  };

  it.each([
    ['REST', 'small', 507],
    ['REST', 'large', 507],
    ['GraphQL', 'small', 'INSUFFICIENT_STORAGE'],
    ['GraphQL', 'large', 'INSUFFICIENT_STORAGE'],
  ] as const)('answers by %s a %s photo the disk cannot take, and keeps nothing', async (transport, size, status) => {
    const before = { files: storedFiles(gateway, db.env.DATA_DIR), media: await mediaRows() };
    disk.fullUnder = path.join(db.env.DATA_DIR, 'tmp', 'uploads');
    const answer = await within(sendBy[transport](size === 'small' ? fixture('photo.png') : largePhoto)).finally(
      () => (disk.fullUnder = null),
    );

    expect(answer).toMatchObject({ status, message: DISK_FULL });
    expect(storedFiles(gateway, db.env.DATA_DIR)).toEqual({ ...before.files, work: [] });
    expect(await mediaRows()).toBe(before.media);

    // The disk has room again: the next upload goes through.
    const next = await within(sendBy[transport](fixture('photo.png')));
    expect(next.data).toBeTruthy();
    expect(next.message).toBeUndefined();
  });

  it('answers a full disk met while storing the derivatives, and keeps neither them nor their record', async () => {
    const before = { files: storedFiles(gateway, db.env.DATA_DIR), media: await mediaRows() };
    disk.fullUnder = path.join(db.env.DATA_DIR, 'uploads');
    const answer = await within(sendBy.REST(largePhoto)).finally(() => (disk.fullUnder = null));

    expect(answer).toMatchObject({ status: 507, message: DISK_FULL });
    expect(storedFiles(gateway, db.env.DATA_DIR)).toEqual({ ...before.files, work: [] });
    expect(await mediaRows()).toBe(before.media);
  });
});
