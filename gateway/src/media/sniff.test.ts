import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identifyMedia } from './sniff.js';

const fixtures = fileURLToPath(new URL('../../../tests/fixtures/media/', import.meta.url));
const fixture = (name: string) => path.join(fixtures, name);

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'sniff-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** Writes `data` under a misleading name: identification must not care. */
async function scratch(data: Buffer | string, name = 'upload.jpg') {
  const file = path.join(work, `${Math.random().toString(36).slice(2)}-${name}`);
  await writeFile(file, data);
  return file;
}

/** A copy of an ISO-BMFF fixture with other `ftyp` brands (major first, then compatible ones, 4 letters each). */
async function withBrands(name: string, brands: string[]) {
  const data = await readFile(fixture(name));
  const ftypSize = data.readUInt32BE(0);
  const ftyp = Buffer.alloc(8 + 4 + 4 * brands.length);
  ftyp.writeUInt32BE(ftyp.length, 0);
  ftyp.write('ftyp', 4, 'latin1');
  ftyp.write(brands[0] ?? '', 8, 'latin1');
  brands.slice(1).forEach((brand, index) => ftyp.write(brand, 16 + index * 4, 'latin1'));
  return scratch(Buffer.concat([ftyp, data.subarray(ftypSize)]));
}

describe('identifyMedia', () => {
  it.each([
    ['rotated-gps.jpg', 'image', 'jpeg', 'image/jpeg'],
    ['truncated.jpg', 'image', 'jpeg', 'image/jpeg'], // identified; decoding will refuse it
    ['photo.png', 'image', 'png', 'image/png'],
    ['photo.webp', 'image', 'webp', 'image/webp'],
    ['photo.avif', 'image', 'avif', 'image/avif'],
    ['iphone.heic', 'image', 'heic', 'image/heic'],
    ['clip.mp4', 'video', 'mp4', 'video/mp4'],
    ['clip.mov', 'video', 'mov', 'video/quicktime'],
    ['clip.webm', 'video', 'webm', 'video/webm'],
  ])('%s is %s/%s', async (name, family, format, mime) => {
    expect(await identifyMedia(fixture(name))).toEqual({ family, format, mime });
  });

  it.each(['fake.jpg', 'drawing.svg'])('refuses %s', async (name) => {
    expect(await identifyMedia(fixture(name))).toBeNull();
  });

  it('goes by content, not by name', async () => {
    const png = await scratch(await readFile(fixture('photo.png')), 'photo.jpg');
    expect(await identifyMedia(png)).toMatchObject({ format: 'png' });
    const text = await scratch(await readFile(fixture('fake.jpg')), 'clip.mp4');
    expect(await identifyMedia(text)).toBeNull();
  });

  it('refuses HTML, PDF, GIF, executables and empty files', async () => {
    const gif = await sharp(fixture('photo.png')).gif().toBuffer();
    const candidates = [
      await scratch('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      await scratch('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
      await scratch(gif),
      process.execPath, // the Node.js binary: an ELF executable
      await scratch(Buffer.alloc(0)),
      await scratch(Buffer.from([0xff, 0xd8])), // a JPEG marker and nothing else
    ];
    for (const file of candidates) expect(await identifyMedia(file), file).toBeNull();
  });

  it('tells AVIF from HEIC by the compatible brands when the major brand is the generic mif1', async () => {
    // file-type alone calls both of these HEIF.
    expect(await identifyMedia(await withBrands('photo.avif', ['mif1', 'mif1', 'avif', 'miaf']))).toMatchObject({
      format: 'avif',
      mime: 'image/avif',
    });
    expect(await identifyMedia(await withBrands('iphone.heic', ['mif1', 'mif1', 'heic', 'miaf']))).toMatchObject({
      format: 'heic',
      mime: 'image/heic',
    });
    expect(await identifyMedia(await withBrands('iphone.heic', ['mif1', 'mif1', 'miaf']))).toMatchObject({
      format: 'heic',
      mime: 'image/heif',
    });
  });

  it('recognises iPhone brands and refuses HEIF image sequences', async () => {
    const iphoneBrands = ['heic', 'mif1', 'MiHE', 'MiPr', 'miaf', 'MiHB', 'heic'];
    expect(await identifyMedia(await withBrands('iphone.heic', iphoneBrands))).toMatchObject({ format: 'heic' });
    // An unknown major brand that lists mif1 is still a still image (file-type says MP4 for it).
    expect(await identifyMedia(await withBrands('iphone.heic', ['MiHE', 'mif1', 'heic']))).toMatchObject({
      format: 'heic',
    });
    expect(await identifyMedia(await withBrands('iphone.heic', ['msf1', 'msf1', 'hevc']))).toBeNull();
  });

  it('keeps MP4 brands apart from the audio and 3GP variants', async () => {
    expect(await identifyMedia(await withBrands('clip.mp4', ['mp42', 'mp42', 'isom']))).toMatchObject({
      format: 'mp4',
    });
    expect(await identifyMedia(await withBrands('clip.mp4', ['M4A ', 'M4A ', 'mp42']))).toBeNull();
    expect(await identifyMedia(await withBrands('clip.mp4', ['3gp4', '3gp4', 'isom']))).toBeNull();
  });
});

describe('media fixtures', () => {
  it('rotated-gps.jpg is stored sideways with EXIF orientation 6 and a GPS block', async () => {
    const meta = await sharp(fixture('rotated-gps.jpg')).metadata();
    expect(meta).toMatchObject({ width: 300, height: 400, orientation: 6 });
    // The TIFF tag 0x8825 (GPS IFD pointer, big-endian here) and the latitude reference "N".
    expect(meta.exif?.includes(Buffer.from([0x88, 0x25]))).toBe(true);
    expect(meta.exif?.includes(Buffer.from('N\0', 'latin1'))).toBe(true);
  });
});
