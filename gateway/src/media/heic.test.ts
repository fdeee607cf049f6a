import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeHeic, HEIC_MESSAGES, primaryIccProfile } from './heic.js';
import { processImage } from './images.js';
import { MediaError } from './media-error.js';
import type { MediaStore } from './media-store.js';

const fixtures = fileURLToPath(new URL('../../../tests/fixtures/media/', import.meta.url));
const fixture = (name: string) => readFile(path.join(fixtures, name));

/** RGB of the pixel at (x, y), in sRGB (sharp converts from the embedded profile, if any). */
async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at] ?? -1, data[at + 1] ?? -1, data[at + 2] ?? -1];
}

/** The fixture scene upright: red band along the top, green block bottom-left, blue-grey elsewhere. */
async function expectUprightScene(image: Buffer, width: number, height: number) {
  const [r, g, b] = await pixel(image, Math.round(width / 2), Math.round(height / 20));
  expect(r).toBeGreaterThan(180);
  expect(Math.max(g!, b!)).toBeLessThan(70);
  const [r2, g2, b2] = await pixel(image, Math.round(width / 20), height - 1 - Math.round(height / 20));
  expect(g2).toBeGreaterThan(150);
  expect(Math.max(r2!, b2!)).toBeLessThan(110);
  const [r3, , b3] = await pixel(image, width - 1 - Math.round(width / 20), height - 1 - Math.round(height / 20));
  expect(b3).toBeGreaterThan(r3! + 50);
}

/** Keeps files in memory. */
function memoryStore(): MediaStore & { files: Map<string, Buffer> } {
  const files = new Map<string, Buffer>();
  return {
    files,
    kind: 'local',
    async save(name, data) {
      files.set(name, data);
      return `/uploads/${name}`;
    },
    async remove(name) {
      files.delete(name);
    },
  } as MediaStore & { files: Map<string, Buffer> };
}

async function expectMediaError(promise: Promise<unknown>, status: number, message: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MediaError);
  expect(error).toMatchObject({ name: 'MediaError', status, message });
}

describe('decodeHeic', () => {
  it('decodes an iPhone-style HEIC (stored sideways, irot) into an upright PNG without metadata', async () => {
    const png = await decodeHeic(await fixture('iphone.heic'));
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 400, height: 300 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeDefined(); // the Display P3 profile, carried over
    await expectUprightScene(png, 400, 300);
  });

  it('gives processImage what it needs: upright WebP, sRGB colours, no EXIF', async () => {
    const store = memoryStore();
    const image = await processImage(await decodeHeic(await fixture('iphone.heic')), store);
    expect(image).toMatchObject({ width: 400, height: 300 });
    const largest = [...store.files.entries()].find(([name]) => name.endsWith('-1600.webp'))?.[1];
    expect(largest).toBeDefined();
    const meta = await sharp(largest).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 300 });
    expect(meta.exif).toBeUndefined();
    await expectUprightScene(largest!, 400, 300);
    // Converted from Display P3 through the carried-over profile: read as sRGB without it, the red would be
    // about (205, 43, 28).
    const [r, g, b] = await pixel(largest!, 200, 20);
    expect(r).toBeGreaterThan(205);
    expect(Math.max(g!, b!)).toBeLessThan(25);
  });

  it('finds the ICC profile of the primary item', async () => {
    const icc = primaryIccProfile(await fixture('iphone.heic'));
    expect(icc?.toString('latin1', 36, 40)).toBe('acsp');
    expect(primaryIccProfile(await fixture('photo.png'))).toBeNull();
  });

  it('refuses an image above the pixel limit before decoding it', async () => {
    const heic = Buffer.from(await fixture('iphone.heic'));
    // Announce 10,000 × 6,000 pixels in the `ispe` property; the coded picture stays tiny.
    const ispe = heic.indexOf('ispe', 0, 'latin1');
    heic.writeUInt32BE(10_000, ispe + 8);
    heic.writeUInt32BE(6_000, ispe + 12);
    await expectMediaError(decodeHeic(heic), 413, HEIC_MESSAGES.tooManyPixels);
  });

  it('refuses damaged files with a French message', async () => {
    const heic = await fixture('iphone.heic');
    await expectMediaError(decodeHeic(heic.subarray(0, Math.floor(heic.length / 2))), 400, HEIC_MESSAGES.unreadable);
    await expectMediaError(decodeHeic(heic.subarray(0, heic.length - 100)), 400, HEIC_MESSAGES.unreadable);
    await expectMediaError(decodeHeic(await fixture('fake.jpg')), 400, HEIC_MESSAGES.unreadable);
    // Still decodes after those failures.
    expect((await sharp(await decodeHeic(heic)).metadata()).width).toBe(400);
  });
});
