import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeHeic, HEIC_MESSAGES } from './heic.js';
import { HEIC_BUSY_MESSAGE, HeicPool } from './heic-pool.js';

// The worker thread runs the compiled gateway (`npm run build`), as in production.
const fixture = fileURLToPath(new URL('../../../tests/fixtures/media/iphone.heic', import.meta.url));

let work: string;
let damaged: string;
const pools: HeicPool[] = [];
const pool = (options: ConstructorParameters<typeof HeicPool>[0] = {}) => {
  const created = new HeicPool(options);
  pools.push(created);
  return created;
};
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'heic-pool-'));
  damaged = path.join(work, 'damaged.heic');
  const bytes = await readFile(fixture);
  await writeFile(damaged, bytes.subarray(0, Math.floor(bytes.length / 2)));
});
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('HEIC decoding in a worker thread', () => {
  it('gives the same picture as decoding in the process', async () => {
    const [fromWorker, inProcess] = await Promise.all([
      pool().decode(fixture),
      readFile(fixture).then((bytes) => decodeHeic(bytes)),
    ]);
    expect(await sharp(fromWorker).metadata()).toMatchObject({ format: 'png', width: 400, height: 300 });
    const pixels = (png: Buffer) => sharp(png).raw().toBuffer();
    expect((await pixels(fromWorker)).equals(await pixels(inProcess))).toBe(true);
  });

  it('refuses a damaged file as unreadable, then decodes the next one', async () => {
    const heic = pool();
    expect(await failure(heic.decode(damaged))).toMatchObject({ status: 400, message: HEIC_MESSAGES.unreadable });
    expect((await sharp(await heic.decode(fixture)).metadata()).format).toBe('png');
  });

  it('decodes one photo at a time and refuses with 503 and Retry-After once its queue is full', async () => {
    const heic = pool({ maxWaiting: 1, retryAfterSeconds: 7 });
    const first = heic.decode(fixture);
    const second = heic.decode(fixture);
    const third = await failure(heic.decode(fixture));
    expect(third).toMatchObject({ name: 'MediaError', status: 503, message: HEIC_BUSY_MESSAGE, retryAfterSeconds: 7 });
    expect((await Promise.all([first, second])).map((png) => png.length > 0)).toEqual([true, true]);
  });

  it('stops its worker when idle, giving its memory back, and starts one again when needed', async () => {
    const heic = pool({ idleMs: 50 });
    await heic.decode(fixture);
    expect(heic.hasWorker).toBe(true);
    await vi.waitFor(() => expect(heic.hasWorker).toBe(false), { timeout: 10_000, interval: 20 });
    expect((await heic.decode(fixture)).length).toBeGreaterThan(0);
  });

  it('stops a decode that runs past its time limit, and the next photo gets a new worker', async () => {
    const heic = pool({ jobTimeoutMs: 1 });
    expect(await failure(heic.decode(fixture))).toMatchObject({ status: 400, message: HEIC_MESSAGES.unreadable });
    const patient = pool();
    expect((await patient.decode(fixture)).length).toBeGreaterThan(0);
  });
});
