// The admin's home-screen icons (its web app manifest, served by the gateway at /admin.webmanifest), drawn from the
// favicon: PNG in 192 and 512 px, plain and maskable (the mark inside the safe zone of a full-bleed square).
// Output: public/images/admin/ (git-ignored).
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const favicon = path.join(root, 'public', 'favicon.svg');
const outDir = path.join(root, 'public', 'images', 'admin');
const sourceTime = Math.max(statSync(import.meta.filename).mtimeMs, statSync(favicon).mtimeMs);
const mark = readFileSync(favicon);
mkdirSync(outDir, { recursive: true });

for (const size of [192, 512]) {
  const plain = path.join(outDir, `icon-${size}.png`);
  if (!existsSync(plain) || statSync(plain).mtimeMs <= sourceTime) {
    await sharp(mark, { density: (72 * size) / 32 })
      .resize(size, size)
      .png()
      .toFile(plain);
  }
  const maskable = path.join(outDir, `icon-${size}-maskable.png`);
  if (!existsSync(maskable) || statSync(maskable).mtimeMs <= sourceTime) {
    // The mark in the middle 60 %: launchers crop maskable icons to a circle or a rounded square.
    const inner = Math.round(size * 0.6);
    const drawn = await sharp(mark, { density: (72 * inner) / 32 })
      .resize(inner, inner)
      .png()
      .toBuffer();
    await sharp({ create: { width: size, height: size, channels: 4, background: '#0d0f12' } })
      .composite([{ input: drawn, gravity: 'centre' }])
      .png()
      .toFile(maskable);
  }
}
