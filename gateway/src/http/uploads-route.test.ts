import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalMediaStore } from '../media/local-store.js';
import { RangeNotSatisfiableError } from '../media/media-store.js';
import { parseRange } from './uploads-route.js';

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100 }],
    ['bytes=-500', { suffix: 500 }],
    [' bytes=5-5 ', { start: 5, end: 5 }],
  ])('reads %j', (header, range) => {
    expect(parseRange(header)).toEqual(range);
  });

  it.each([undefined, '', 'bytes=', 'bytes=-', 'bytes=-0', 'bytes=9-3', 'bytes=0-1,5-6', 'items=0-9', 'bytes=a-b'])(
    'ignores %j (the whole file is sent)',
    (header) => {
      expect(parseRange(header)).toBeUndefined();
    },
  );
});

describe('LocalMediaStore reads', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'media-store-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const store = new LocalMediaStore(dir);
  writeFileSync(path.join(dir, 'abc.mp4'), '0123456789');

  it('streams a file, a range of it, or nothing for an unknown name', async () => {
    const whole = await store.read('abc.mp4');
    expect(whole).toMatchObject({ size: 10, start: 0, end: 9 });
    expect(await text(whole!.body)).toBe('0123456789');
    const part = await store.read('abc.mp4', { start: 7 });
    expect(part).toMatchObject({ start: 7, end: 9 });
    expect(await text(part!.body)).toBe('789');
    expect(await text((await store.read('abc.mp4', { start: 2, end: 400 }))!.body)).toBe('23456789');
    await expect(store.read('abc.mp4', { start: 10 })).rejects.toBeInstanceOf(RangeNotSatisfiableError);
    expect(await store.read('absent.mp4')).toBeNull();
    expect(await store.stat('absent.mp4')).toBeNull();
    await expect(store.read('../secret.mp4')).rejects.toThrow(/nom de fichier refusé/);
  });
});

describe('LocalMediaStore start-up check', () => {
  it('removes the temporary files of dead writers and keeps those of live ones', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'media-store-'));
    try {
      const store = new LocalMediaStore(dir);
      // A pid far above any real one stands for a process that died; our parent is alive.
      const files = [
        'a-480.webp',
        'b-480.webp.4194000.part',
        `c-480.webp.${process.ppid}.part`,
        `d.mp4.${process.pid}.part`,
      ];
      for (const f of files) writeFileSync(path.join(dir, f), 'x');
      await store.check();
      expect(readdirSync(dir).sort()).toEqual(['a-480.webp', `c-480.webp.${process.ppid}.part`]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
